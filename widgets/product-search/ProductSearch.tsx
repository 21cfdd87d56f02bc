import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import CloseButton from 'react-bootstrap/CloseButton';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { DropdownItem } from '../../schemas/types';
import { useEngine, useT } from '../../engine/react/runtime/EngineContext';
import { Icon } from '../icons/icons';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { useSuggerimenti, useTrovaProdotti } from '../shopping/shoppingQueries';
import { useTripStore } from '../shopping/tripState';
import { useShoppingActions } from '../shopping/useShoppingActions';

export type ProductSearchProps = Record<string, never>;

export interface ProductSearchOptions {
  /** After a search has gone to its results (the mobile menu closes then). */
  onSearched?: () => void;
}

type Option = DropdownItem;

/**
 * The navigation bar's product search (spec 2 §2, desktop): type to find products by name, pick
 * several, then the search button or Enter shows them, priced for the current trip, on the list
 * page. Enter with nothing picked searches every suggestion of the typed text.
 */
export function ProductSearch({ onSearched }: ProductSearchOptions) {
  const t = useT();
  const { bus } = useEngine();
  const store = useTripStore();
  const actions = useShoppingActions();
  const [text, setText] = useState('');
  const [closed, setClosed] = useState(false);
  const found = useSuggerimenti(text);
  const trova = useTrovaProdotti();
  const suggestions = closed ? [] : found;
  const [picked, setPicked] = useState<Option[]>([]);

  const pick = (option: Option) => {
    if (!picked.some((p) => p.value === option.value)) setPicked([...picked, option]);
    setText('');
  };
  const unpick = (option: Option) => {
    const next = picked.filter((p) => p.value !== option.value);
    setPicked(next);
    if (next.length === 0 && store.getState().searchedProducts.length > 0) {
      store.getState().set({ searchedProducts: [], searchedText: null });
      bus.emit('product:search-reset', {});
    }
  };

  // Every submit shows its own results, none included: a search that matched nothing must not
  // leave the previous results on screen as if they were its own.
  async function search() {
    const typed = text.trim();
    if (picked.length === 0 && typed === '') return;
    setClosed(true);
    let chosen: Option[] = picked;
    if (chosen.length === 0) {
      try {
        // Enter pressed before the suggestions arrived asks for them now.
        chosen = suggestions.length > 0 ? suggestions : typed.length >= 2 ? await trova(typed) : [];
      } catch {
        return; // the call's toast has told the agent
      }
    }
    const searched = picked.length > 0 ? picked.map((p) => p.text).join(', ') : typed;
    await actions.search(
      chosen.map((s) => Number(s.value)),
      searched,
    );
    onSearched?.();
  }

  const label = t('prodotto.cercaPolizze');
  return (
    <form
      role="search"
      aria-label={label}
      className="product-search position-relative"
      onSubmit={(e) => {
        e.preventDefault();
        void search();
      }}
    >
      <InputGroup size="sm">
        {picked.map((p) => (
          <InputGroup.Text key={p.value} className="bg-white">
            <Badge bg="primary" className="d-inline-flex align-items-center gap-1">
              {p.text}
              <CloseButton
                variant="white"
                aria-label={`${t('generico.rimuovi')} ${p.text}`}
                style={{ fontSize: '0.5rem' }}
                onClick={() => unpick(p)}
              />
            </Badge>
          </InputGroup.Text>
        ))}
        <Form.Control
          type="search"
          value={text}
          placeholder={label}
          aria-label={label}
          aria-autocomplete="list"
          // Only a list on screen may be named: an id of nothing is an invalid ARIA reference.
          aria-controls={suggestions.length > 0 ? 'ricerca-prodotti-suggerimenti' : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setClosed(false);
          }}
        />
        <Button type="submit" variant="primary" aria-label={t('generico.cerca')}>
          <Icon name="search" size={14} />
        </Button>
      </InputGroup>
      {suggestions.length > 0 ? (
        <ul
          id="ricerca-prodotti-suggerimenti"
          role="listbox"
          aria-label={label}
          aria-multiselectable="true"
          className="list-group position-absolute w-100 shadow"
          style={{ zIndex: 1050 }}
        >
          {suggestions.map((s) => (
            <li
              key={s.value}
              role="option"
              aria-selected={picked.some((p) => p.value === s.value)}
              className="list-group-item list-group-item-action"
              style={{ cursor: 'pointer' }}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(s)}
            >
              {s.text}
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}

export default function ProductSearchWidget(_: WidgetComponentProps<ProductSearchProps>) {
  return <ProductSearch />;
}

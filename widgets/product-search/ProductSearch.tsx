import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import CloseButton from 'react-bootstrap/CloseButton';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { DropdownItem } from '../../schemas/types';
import { useEngine, useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { useSuggerimenti } from '../shopping/shoppingQueries';
import { useTripStore } from '../shopping/tripState';
import { useShoppingActions } from '../shopping/useShoppingActions';

export type ProductSearchProps = Record<string, never>;

type Option = DropdownItem;

/**
 * The navigation bar's product search (spec 2 §2, desktop): type to find products by name, pick
 * several, then the search button or Enter shows them, priced for the current trip, on the list
 * page. Enter with nothing picked searches every suggestion of the typed text.
 */
export function ProductSearch() {
  const t = useT();
  const { bus } = useEngine();
  const store = useTripStore();
  const actions = useShoppingActions();
  const [text, setText] = useState('');
  const [closed, setClosed] = useState(false);
  const found = useSuggerimenti(text);
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
      store.getState().set({ searchedProducts: [] });
      bus.emit('product:search-reset', {});
    }
  };

  function search() {
    const ids = (picked.length > 0 ? picked : suggestions).map((s) => Number(s.value));
    if (ids.length === 0) return;
    setClosed(true);
    void actions.search(ids);
  }

  const label = t('prodotto.cercaPolizze', 'Cerca polizze');
  return (
    <form
      role="search"
      aria-label={label}
      className="product-search position-relative"
      onSubmit={(e) => {
        e.preventDefault();
        search();
      }}
    >
      <InputGroup size="sm">
        {picked.map((p) => (
          <InputGroup.Text key={p.value} className="bg-white">
            <Badge bg="primary" className="d-inline-flex align-items-center gap-1">
              {p.text}
              <CloseButton
                variant="white"
                aria-label={`${t('generico.rimuovi', 'Rimuovi')} ${p.text}`}
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
        <Button type="submit" variant="primary" aria-label={t('generico.cerca', 'Cerca')}>
          <svg width="14" height="14" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
            <path d="M11.7 10.3a6.5 6.5 0 1 0-1.4 1.4l3.6 3.6 1.4-1.4-3.6-3.6zM6.5 11a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9z" />
          </svg>
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

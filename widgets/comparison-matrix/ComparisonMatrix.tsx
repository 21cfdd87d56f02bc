import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import type { ProdottoLista } from '../../schemas/types';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { useProdottiLista } from '../shopping/shoppingQueries';
import { useTripState, useTripStore } from '../shopping/tripState';
import { useIsMobile } from '../../engine/react/layout/useIsMobile';
import { useShoppingActions } from '../shopping/useShoppingActions';
import { MatrixTable } from './parts/MatrixTable';

/** Spec 2 §9: at most 4 products are compared. */
export const MAX_CONFRONTO = 4;
/** Spec 2 §5, §9: the comparison warnings hide after 1.5 s. */
export const WARNING_MS = 1500;

export type ComparisonMatrixProps = Record<string, never>;

type Warning = 'massimo' | 'nessuno' | null;

/**
 * The comparison panel (spec 2 §2, §5): a searchable list of the listed products with check marks,
 * "Cancella selezione", and the matrix of up to 4 chosen products. A fifth is refused with the
 * spec's warning (on phones it is ticked, then removed); comparing none says so. Both warnings
 * hide after 1.5 s.
 */
export function ComparisonMatrix({
  mobile: forcedMobile,
  open = false,
}: {
  mobile?: boolean;
  open?: boolean;
}) {
  const t = useT();
  const store = useTripStore();
  const actions = useShoppingActions();
  const mobile = useIsMobile(forcedMobile);
  const products = useProdottiLista().data ?? [];
  const selected = useTripState((s) => s.selectedItems);
  const [query, setQuery] = useState('');
  const [warning, setWarning] = useState<Warning>(null);
  const [comparing, setComparing] = useState(open);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const matrix = useRef<HTMLDivElement>(null);
  // Each "Confronta" asks for the matrix to be shown: it opens below the list and the trip form,
  // under the fold on a laptop, so it is scrolled to and focused (keyboard users land on it too).
  const [reveal, setReveal] = useState(0);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  useEffect(() => {
    if (reveal === 0 || !matrix.current) return;
    matrix.current.scrollIntoView?.({ block: 'start' });
    matrix.current.focus({ preventScroll: true });
  }, [reveal]);

  const warn = (kind: Warning) => {
    setWarning(kind);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setWarning(null), WARNING_MS);
  };
  const setSelected = (ids: number[]) => store.getState().set({ selectedItems: ids });
  const isSelected = (p: ProdottoLista) => selected.includes(p.pacchettoID);

  function toggle(product: ProdottoLista) {
    if (isSelected(product)) {
      setSelected(selected.filter((id) => id !== product.pacchettoID));
      return;
    }
    if (selected.length >= MAX_CONFRONTO) {
      warn('massimo');
      // On phones the tick has already shown: take the extra one off again.
      if (mobile) {
        setSelected([...selected, product.pacchettoID]);
        setTimeout(() => setSelected(selected), 0);
      }
      return;
    }
    setSelected([...selected, product.pacchettoID]);
  }

  function compare() {
    if (selected.length === 0) {
      setComparing(false);
      warn('nessuno');
      return;
    }
    setComparing(true);
    setReveal((n) => n + 1);
  }

  const needle = query.trim().toLowerCase();
  const shown = needle ? products.filter((p) => p.pacchetto.toLowerCase().includes(needle)) : products;
  // The matrix shows the chosen products, in the order chosen, as the list has them now (prices for
  // the current trip).
  const compared = selected
    .flatMap((id) => products.filter((p) => p.pacchettoID === id))
    .slice(0, MAX_CONFRONTO);

  return (
    <Card className="mb-3 comparison-panel">
      <Card.Header as="h2" className="h6 mb-0">
        {t('confronto.titolo')}
      </Card.Header>
      <Card.Body>
        {warning === 'massimo' ? (
          <Alert variant="warning" role="alert" className="py-2">
            <Alert.Heading as="h3" className="h6 mb-1">
              {t('confronto.attenzione')}
            </Alert.Heading>
            {t('confronto.massimoProdotti')}
          </Alert>
        ) : null}
        {warning === 'nessuno' ? (
          <Alert variant="warning" role="alert" className="py-2">
            {t('confronto.almenoUnProdotto')}
          </Alert>
        ) : null}
        <Form.Control
          type="search"
          size="sm"
          className="mb-2"
          placeholder={t('prodotto.cerca')}
          aria-label={t('prodotto.cerca')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <ul className="list-unstyled mb-2 comparison-list" style={{ maxHeight: '14rem', overflowY: 'auto' }}>
          {shown.map((p) => (
            <li key={p.pacchettoID}>
              <Form.Check
                type="checkbox"
                id={`confronto-${p.pacchettoID}`}
                label={p.pacchetto}
                checked={isSelected(p)}
                onChange={() => toggle(p)}
              />
            </li>
          ))}
        </ul>
        <div className="d-flex align-items-center justify-content-between gap-2">
          <Button
            variant="link"
            size="sm"
            className="p-0"
            onClick={() => {
              setSelected([]);
              setComparing(false);
            }}
          >
            {t('confronto.cancellaSelezione')}
          </Button>
          <Button size="sm" onClick={compare}>
            {t('confronto.confronta')} ({selected.length}/{MAX_CONFRONTO})
          </Button>
        </div>
        {comparing && compared.length > 0 ? (
          <div
            ref={matrix}
            tabIndex={-1}
            className="mt-3 comparison-result"
            style={{ scrollMarginTop: '1rem' }}
            data-testid="matrice-confronto"
          >
            <MatrixTable prodotti={compared} onSelect={(p) => void actions.chooseProduct(p)} />
          </div>
        ) : null}
      </Card.Body>
    </Card>
  );
}

export default function ComparisonMatrixWidget(_: WidgetComponentProps<ComparisonMatrixProps>) {
  return <ComparisonMatrix />;
}

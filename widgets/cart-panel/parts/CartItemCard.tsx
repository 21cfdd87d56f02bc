import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Collapse from 'react-bootstrap/Collapse';
import { formatMoney } from '../../../engine/core/format';
import { useT } from '../../../engine/react/runtime/EngineContext';
import type { CarrelloItem } from '../../../schemas/types';
import { partecipantiItem, titoloItem, totaliItem } from '../cartData';
import { ItemDetails } from './ItemDetails';

/**
 * One cart item (spec 2 §2 "Cart"): package and first participant (or 'ERRORE PARTECIPANTI'), its
 * total, expandable details, MODIFICA and ELIMINA. `initiallyOpen` is for stories.
 */
export function CartItemCard({
  item,
  onModifica,
  onElimina,
  initiallyOpen = false,
}: {
  item: CarrelloItem;
  onModifica: () => void;
  onElimina: () => void;
  initiallyOpen?: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(initiallyOpen);
  const detailsId = useId();
  const titolo = titoloItem(item, t('carrello.errorePartecipanti', 'ERRORE PARTECIPANTI'));
  const senzaPartecipanti = partecipantiItem(item).length === 0;
  return (
    <Card as="li" className="mb-2" data-testid="cart-item">
      <Card.Body className="p-2">
        <div className="d-flex align-items-start gap-2">
          <Button
            variant="link"
            className={`p-0 text-start flex-grow-1 text-decoration-none ${senzaPartecipanti ? 'text-danger' : 'text-body'}`}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((o) => !o)}
          >
            <span aria-hidden="true" className="me-1">
              {open ? '▾' : '▸'}
            </span>
            <span className="fw-semibold">{titolo}</span>
          </Button>
          <span className="text-nowrap fw-semibold">{formatMoney(totaliItem(item).totaleViaggio)}</span>
        </div>
        <Collapse in={open}>
          <div id={detailsId}>
            <div className="pt-2">{open && <ItemDetails item={item} />}</div>
          </div>
        </Collapse>
        <div className="d-flex justify-content-end gap-2 mt-2">
          <Button
            variant="outline-primary"
            size="sm"
            onClick={onModifica}
            aria-label={`${t('carrello.modifica', 'MODIFICA')}: ${titolo}`}
          >
            {t('carrello.modifica', 'MODIFICA')}
          </Button>
          <Button
            variant="outline-danger"
            size="sm"
            onClick={onElimina}
            aria-label={`${t('carrello.elimina', 'ELIMINA')}: ${titolo}`}
          >
            {t('carrello.elimina', 'ELIMINA')}
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}

import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import type { CarrelloItem } from '../../schemas/types';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { useCarrello } from '../shopping/cartQueries';
import { useModificaItem } from '../shopping/useModificaItem';

export type CartIconProps = Record<string, never>;

/** Package name and first participant, or 'ERRORE PARTECIPANTI' without a list (spec 2 §2 "Cart"). */
export function titoloItem(item: CarrelloItem, errore: string): string {
  const primo = item.datiViaggio.partecipanti?.[0];
  const nome = [primo?.Cognome ?? primo?.cognome, primo?.Nome ?? primo?.nome].filter(Boolean).join(' ');
  return `${item.datiProdotto.pacchetto} - ${nome || errore}`;
}

/**
 * The navigation bar's cart icon with the item count (spec 2 §2 "Navigation bar"). Its menu lists the
 * items with MODIFICA, which reloads an item into the product page (spec 2 §4 "Edit on a cart item").
 */
export function CartIcon({
  items,
  onModifica,
}: {
  items: CarrelloItem[];
  onModifica: (item: CarrelloItem) => void;
}) {
  const t = useT();
  const n = items.length;
  const label = t('carrello.iconaConteggio', 'Carrello: {n} prodotti').replace('{n}', String(n));
  return (
    <Dropdown align="end" className="ms-2">
      <Dropdown.Toggle
        as={Button}
        variant="outline-secondary"
        aria-label={label}
        title={label}
        id="cart-icon"
      >
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 16 16"
          fill="currentColor"
          className="me-1 align-text-bottom"
        >
          <path d="M0 1.5A.5.5 0 0 1 .5 1H2a.5.5 0 0 1 .49.4L2.89 3H14.5a.5.5 0 0 1 .49.6l-1.5 6A.5.5 0 0 1 13 10H4a.5.5 0 0 1-.49-.4L1.61 2H.5a.5.5 0 0 1-.5-.5zM5 12a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm7 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4z" />
        </svg>
        <Badge bg={n > 0 ? 'primary' : 'secondary'} data-testid="cart-count">
          {n}
        </Badge>
      </Dropdown.Toggle>
      <Dropdown.Menu style={{ minWidth: '18rem' }}>
        <Dropdown.Header>{t('carrello.titolo', 'Carrello')}</Dropdown.Header>
        {n === 0 ? (
          <Dropdown.ItemText>{t('carrello.vuoto', 'Il carrello è vuoto')}</Dropdown.ItemText>
        ) : (
          items.map((item) => (
            <Dropdown.Item
              key={item.datiCarrello.dati.itemID}
              as="button"
              onClick={() => onModifica(item)}
              aria-label={`${t('carrello.modifica', 'MODIFICA')}: ${titoloItem(item, t('carrello.errorePartecipanti', 'ERRORE PARTECIPANTI'))}`}
            >
              <span className="d-block text-truncate">
                {titoloItem(item, t('carrello.errorePartecipanti', 'ERRORE PARTECIPANTI'))}
              </span>
              <small className="text-primary">{t('carrello.modifica', 'MODIFICA')}</small>
            </Dropdown.Item>
          ))
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}

/** The icon with the live cart: placed by the shell's navigation bar. */
export function LiveCartIcon() {
  const carrello = useCarrello();
  const modifica = useModificaItem();
  return <CartIcon items={carrello.data ?? []} onModifica={(item) => void modifica(item)} />;
}

export default function CartIconWidget(_: WidgetComponentProps<CartIconProps>) {
  return <LiveCartIcon />;
}

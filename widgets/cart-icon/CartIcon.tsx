import { lazy, Suspense, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import { NavIconButton } from '../icons/NavIconButton';
import { useEngine } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { useCartPanel } from '../cart-panel/useCartPanel';
import { useCarrello } from '../shopping/cartQueries';

export type CartIconProps = Record<string, never>;

// The panel (items, details, purchase) is loaded the first time the cart is opened, not with the shell.
const LiveCartPanel = lazy(() => import('../cart-panel/LiveCartPanel'));

/** The navigation bar's cart icon with the item count (spec 2 §2 "Navigation bar"); it opens the cart. */
export function CartIcon({ count, onOpen }: { count: number; onOpen: () => void }) {
  const { t } = useEngine();
  const label = t('carrello.iconaConteggio', { n: count });
  return (
    <NavIconButton
      label={label}
      paths={[
        'M0 1.5A.5.5 0 0 1 .5 1H2a.5.5 0 0 1 .49.4L2.89 3H14.5a.5.5 0 0 1 .49.6l-1.5 6A.5.5 0 0 1 13 10H4a.5.5 0 0 1-.49-.4L1.61 2H.5a.5.5 0 0 1-.5-.5zM5 12a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm7 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
      ]}
      // The cart's dialogs give the focus back here when what opened them is gone.
      data-cart-icon=""
      onOpen={onOpen}
      count={
        <Badge bg={count > 0 ? 'primary' : 'secondary'} data-testid="cart-count">
          {count}
        </Badge>
      }
    />
  );
}

/** The icon with the live cart and its panel: placed by the shell's navigation bar. */
export function LiveCartIcon() {
  const carrello = useCarrello();
  const panel = useCartPanel();
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <CartIcon
        count={carrello.data?.length ?? 0}
        onOpen={() => {
          setLoaded(true);
          panel.show();
        }}
      />
      {(loaded || panel.open) && (
        <Suspense fallback={null}>
          <LiveCartPanel />
        </Suspense>
      )}
    </>
  );
}

export default function CartIconWidget(_: WidgetComponentProps<CartIconProps>) {
  return <LiveCartIcon />;
}

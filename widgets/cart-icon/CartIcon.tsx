import { lazy, Suspense, useEffect, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import { NavIconButton } from '../icons/NavIconButton';
import { useEngine } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { useCartPanel } from '../cart-panel/useCartPanel';
import { useCarrello } from '../shopping/cartQueries';

export type CartIconProps = Record<string, never>;

let panelCode: Promise<typeof import('../cart-panel/LiveCartPanel')> | null = null;
/** The panel's code, asked for once (again after a failure, which the render then reports). */
function loadPanel() {
  return (panelCode ??= import('../cart-panel/LiveCartPanel').catch((error: unknown) => {
    panelCode = null;
    throw error;
  }));
}

// The panel (items, details, purchase) is not loaded with the shell: only once the cart has
// something to buy, so that opening it waits for no code (issue 30), or when it is opened.
const LiveCartPanel = lazy(loadPanel);

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
  const hasItems = (carrello.data?.length ?? 0) > 0;
  useEffect(() => {
    if (!hasItems) return;
    // Once the page that added the item is drawn: not in the way of what the agent waits for.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => void loadPanel().catch(() => undefined));
  }, [hasItems]);
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

import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { CartPanel, type CartPanelProps } from './CartPanel';
import { useCartPanel, useIsCartPanelHost } from './useCartPanel';

/**
 * The cart panel on the engine's open state (the `cart-panel` widget, and what the navigation bar's
 * icon places): only one shows, however many are placed.
 */
export default function LiveCartPanel(_: Partial<WidgetComponentProps<CartPanelProps>>) {
  const { open, hide, focusOpener } = useCartPanel();
  const host = useIsCartPanelHost();
  return host ? <CartPanel open={open} onHide={hide} focusOpener={focusOpener} /> : null;
}

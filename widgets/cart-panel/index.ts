import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import type { CartPanelProps } from './CartPanel';

/** The cart side panel and the purchase (spec 2 §2 "Cart", "Purchase summary", §4), opened by useCartPanel. */
export default defineWidget<CartPanelProps>({
  name: 'cart-panel',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./LiveCartPanel')),
});

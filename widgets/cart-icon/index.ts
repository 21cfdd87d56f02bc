import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import type { CartIconProps } from './CartIcon';

/** The navigation bar's cart icon with the item count; it opens the cart panel (spec 2 §2). */
export default defineWidget<CartIconProps>({
  name: 'cart-icon',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./CartIcon')),
});

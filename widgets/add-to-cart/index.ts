import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import type { AddToCartProps } from './AddToCart';

/** The product page's add-to-cart / save button (spec 2 §4), after the purchase form. */
export default defineWidget<AddToCartProps>({
  name: 'add-to-cart',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./AddToCart')),
});

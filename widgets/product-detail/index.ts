import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import type { ProductDetailProps } from './ProductDetail';

/**
 * The product page (infoProdotto): descriptions, terms and trip data; the first `asideCount` children
 * (quote summary) beside, the others (the purchase form's parts) below the trip form.
 */
export default defineWidget<ProductDetailProps>({
  name: 'product-detail',
  children: true,
  props: {
    type: 'object',
    properties: { asideCount: { type: 'integer', minimum: 0, default: 1 } },
    additionalProperties: false,
  },
  component: lazyWidget(() => import('./ProductDetail')),
});

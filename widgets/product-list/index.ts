import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import type { ProductListProps } from './ProductList';

/**
 * The product list with product cards (spec 2 §2); its children (trip form, comparison) show above
 * the cards.
 */
export default defineWidget<ProductListProps>({
  name: 'product-list',
  children: true,
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./ProductList')),
});

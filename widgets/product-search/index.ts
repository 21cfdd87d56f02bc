import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import type { ProductSearchProps } from './ProductSearch';

/** The desktop product multi-select search of the navigation bar (spec 2 §2). */
export default defineWidget<ProductSearchProps>({
  name: 'product-search',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./ProductSearch')),
});

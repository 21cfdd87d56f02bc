import { lazy } from 'react';
import { defineWidget } from '../../engine/react/widgets/defineWidget';
import type { ProductDetailProps } from './ProductDetail';

/** The product page (infoProdotto): descriptions, terms and trip data; children (quote summary) beside. */
export default defineWidget<ProductDetailProps>({
  name: 'product-detail',
  children: true,
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazy(() => import('./ProductDetail')),
});

import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import type { CategoryCardsProps } from './CategoryCards';

/** The categories as flip cards, with the favourites pseudo-category (spec 2 §2). */
export default defineWidget<CategoryCardsProps>({
  name: 'category-cards',
  props: {
    type: 'object',
    properties: {
      preferiti: { type: 'boolean', description: 'Adds "Prodotti Preferiti" (default true).' },
    },
    additionalProperties: false,
  },
  component: lazyWidget(() => import('./CategoryCards')),
});

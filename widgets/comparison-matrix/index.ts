import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import type { ComparisonMatrixProps } from './ComparisonMatrix';

/** The comparison panel and matrix of up to 4 listed products (spec 2 §2, §5). */
export default defineWidget<ComparisonMatrixProps>({
  name: 'comparison-matrix',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./ComparisonMatrix')),
});

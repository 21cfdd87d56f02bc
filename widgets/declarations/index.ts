import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import type { DeclarationsProps } from './Declarations';

/** The declarations of the purchase form (spec 2 §2 "Declarations"): checkboxes, privacy, suitability, customer form. */
export default defineWidget<DeclarationsProps>({
  name: 'declarations',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./Declarations')),
});

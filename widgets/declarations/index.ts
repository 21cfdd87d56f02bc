import { lazy } from 'react';
import { defineWidget } from '../../engine/react/widgets/defineWidget';
import type { DeclarationsProps } from './Declarations';

/** The declarations of the purchase form (spec 2 §2 "Declarations"): checkboxes, privacy, suitability, customer form. */
export default defineWidget<DeclarationsProps>({
  name: 'declarations',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazy(() => import('./Declarations')),
});

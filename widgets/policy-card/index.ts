import { lazy } from 'react';
import { defineWidget } from '../../engine/react/widgets/defineWidget';
import type { PolicyCardProps } from './PolicyCard';

/**
 * The card of one issued policy in the My area (spec 2 §2 "Issued policies"), expandable, with the
 * certificate download; a purchases grid opens it as its row detail (`rowDetail`).
 */
export default defineWidget<PolicyCardProps>({
  name: 'policy-card',
  props: {
    type: 'object',
    properties: {
      itemGUID: {
        type: 'string',
        minLength: 1,
        maxLength: 64,
        description: 'The policy (datiAdesione.itemGUID).',
      },
      espansa: { type: 'boolean', default: false, description: 'Open at first.' },
    },
    required: ['itemGUID'],
    additionalProperties: false,
  },
  component: lazy(() => import('./PolicyCard')),
});

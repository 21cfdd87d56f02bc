import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import { gridProps } from '../grid';
import type { PolicyCardProps } from './PolicyCard';

/**
 * The card of one issued policy in the My area (spec 2 §2 "Issued policies"), expandable, with the
 * certificate download and, when the screen configures it, the change history grid (`storico`); a
 * purchases grid opens it as its row detail (`rowDetail`).
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
      storico: {
        ...gridProps,
        description:
          "The policy's change history grid, shown with the details: a grid's props, `{praticaID}` in its source path replaced by the policy's itemID.",
      },
    },
    required: ['itemGUID'],
    additionalProperties: false,
  },
  component: lazyWidget(() => import('./PolicyCard')),
});

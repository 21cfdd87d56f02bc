import type { JSONSchema } from '../../engine/core/registry';
import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import { gridProps } from '../grid';
import type { GridPanelProps } from './GridPanel';

const labelKey = { type: 'string', pattern: '^[A-Za-z0-9_.-]+$' };

/** One query parameter of the list call, chosen above the grid (spec 2 §7 "Commissions report"). */
const parameter: JSONSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$', description: 'Query parameter name.' },
    title: labelKey,
    type: { enum: ['date', 'select'] },
    default: {
      type: 'string',
      pattern: '^(today([+-][0-9]{1,3}[dm])?|[0-9]{4}-[0-9]{2}-[0-9]{2})$',
      description: 'date: "today", "today-1m", "today+7d" or YYYY-MM-DD; select: an option value.',
    },
    source: {
      type: 'string',
      pattern: '^[A-Za-z0-9{][A-Za-z0-9_{}./:-]*$',
      description: 'select: the dropdown call answering { items: [{ value, text }] }.',
    },
    before: {
      type: 'string',
      pattern: '^[A-Za-z][A-Za-z0-9_]*$',
      description: 'date: the parameter this date may not pass (a start date names its end date).',
    },
  },
  required: ['name', 'title', 'type'],
  additionalProperties: false,
};

/**
 * A grid with what a list screen needs around it, still configured only by JSON: parameters of the
 * list call above it (a report's period and distributor), a reset button that restores them and
 * clears the grid, and a button opening the children (a creation form) in a dialog, after which
 * the list reloads.
 */
export default defineWidget<GridPanelProps>({
  name: 'grid-panel',
  children: true,
  props: {
    type: 'object',
    properties: {
      grid: gridProps,
      parameters: {
        type: 'array',
        items: parameter,
        description:
          'Sent as query parameters of the grid’s source. With parameters use mode "client": its export is built from the rows of this same call.',
      },
      reset: {
        type: 'boolean',
        description: 'Show "Reimposta filtri": parameters back to their defaults, grid cleared.',
      },
      create: {
        type: 'object',
        description: 'A button opening the children in a dialog; closing it reloads the list.',
        properties: { label: labelKey, title: labelKey },
        required: ['label', 'title'],
        additionalProperties: false,
      },
    },
    required: ['grid'],
    additionalProperties: false,
  },
  component: lazyWidget(() => import('./GridPanel')),
});

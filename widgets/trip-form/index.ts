import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import type { TripFormWidgetProps } from './TripForm';

const path = { type: 'string', pattern: '^[a-z][A-Za-z0-9/{}_-]*$' };

/** The trip-parameter form of the quote page and of the product list (spec 2 §2, §5). */
export default defineWidget<TripFormWidgetProps>({
  name: 'trip-form',
  props: {
    type: 'object',
    properties: {
      mode: {
        enum: ['quote', 'list'],
        description: 'quote: preventivatore page; list: above the product list.',
      },
      columns: { type: 'integer', minimum: 1, maximum: 4, description: 'Fields per row (default 2).' },
      sources: {
        type: 'object',
        description: 'Dropdown call paths for the lists.',
        properties: { destinazioni: path, eta: path, nazionalita: path, tipologiePolizza: path },
        additionalProperties: false,
      },
      secondoImporto: { type: 'boolean', description: 'Shows the boat amount.' },
      submitLabel: { type: 'string', pattern: '^[A-Za-z0-9_.-]+$' },
      defaults: {
        type: 'object',
        description:
          "Choices made when a list field is empty (an item's value or text): the agencies' country, the adults' band.",
        properties: {
          destinazioneStato: { type: 'string' },
          eta: { type: 'string' },
          nazionalita: { type: 'string' },
          tipologiaPolizza: { type: 'string' },
        },
        additionalProperties: false,
      },
    },
    required: ['mode'],
    additionalProperties: false,
  },
  component: lazyWidget(() => import('./TripForm')),
});

import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import type { FlightDialogProps } from './FlightDialog';

/** The flight selection panel and 'Seleziona volo' dialog of the product page (spec 2 §2), for products with abilitaDatiVolo. */
export default defineWidget<FlightDialogProps>({
  name: 'flight-dialog',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./FlightDialog')),
});

import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import type { PracticeDataProps } from './PracticeData';

/**
 * The purchase form's practice data (spec 2 §3 datiViaggio `riferimentoPratica`, `note`, trip
 * parameter `codicePromo`): the agency's own reference, notes and a promo code priced by the server.
 */
export default defineWidget<PracticeDataProps>({
  name: 'practice-data',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./PracticeData')),
});

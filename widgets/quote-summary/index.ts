import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import type { QuoteSummaryProps } from './QuoteSummary';

/** The quote summary panel 'Preventivo' of the product page (spec 2 §2), priced by carrello/totali. */
export default defineWidget<QuoteSummaryProps>({
  name: 'quote-summary',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./QuoteSummary')),
});

import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';

/**
 * The public terms page (/terminiecondizioni?pacchettoId=&prodottoId=): the package's terms PDF in the
 * page with a download link (GET terminiecondizioni, terminiecondizioni/prodotto, no sign-in).
 */
export default defineWidget<Record<string, never>>({
  name: 'terms-page',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./TermsPage')),
});

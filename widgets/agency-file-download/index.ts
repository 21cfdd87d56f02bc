import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';

/**
 * An agency's registration document from back office's signed link (public screen /agenzie/file):
 * the token in the URL becomes a `Scarica il documento` button (GET agenzie/file?token=).
 */
export default defineWidget<Record<string, never>>({
  name: 'agency-file-download',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./AgencyFileDownload')),
});

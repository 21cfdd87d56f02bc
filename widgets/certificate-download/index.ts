import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';

/**
 * The customer's certificate download (public screen /adesioni/file): the signed token of the link
 * in the URL becomes a `Scarica certificato assicurativo` button (GET adesioni/file?token=).
 */
export default defineWidget<Record<string, never>>({
  name: 'certificate-download',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./CertificateDownload')),
});

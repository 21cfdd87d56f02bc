import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';

/**
 * The outcome of an XML envelope of practices (public screen /praticheXML, issue 29 item 5): the
 * signed link the XML answer carries (`?invio=&firma=`) read through GET pratichexml/esito, no
 * sign-in — the submission, the count per outcome and each practice with its policies and their
 * certificate links.
 */
export default defineWidget<Record<string, never>>({
  name: 'pratiche-xml-esito',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./PraticheXmlEsito')),
});

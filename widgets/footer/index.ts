import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';

export type { FooterProps } from './Footer';

/** The configurable footer; the layouts render `Footer` from ./Footer with the brand's facts. */
export default defineWidget<Record<string, never>>({
  name: 'footer',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./Footer')),
});

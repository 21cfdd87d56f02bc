import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import type { PageInPreparazioneProps } from './PageInPreparazione';

export type { PageInPreparazioneProps } from './PageInPreparazione';

/** A screen body saying, in Italian, that the page is being prepared. */
export default defineWidget<PageInPreparazioneProps>({
  name: 'page-in-preparazione',
  props: {
    type: 'object',
    properties: {
      message: { type: 'string', minLength: 1, description: 'Replaces the standard Italian text.' },
    },
    additionalProperties: false,
  },
  component: lazyWidget(() => import('./PageInPreparazione')),
});

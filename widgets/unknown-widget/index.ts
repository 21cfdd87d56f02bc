import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import type { UnknownWidgetProps } from './UnknownWidget';

export type { UnknownWidgetProps } from './UnknownWidget';

/** The production fallback the renderer shows for an unknown widget name. */
export default defineWidget<UnknownWidgetProps>({
  name: 'unknown-widget',
  props: {
    type: 'object',
    properties: {
      name: { type: 'string', description: 'The widget name the screen asked for.' },
      screen: { type: 'string', description: 'The screen that asked for it.' },
    },
    required: ['name', 'screen'],
    additionalProperties: false,
  },
  component: lazyWidget(() => import('./UnknownWidget')),
});

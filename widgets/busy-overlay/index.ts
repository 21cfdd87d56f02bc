import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';

export type { BusyOverlayProps } from './BusyOverlay';

/** The busy overlay; the shell renders `BusyOverlay` from ./BusyOverlay with the clients' state. */
export default defineWidget<Record<string, never>>({
  name: 'busy-overlay',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./BusyOverlay')),
});

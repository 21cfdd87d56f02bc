import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';

export type { SidePanelProps } from './SidePanel';

/** The top-bar side panel; the layouts render `SidePanel` from ./SidePanel with the session. */
export default defineWidget<Record<string, never>>({
  name: 'side-panel',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./SidePanel')),
});

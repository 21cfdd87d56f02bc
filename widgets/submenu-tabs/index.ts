import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';

export type { SubmenuTab, SubmenuTabsProps } from './SubmenuTabs';

/** My-area tabs of the sub-menu layout; the layout renders `SubmenuTabs` from ./SubmenuTabs. */
export default defineWidget<Record<string, never>>({
  name: 'submenu-tabs',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./SubmenuTabs')),
});

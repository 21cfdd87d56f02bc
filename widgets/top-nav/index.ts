import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';

export type { NavItem, TopNavProps } from './TopNav';
export type { NavigateHandler } from './linkClick';

/** Desktop top navigation of the shell; the layouts render `TopNav` from ./TopNav with live data. */
export default defineWidget<Record<string, never>>({
  name: 'top-nav',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./TopNav')),
});

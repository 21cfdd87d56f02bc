import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';

export type { MobileMenuProps } from './MobileMenu';

/** The shell's menu at 787 px or less; the layouts render `MobileMenu` from ./MobileMenu. */
export default defineWidget<Record<string, never>>({
  name: 'mobile-menu',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./MobileMenu')),
});

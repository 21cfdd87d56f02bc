export { breadcrumbTrail, menuShortcuts, submenuTabs, topNavigation } from './buildMenu';
export type { MenuEntry, ScreenTree } from './buildMenu';
export {
  isVisible,
  lineageOf,
  redirectTarget,
  resolvedGuard,
  screenDecision,
  withProduct,
} from './screenAccess';
export { loginPathFor, safeReturnUrl } from './returnUrl';

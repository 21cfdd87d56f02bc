export { breadcrumbTrail, mobileShortcuts, submenuTabs, topNavigation } from './buildMenu';
export type { MenuEntry, ScreenTree } from './buildMenu';
export { demoUsers, impersonatedAgenzia } from './demoUsers';
export {
  isVisible,
  lineageOf,
  redirectTarget,
  resolvedGuard,
  screenDecision,
  withProduct,
} from './screenAccess';
export { loginPathFor, safeReturnUrl } from './returnUrl';

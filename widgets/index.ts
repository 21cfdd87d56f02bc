import type { ReactWidget } from '../engine/react/widgets/defineWidget';
import accountConfirmEmail from './account-confirm-email';
import accountPanel from './account-panel';
import breadcrumbs from './breadcrumbs';
import busyOverlay from './busy-overlay';
import categoryCards from './category-cards';
import changePasswordDialog from './change-password-dialog';
import companyDataDialog from './company-data-dialog';
import comparisonMatrix from './comparison-matrix';
import footer from './footer';
import form from './form';
import grid from './grid';
import gridPanel from './grid-panel';
import mobileMenu from './mobile-menu';
import pageInPreparazione from './page-in-preparazione';
import paymentDialog from './payment-dialog';
import productDetail from './product-detail';
import productList from './product-list';
import productSearch from './product-search';
import quoteSummary from './quote-summary';
import sidePanel from './side-panel';
import splash from './splash';
import submenuTabs from './submenu-tabs';
import toasts from './toasts';
import topNav from './top-nav';
import tripForm from './trip-form';
import unknownWidget from './unknown-widget';

/**
 * Every widget of the portal. Screens name widgets; the app builds its registry from this list.
 * Add a widget: create widgets/<name>/index.ts (defineWidget) and one line here.
 */
export const widgets: ReactWidget[] = [
  accountConfirmEmail,
  accountPanel,
  breadcrumbs,
  busyOverlay,
  categoryCards,
  changePasswordDialog,
  companyDataDialog,
  comparisonMatrix,
  footer,
  form,
  grid,
  gridPanel,
  mobileMenu,
  pageInPreparazione,
  paymentDialog,
  productDetail,
  productList,
  productSearch,
  quoteSummary,
  sidePanel,
  splash,
  submenuTabs,
  toasts,
  topNav,
  tripForm,
  unknownWidget,
];

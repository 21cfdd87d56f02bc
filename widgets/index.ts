import type { ReactWidget } from '../engine/react/widgets/defineWidget';
import accountConfirmEmail from './account-confirm-email';
import accountPanel from './account-panel';
import addToCart from './add-to-cart';
import agencyFileDownload from './agency-file-download';
import breadcrumbs from './breadcrumbs';
import busyOverlay from './busy-overlay';
import cartIcon from './cart-icon';
import cartPanel from './cart-panel';
import certificateDownload from './certificate-download';
import categoryCards from './category-cards';
import changePasswordDialog from './change-password-dialog';
import companyDataDialog from './company-data-dialog';
import creditTopup from './credit-topup';
import declarations from './declarations';
import comparisonMatrix from './comparison-matrix';
import flightDialog from './flight-dialog';
import footer from './footer';
import furtherData from './further-data';
import practiceData from './practice-data';
import form from './form';
import grid from './grid';
import gridPanel from './grid-panel';
import messages from './messages';
import menuTiles from './menu-tiles';
import mobileMenu from './mobile-menu';
import pageInPreparazione from './page-in-preparazione';
import participantTable from './participant-table';
import policyCard from './policy-card';
import policyChange from './policy-change';
import policyImport from './policy-import';
import praticheXmlEsito from './pratiche-xml-esito';
import popupNotice from './popup-notice';
import paymentDialog from './payment-dialog';
import paymentOutcome from './payment-outcome';
import productDetail from './product-detail';
import productList from './product-list';
import productSearch from './product-search';
import quoteSummary from './quote-summary';
import rolePermissions from './role-permissions';
import sidePanel from './side-panel';
import splash from './splash';
import statementPayment from './statement-payment';
import submenuTabs from './submenu-tabs';
import supplementaryPolicies from './supplementary-policies';
import toasts from './toasts';
import topNav from './top-nav';
import termsPage from './terms-page';
import tripForm from './trip-form';
import unknownWidget from './unknown-widget';

/**
 * Every widget of the portal. Screens name widgets; the app builds its registry from this list.
 * Add a widget: create widgets/<name>/index.ts (defineWidget) and one line here.
 */
export const widgets: ReactWidget[] = [
  accountConfirmEmail,
  accountPanel,
  addToCart,
  agencyFileDownload,
  breadcrumbs,
  busyOverlay,
  cartIcon,
  cartPanel,
  certificateDownload,
  categoryCards,
  changePasswordDialog,
  companyDataDialog,
  creditTopup,
  declarations,
  comparisonMatrix,
  flightDialog,
  footer,
  furtherData,
  practiceData,
  form,
  grid,
  gridPanel,
  menuTiles,
  messages,
  mobileMenu,
  pageInPreparazione,
  participantTable,
  policyCard,
  policyChange,
  policyImport,
  praticheXmlEsito,
  popupNotice,
  paymentDialog,
  paymentOutcome,
  productDetail,
  productList,
  productSearch,
  quoteSummary,
  rolePermissions,
  sidePanel,
  splash,
  statementPayment,
  submenuTabs,
  supplementaryPolicies,
  toasts,
  topNav,
  termsPage,
  tripForm,
  unknownWidget,
];

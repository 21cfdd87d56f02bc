import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import { useNavigate } from 'react-router-dom';
import { hasPermission } from '../../engine/core/access';
import { useEngine } from '../../engine/react/runtime/EngineContext';
import { useRuntime } from '../../engine/react/runtime/RuntimeContext';
import { LiveCartIcon } from '../../widgets/cart-icon/CartIcon';
import { ChangePasswordDialog } from '../../widgets/change-password-dialog/ChangePasswordDialog';
import { CompanyDataDialog } from '../../widgets/company-data-dialog/CompanyDataDialog';
import { Footer } from '../../widgets/footer/Footer';
import { LiveMessages } from '../../widgets/messages/Messages';
import { LivePolicyImport } from '../../widgets/policy-import/PolicyImport';
import { MobileMenu } from '../../widgets/mobile-menu/MobileMenu';
import { MobileSubMenu } from '../../widgets/mobile-menu/MobileSubMenu';
import { ProductSearch } from '../../widgets/product-search/ProductSearch';
import { useShoppingActions } from '../../widgets/shopping/useShoppingActions';
import { SidePanel } from '../../widgets/side-panel/SidePanel';
import { TopNav } from '../../widgets/top-nav/TopNav';
import { portalUser } from '../auth/portalUser';
import { brand } from '../brand';
import { MonthEndPayment } from './MonthEndPayment';
import { bannerSrcOf, useChangePassword, useCompanyData, useSaveCompanyData } from './useAccountCalls';
import { paymentDialogVariant } from './paymentReminder';
import { useIsMobile } from '../../engine/react/layout/useIsMobile';
import { useHeaderHeight } from './useHeaderHeight';
import { useShellMenus } from './useShellMenus';

/** The token whose start-up payment dialog was already answered: once per session start (spec 1 §2). */
let paymentDialogAnsweredFor: string | null = null;

/**
 * The signed-in shell around the default, cart and sub-menu layouts: top navigation (mobile menu at
 * ≤ 787 px), the side panel and its dialogs, the start-up payment dialog and the footer. A layout's
 * `subBar` shows under the desktop navigation (the cart layout's, spec 2 §2). `wide`: the main
 * container uses the window's width and height from the first paint (data screens; see app.css).
 */
export function ShellFrame({
  children,
  subBar,
  wide = false,
}: {
  children: ReactNode;
  subBar?: ReactNode;
  wide?: boolean;
}) {
  const runtime = useRuntime();
  const shopping = useShoppingActions();
  const { session } = useEngine();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const menus = useShellMenus();
  const user = session.user;
  const info = portalUser(user);
  const token = session.token;
  const [panel, setPanel] = useState(false);
  const [dialog, setDialog] = useState<'password' | 'company' | null>(null);
  const [, answer] = useState(0);
  const go = useCallback((href: string) => void navigate(href), [navigate]);
  const headerRef = useRef<HTMLDivElement>(null);
  useHeaderHeight(headerRef);

  const paymentVariant = paymentDialogVariant(info);
  const showPayment = paymentVariant !== null && token !== null && paymentDialogAnsweredFor !== token;
  const answerPayment = () => {
    paymentDialogAnsweredFor = token;
    answer((n) => n + 1);
  };

  const companyData = useCompanyData(dialog === 'company');
  const company = companyData.data ?? null;
  // A failed read has had its toast (error catalogue): the dialog does not stay open on nothing.
  const companyFailedAt = companyData.errorUpdatedAt;
  useEffect(() => {
    if (companyFailedAt > 0) setDialog((open) => (open === 'company' ? null : open));
  }, [companyFailedAt]);
  const changePassword = useChangePassword();
  const saveCompanyData = useSaveCompanyData();

  const logout = async () => {
    setPanel(false);
    await session.logout();
    await navigate('/login');
  };

  const userName = user?.displayName ?? null;
  const shops = Boolean(user && !info?.mustPay && hasPermission(user, 'WEB_ANAGRAFICA_ACCESSO_CARRELLO'));
  const header = mobile ? (
    <MobileMenu
      brandName={brand.name}
      logoSrc={brand.logoSrc}
      logoHref={menus.logoHref}
      homeHref={brand.providerUrl}
      items={menus.items}
      userName={userName}
      onToggleSidePanel={() => setPanel((open) => !open)}
      onNavigate={go}
      extra={
        user ? (
          <>
            <LiveMessages />
            {shops && <LivePolicyImport />}
            {shops && <LiveCartIcon />}
          </>
        ) : undefined
      }
      search={shops ? (close) => <ProductSearch onSearched={close} /> : undefined}
    />
  ) : (
    <TopNav
      brandName={brand.name}
      logoSrc={brand.logoSrc}
      logoHref={menus.logoHref}
      homeHref={brand.providerUrl}
      items={menus.items}
      userName={userName}
      onToggleSidePanel={() => setPanel((open) => !open)}
      onNavigate={go}
      showLogo={!subBar}
      // Spec 2 §2: the desktop bar's product search and cart icon, for users who may shop; the bell
      // for every signed-in user (who has messages is not said: all do, back office too); the upload
      // icon of the multi-policy import for those who may shop (who may import is not said).
      extra={
        user ? (
          <>
            {shops && <ProductSearch />}
            <LiveMessages />
            {shops && <LivePolicyImport />}
            {shops && <LiveCartIcon />}
          </>
        ) : undefined
      }
    />
  );

  return (
    <div className="d-flex flex-column min-vh-100">
      {/* What toasts stay below (useHeaderHeight). */}
      <div ref={headerRef}>
        {header}
        {!mobile && subBar}
        {mobile && menus.activeTab === 'carrelloCategorie' && shops && (
          <MobileSubMenu
            categoriesHref={menus.logoHref}
            onFavourites={menus.shortcuts.favourites ? () => void shopping.showFavourites() : undefined}
            onQuoteTool={menus.shortcuts.quoteTool ? () => void shopping.openQuoteTool() : undefined}
            onNavigate={go}
          />
        )}
      </div>
      {/* A wide (data) page also holds a window's height from its first paint: the footer starts below
          the fold instead of being pushed there when the grid arrives (issue 13: layout shift). */}
      <Container
        as="main"
        id="main"
        fluid={wide ? true : 'lg'}
        className={wide ? 'flex-grow-1 py-3 min-vh-100' : 'flex-grow-1 py-3'}
      >
        {children}
      </Container>
      <Footer providerName={brand.providerName} phone={brand.tollFreeNumber} email={brand.contactEmail} />
      {user && info && (
        <SidePanel
          show={panel}
          onHide={() => setPanel(false)}
          userName={info.fullName}
          roleDescription={info.description}
          impersonatorName={info.impersonatorFullName}
          canSignInAs={!info.hasImpersonateUser && hasPermission(user, 'BK_IMPOSTAZIONI_ACCEDICOME')}
          onSignInAs={() => {
            setPanel(false);
            if (menus.signInAsHref) go(menus.signInAsHref);
          }}
          onDisconnect={
            info.hasImpersonateUser
              ? () => {
                  setPanel(false);
                  void runtime.impersonation?.disconnect();
                }
              : undefined
          }
          // Spec 1 §6: the admin area gets the token in its query (see README, "Admin link").
          adminHref={info.backOffice && token ? `/admin?token=${encodeURIComponent(token)}` : null}
          onChangePassword={() => {
            setPanel(false);
            setDialog('password');
          }}
          onCompanyData={
            info.anagraficaID !== null
              ? () => {
                  setPanel(false);
                  setDialog('company');
                }
              : undefined
          }
          onLogout={() => void logout()}
        />
      )}
      <ChangePasswordDialog
        show={dialog === 'password'}
        onHide={() => setDialog(null)}
        onSubmit={async (values) => {
          const problem = await changePassword(values);
          if (!problem) setDialog(null);
          return problem;
        }}
      />
      {company && (
        <CompanyDataDialog
          show={dialog === 'company'}
          onHide={() => setDialog(null)}
          data={company}
          bannerSrc={bannerSrcOf(company.bannerHPInterna)}
          onSave={
            user && hasPermission(user, 'WEB_ANAGRAFICA_DATI_AZIENDA|U')
              ? async (changes) => {
                  const problem = await saveCompanyData(changes);
                  if (problem) return problem;
                  void session.refreshUser();
                }
              : undefined
          }
        />
      )}
      {paymentVariant && (
        <MonthEndPayment
          show={showPayment}
          variant={paymentVariant}
          onGoToPayments={() => {
            answerPayment();
            go(menus.paymentsHref);
          }}
          onHide={() => {
            if (paymentVariant === 'warning') answerPayment();
          }}
          onLogout={() => {
            answerPayment();
            void logout();
          }}
        />
      )}
    </div>
  );
}

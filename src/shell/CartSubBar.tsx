import { useNavigate } from 'react-router-dom';
import { useEngine } from '../../engine/react/runtime/EngineContext';
import { useShoppingActions } from '../../widgets/shopping/useShoppingActions';
import { SubBar } from '../../widgets/top-nav/SubBar';
import { portalUser } from '../auth/portalUser';
import { brand } from '../brand';
import { bannerSrcOf, useCompanyData } from './useAccountCalls';
import { useShellMenus } from './useShellMenus';

/**
 * The cart layout's desktop sub-bar with live data: the shortcuts the user may open (the same
 * actions as the mobile menu's) and the banner of the user's distributor, read with its company data.
 */
export function CartSubBar() {
  const { session } = useEngine();
  const navigate = useNavigate();
  const menus = useShellMenus();
  const actions = useShoppingActions();
  const user = portalUser(session.user);
  // Only a user of a company has company data: for the others the call would be a 404 toast.
  const company = useCompanyData(Boolean(user && user.anagraficaID !== null)).data ?? null;
  const current =
    menus.activeTab === 'carrelloCategorie'
      ? 'categorie'
      : menus.activeTab === 'preventivatore'
        ? 'preventivatore'
        : null;
  return (
    <SubBar
      brandName={brand.name}
      logoSrc={brand.logoSrc}
      categoriesHref={menus.logoHref}
      onQuoteTool={menus.shortcuts.quoteTool ? () => void actions.openQuoteTool() : undefined}
      onFavourites={menus.shortcuts.favourites ? () => void actions.showFavourites() : undefined}
      onNavigate={(href) => void navigate(href)}
      current={current}
      bannerSrc={bannerSrcOf(company?.bannerHPInterna)}
      bannerAlt={company?.ragioneSociale ?? ''}
    />
  );
}

import Nav from 'react-bootstrap/Nav';
import { currentCulture } from '../../engine/core/format/culture';
import { useT } from '../../engine/react/runtime/EngineContext';
import { linkClick, type NavigateHandler } from '../top-nav/linkClick';

export interface MobileSubMenuProps {
  /** The categories screen, the page this sub-menu shows on. */
  categoriesHref: string;
  /** Shows the favourites view; absent, no Preferiti. */
  onFavourites?: () => void;
  /** Opens the quote page with the trip data reset (spec 1 §2); absent, no Preventivatore. */
  onQuoteTool?: () => void;
  onNavigate?: NavigateHandler;
}

/**
 * The phone's shopping sub-menu under the bar (spec 2 §2 "Navigation bar": on mobile the
 * Categorie/Preferiti/PREVENTIVATORE sub-menu appears only on the categories route; the shell places it
 * there). The desktop has the same entries in its sub-bar (top-nav/SubBar).
 */
export function MobileSubMenu({ categoriesHref, onFavourites, onQuoteTool, onNavigate }: MobileSubMenuProps) {
  const t = useT();
  return (
    <nav className="bg-white border-bottom" aria-label={t('menu.acquisti')}>
      <Nav as="ul" className="flex-nowrap justify-content-around small">
        <Nav.Item as="li">
          <Nav.Link
            href={categoriesHref}
            active
            aria-current="page"
            onClick={linkClick(categoriesHref, onNavigate)}
          >
            {t('menu.carrelloCategorie')}
          </Nav.Link>
        </Nav.Item>
        {onFavourites && (
          <Nav.Item as="li">
            <Nav.Link as="button" onClick={onFavourites}>
              {t('menu.preferiti')}
            </Nav.Link>
          </Nav.Item>
        )}
        {onQuoteTool && (
          <Nav.Item as="li">
            <Nav.Link as="button" className="fw-semibold" onClick={onQuoteTool}>
              {t('menu.preventivatore').toLocaleUpperCase(currentCulture().locale)}
            </Nav.Link>
          </Nav.Item>
        )}
      </Nav>
    </nav>
  );
}

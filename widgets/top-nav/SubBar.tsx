import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import { useT } from '../../engine/react/runtime/EngineContext';
import { linkClick, type NavigateHandler } from './linkClick';

export interface SubBarProps {
  brandName: string;
  logoSrc: string;
  /** The categories screen: where the logo and Categorie lead. */
  categoriesHref: string;
  /** Opens the quote page with the trip data reset (spec 1 §2); absent, no Preventivatore. */
  onQuoteTool?: () => void;
  /** Shows the favourites view; absent, no Preferiti. */
  onFavourites?: () => void;
  onNavigate?: NavigateHandler;
  /** The entry of the current page: marked as such. */
  current?: 'categorie' | 'preventivatore' | null;
  /** The distributor's banner (bannerHPInterna); null shows none. */
  bannerSrc: string | null;
  /** The banner's alternative text: the distributor's name. */
  bannerAlt: string;
}

/**
 * The desktop navigation's sub-bar of the shopping area (spec 2 §2 "Navigation bar"): the logo,
 * Preventivatore, Categorie, Preferiti and the distributor's optional banner image.
 */
export function SubBar({
  brandName,
  logoSrc,
  categoriesHref,
  onQuoteTool,
  onFavourites,
  onNavigate,
  current = null,
  bannerSrc,
  bannerAlt,
}: SubBarProps) {
  const t = useT();
  return (
    <nav className="bg-white border-bottom" aria-label={t('menu.acquisti')}>
      <Container fluid className="d-flex align-items-center gap-3 py-2">
        <a href={categoriesHref} onClick={linkClick(categoriesHref, onNavigate)}>
          <img src={logoSrc} alt={brandName} height={36} />
        </a>
        {onQuoteTool && (
          <Button
            variant="primary"
            onClick={onQuoteTool}
            aria-current={current === 'preventivatore' || undefined}
          >
            {t('menu.preventivatore')}
          </Button>
        )}
        <Nav as="ul" className="align-items-center">
          <Nav.Item as="li">
            <Nav.Link
              href={categoriesHref}
              active={current === 'categorie'}
              aria-current={current === 'categorie' ? 'page' : undefined}
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
        </Nav>
        {bannerSrc && (
          <img
            src={bannerSrc}
            alt={bannerAlt}
            className="ms-auto"
            style={{ maxHeight: 60, maxWidth: '40%' }}
          />
        )}
      </Container>
    </nav>
  );
}

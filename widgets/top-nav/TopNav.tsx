import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { linkClick, type NavigateHandler } from './linkClick';

/** One top-level menu entry, already filtered by the guards (spec 1 §2 Navigation). */
export interface NavItem {
  /** The route name, e.g. `carrello` or `my`. */
  name: string;
  /** Translated text shown in the menu. */
  title: string;
  href: string;
  active?: boolean;
}

export interface TopNavProps {
  brandName: string;
  logoSrc: string;
  /** Where the logo leads: the cart categories screen. */
  logoHref: string;
  /** The provider's public site (the Home link). */
  homeHref: string;
  items: NavItem[];
  /** The signed-in user's full name; null hides the side-panel toggle. */
  userName: string | null;
  onToggleSidePanel?: () => void;
  onNavigate?: NavigateHandler;
  /** Later additions of the bar (product search, messages bell, cart count). */
  extra?: ReactNode;
  /** False where a sub-bar below carries the logo (spec 2 §2: the cart area's sub-bar), so it shows once. */
  showLogo?: boolean;
}

/** Desktop top navigation: logo, Home link to the provider site, the allowed menu entries, user toggle. */
export function TopNav({
  brandName,
  logoSrc,
  logoHref,
  homeHref,
  items,
  userName,
  onToggleSidePanel,
  onNavigate,
  extra,
  showLogo = true,
}: TopNavProps) {
  const t = useT();
  return (
    <Navbar as="header" role="banner" bg="white" className="border-bottom shadow-sm" expand>
      <Container fluid>
        {showLogo && (
          <Navbar.Brand href={logoHref} onClick={linkClick(logoHref, onNavigate)}>
            <img src={logoSrc} alt={brandName} height={40} />
          </Navbar.Brand>
        )}
        <Nav className="me-auto" aria-label={t('menu.principale')} as="nav">
          <Nav.Link href={homeHref}>{t('menu.home')}</Nav.Link>
          {items.map((item) => (
            <Nav.Link
              key={item.name}
              href={item.href}
              active={item.active}
              aria-current={item.active ? 'page' : undefined}
              onClick={linkClick(item.href, onNavigate)}
            >
              {item.title}
            </Nav.Link>
          ))}
        </Nav>
        {extra}
        {userName && (
          <Button
            variant="outline-primary"
            className="ms-2"
            aria-haspopup="dialog"
            title={t('topbar.pannelloUtente')}
            onClick={onToggleSidePanel}
          >
            {userName}
          </Button>
        )}
      </Container>
    </Navbar>
  );
}

/**
 * The registry's entry point. The top navigation is placed by the layouts with the session's live
 * data; a screen file has nothing to give it, so placed in a screen it renders nothing.
 */
export default function TopNavWidget(_: WidgetComponentProps<Record<string, never>>) {
  return null;
}

import { useState, type ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { linkClick, type NavigateHandler } from '../top-nav/linkClick';
import type { NavItem } from '../top-nav/TopNav';

export interface MobileMenuProps {
  brandName: string;
  logoSrc: string;
  /** Where the logo leads: the cart categories screen. */
  logoHref: string;
  homeHref: string;
  /** The same entries as the desktop bar, already filtered by the guards. */
  items: NavItem[];
  userName: string | null;
  onToggleSidePanel?: () => void;
  onNavigate?: NavigateHandler;
  /** Shown in the bar beside the burger (the cart icon). */
  extra?: ReactNode;
  /**
   * The product search, first in the opened menu (spec 2 §2: mobile has its own layout of the bar);
   * given the menu's close, to call once the search has shown its results.
   */
  search?: (close: () => void) => ReactNode;
}

/**
 * The menu at 787 px or less: a burger that opens the product search, the entries and the user's
 * panel. The shopping shortcuts are not here: spec 2 §2 shows them on a phone only on the categories
 * route, in the sub-menu under the bar (MobileSubMenu).
 */
export function MobileMenu({
  brandName,
  logoSrc,
  logoHref,
  homeHref,
  items,
  userName,
  onToggleSidePanel,
  onNavigate,
  extra,
  search,
}: MobileMenuProps) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const close = () => setExpanded(false);
  const navigate = onNavigate
    ? (href: string) => {
        close();
        onNavigate(href);
      }
    : undefined;
  const then = (action?: () => void) => () => {
    close();
    action?.();
  };

  return (
    <Navbar
      as="header"
      role="banner"
      bg="white"
      className="border-bottom shadow-sm"
      expand={false}
      expanded={expanded}
      onToggle={setExpanded}
    >
      <Container fluid>
        <Navbar.Brand href={logoHref} onClick={linkClick(logoHref, navigate)}>
          <img src={logoSrc} alt={brandName} height={32} />
        </Navbar.Brand>
        {extra ? <div className="ms-auto me-2">{extra}</div> : null}
        <Navbar.Toggle
          aria-controls="mobile-menu-entries"
          aria-expanded={expanded}
          label={t('menu.apriMenu')}
        />
        <Navbar.Collapse id="mobile-menu-entries">
          {search ? <div className="pt-2">{search(close)}</div> : null}
          <Nav as="nav" aria-label={t('menu.principale')}>
            <Nav.Link href={homeHref}>{t('menu.home')}</Nav.Link>
            {items.map((item) => (
              <Nav.Link
                key={item.name}
                href={item.href}
                active={item.active}
                aria-current={item.active ? 'page' : undefined}
                onClick={linkClick(item.href, navigate)}
              >
                {item.title}
              </Nav.Link>
            ))}
            {userName && (
              <Nav.Link
                as="button"
                className="text-start border-top mt-2 pt-2"
                aria-haspopup="dialog"
                title={t('topbar.pannelloUtente')}
                onClick={then(onToggleSidePanel)}
              >
                {userName}
              </Nav.Link>
            )}
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}

/**
 * The registry's entry point. The mobile menu is placed by the layouts with the session's live
 * data; a screen file has nothing to give it, so placed in a screen it renders nothing.
 */
export default function MobileMenuWidget(_: WidgetComponentProps<Record<string, never>>) {
  return null;
}

import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Breadcrumbs } from '../../widgets/breadcrumbs/Breadcrumbs';
import { SubmenuTabs } from '../../widgets/submenu-tabs/SubmenuTabs';
import { CartSubBar } from '../shell/CartSubBar';
import { ShellFrame } from '../shell/ShellFrame';
import { useShellMenus } from '../shell/useShellMenus';

/** The layouts with the portal's shell (menus, search, account dialogs), loaded after sign-in. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { trail } = useShellMenus();
  const navigate = useNavigate();
  return (
    <ShellFrame>
      <Breadcrumbs trail={trail} onNavigate={(href) => void navigate(href)} />
      {children}
    </ShellFrame>
  );
}

/** The shopping area, with the desktop sub-bar of spec 2 §2 (logo, shortcuts, distributor banner). */
export function CartLayout({ children }: { children: ReactNode }) {
  return <ShellFrame subBar={<CartSubBar />}>{children}</ShellFrame>;
}

/**
 * The My area: breadcrumbs, then one tab per child the user may open (spec 1 §2). The active tab
 * shows the page's name; the page's level-one heading says it to assistive technologies, before
 * the content (the screens' grids have no heading of their own). Its pages are data screens (a grid
 * each), so the page is wide from the first paint: widening it when the grid's code arrives moved
 * the breadcrumbs and tabs sideways (issue 13: layout shift).
 */
export function SubmenuLayout({ children }: { children: ReactNode }) {
  const { trail, tabs, tabsLabel, activeTab } = useShellMenus();
  const navigate = useNavigate();
  const go = (href: string) => void navigate(href);
  const title = trail[trail.length - 1]?.title;
  return (
    <ShellFrame wide>
      <Breadcrumbs trail={trail} onNavigate={go} />
      <SubmenuTabs tabs={tabs} activeName={activeTab} label={tabsLabel} onNavigate={go} />
      {title && <h1 className="visually-hidden">{title}</h1>}
      {children}
    </ShellFrame>
  );
}

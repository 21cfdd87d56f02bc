import type { ComponentType, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ScreenLayout } from '../../engine/core/screens';
import { Breadcrumbs } from '../../widgets/breadcrumbs/Breadcrumbs';
import { SubmenuTabs } from '../../widgets/submenu-tabs/SubmenuTabs';
import { ShellFrame } from '../shell/ShellFrame';
import { useShellMenus } from '../shell/useShellMenus';

type Layout = ComponentType<{ children: ReactNode }>;

/** Sign-in, password and payment-return pages: the page alone, no menus. */
function EmptyLayout({ children }: { children: ReactNode }) {
  return <div className="empty-layout min-vh-100">{children}</div>;
}

function DefaultLayout({ children }: { children: ReactNode }) {
  const { trail } = useShellMenus();
  const navigate = useNavigate();
  return (
    <ShellFrame>
      <Breadcrumbs trail={trail} onNavigate={(href) => void navigate(href)} />
      {children}
    </ShellFrame>
  );
}

/** The shopping area; the cart side panel joins it with the cart issue. */
function CartLayout({ children }: { children: ReactNode }) {
  return <ShellFrame>{children}</ShellFrame>;
}

/** The My area: breadcrumbs, then one tab per child the user may open (spec 1 §2). */
function SubmenuLayout({ children }: { children: ReactNode }) {
  const { trail, tabs, tabsLabel, activeTab } = useShellMenus();
  const navigate = useNavigate();
  const go = (href: string) => void navigate(href);
  return (
    <ShellFrame>
      <Breadcrumbs trail={trail} onNavigate={go} />
      <SubmenuTabs tabs={tabs} activeName={activeTab} label={tabsLabel} onNavigate={go} />
      {children}
    </ShellFrame>
  );
}

/** The four layouts of spec 1 §2, by the name screen files give in `layout`. */
export const layouts: Record<ScreenLayout, Layout> = {
  default: DefaultLayout,
  empty: EmptyLayout,
  cart: CartLayout,
  submenu: SubmenuLayout,
};

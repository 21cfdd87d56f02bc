import { useMemo } from 'react';
import {
  breadcrumbTrail,
  lineageOf,
  menuShortcuts,
  submenuTabs,
  topNavigation,
  withProduct,
} from '../../engine/core/navigation';
import { useEngine } from '../../engine/react/runtime/EngineContext';
import { useCurrentScreen, useScreenRouting } from '../../engine/react/router';

/**
 * The shell's menus for the signed-in user and the current screen, from the pure functions of
 * engine/core/navigation, with titles translated.
 */
export function useShellMenus() {
  const { t, session } = useEngine();
  const { tree, product } = useScreenRouting();
  const current = useCurrentScreen();
  const user = session.user;

  return useMemo(() => {
    const lineage = current ? lineageOf(current, tree.byName).map((n) => n.screen.name) : [];
    const title = (key: string) => t(key);
    const items = topNavigation(tree, user, product).map((e) => ({
      name: e.name,
      title: title(e.titleKey),
      href: e.href,
      active: lineage.includes(e.name),
    }));
    const parent = current?.children.length
      ? current
      : current?.screen.parent
        ? tree.byName.get(current.screen.parent)
        : undefined;
    const tabs = parent
      ? submenuTabs(parent, tree, user, product).map((e) => ({
          name: e.name,
          title: title(e.titleKey),
          href: e.href,
        }))
      : [];
    const trail = current
      ? breadcrumbTrail(current.screen.name, tree, product).map((s) => ({
          title: title(s.titleKey),
          ...(s.link ? { href: s.href } : {}),
        }))
      : [];
    const categories = tree.byName.get('carrelloCategorie');
    const payments = tree.byName.get('tuoiPagamenti');
    const signInAs = tree.byName.get('accediCome');
    return {
      items,
      tabs,
      tabsLabel: parent ? title(parent.screen.title ?? `menu.${parent.screen.name}`) : '',
      activeTab: current?.screen.name ?? null,
      trail,
      shortcuts: menuShortcuts(tree, user, product),
      logoHref: categories ? withProduct(categories.fullPath, product) : '/',
      paymentsHref: payments ? withProduct(payments.fullPath, product) : '/',
      signInAsHref: signInAs ? withProduct(signInAs.fullPath, product) : null,
    };
  }, [t, tree, product, current, user]);
}

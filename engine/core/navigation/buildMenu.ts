import type { FlaggedSubject } from '../access';
import type { ScreenNode } from '../screens';
import { isVisible, lineageOf, screenDecision, withProduct } from './screenAccess';

/** One menu entry, tab or breadcrumb step: the route name, its title label key and its path. */
export interface MenuEntry {
  name: string;
  /** Label key of the title (the screen's `title`, else `menu.<name>`). */
  titleKey: string;
  /** Full path with `{product}` replaced. */
  href: string;
}

export interface ScreenTree {
  roots: readonly ScreenNode[];
  byName: ReadonlyMap<string, ScreenNode>;
}

const entryOf = (node: ScreenNode, product: string): MenuEntry => ({
  name: node.screen.name,
  titleKey: node.screen.title ?? `menu.${node.screen.name}`,
  href: withProduct(node.fullPath, product),
});

/**
 * The top navigation (spec 1 §2 "Navigation"): the top-level screens that have an `order` (cart 1,
 * My area 3), shown only when the user may open them and, for a parent, at least one child. The
 * cart's `userFlags: { mustPay: false }` hides it from users who must pay.
 *
 * @example topNavigation(tree, demoUsers.fornitore, 'overins').map((e) => e.name) // ['my']
 */
export function topNavigation(tree: ScreenTree, user: FlaggedSubject | null, product: string): MenuEntry[] {
  return tree.roots
    .filter((node) => node.screen.order !== undefined && !node.screen.anonymous)
    .filter((node) => isVisible(node, tree.byName, user, product))
    .map((node) => entryOf(node, product));
}

/**
 * The sub-menu tabs of a parent screen: only the children the user may open, in display order.
 *
 * @example submenuTabs(tree.byName.get('my')!, tree, demoUsers.network, 'overins').length // 7
 */
export function submenuTabs(
  parent: ScreenNode,
  tree: ScreenTree,
  user: FlaggedSubject | null,
  product: string,
): MenuEntry[] {
  return parent.children
    .filter((child) => isVisible(child, tree.byName, user, product))
    .map((child) => entryOf(child, product));
}

/**
 * The mobile menu's shortcuts (spec 1 §2): Favourites opens the product list with the favourites,
 * Quote tool the quote page; each shows only when the user may open its screen.
 */
export function mobileShortcuts(
  tree: ScreenTree,
  user: FlaggedSubject | null,
  product: string,
): { favourites: MenuEntry | null; quoteTool: MenuEntry | null } {
  const allowed = (name: string) => {
    const node = tree.byName.get(name);
    return node && screenDecision(node, tree.byName, user, product).allowed ? entryOf(node, product) : null;
  };
  return { favourites: allowed('listaProdotti'), quoteTool: allowed('preventivatore') };
}

/**
 * Breadcrumbs from the route parents (spec 1 §2): root first, the current screen last. A parent
 * without a body only redirects, so its step carries no link.
 *
 * @example breadcrumbTrail('tuoiAcquisti', tree, 'overins') // [{ name: 'my', ... }, { name: 'tuoiAcquisti', ... }]
 */
export function breadcrumbTrail(
  name: string,
  tree: ScreenTree,
  product: string,
): Array<MenuEntry & { link: boolean }> {
  const node = tree.byName.get(name);
  if (!node) return [];
  return lineageOf(node, tree.byName).map((step) => ({
    ...entryOf(step, product),
    link: step.screen.body !== undefined,
  }));
}

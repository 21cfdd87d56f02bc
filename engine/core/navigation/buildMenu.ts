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
 * The top navigation (spec 1 §2 "Navigation"): the top-level screens that have an `order`, shown
 * only when the user may open them and, for a parent, at least one child (a guard's `userFlags`
 * hide an entry from users whose flags do not hold).
 *
 * @example topNavigation(tree, user, 'brand').map((e) => e.name) // ['area']
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
 * @example submenuTabs(tree.byName.get('area')!, tree, user, 'brand').map((e) => e.name) // ['utenti']
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
 * The menu shortcuts (spec 1 §2): each screen that declares a `shortcut` name, under that name,
 * when the user may open it. The shell decides where to show them.
 *
 * @example menuShortcuts(tree, user, 'brand') // { rapido: { name: 'elenco', href: '/area/elenco', ... } }
 */
export function menuShortcuts(
  tree: ScreenTree,
  user: FlaggedSubject | null,
  product: string,
): Partial<Record<string, MenuEntry>> {
  const shortcuts: Partial<Record<string, MenuEntry>> = {};
  for (const node of tree.byName.values()) {
    const name = node.screen.shortcut;
    if (name !== undefined && screenDecision(node, tree.byName, user, product).allowed)
      shortcuts[name] = entryOf(node, product);
  }
  return shortcuts;
}

/**
 * Breadcrumbs from the route parents (spec 1 §2): root first, the current screen last. A parent
 * without a body only redirects, so its step carries no link.
 *
 * @example breadcrumbTrail('utenti', tree, 'brand') // [{ name: 'area', ... }, { name: 'utenti', ... }]
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

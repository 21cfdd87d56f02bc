import { canAccess, type AccessDecision, type FlaggedSubject, type AccessGuard } from '../access';
import type { ScreenNode } from '../screens';

/** `{product}` in paths and permissions stands for the brand slug (DESIGN.md "The API"). */
export function withProduct(text: string, product: string): string {
  return text.replace(/\{product\}/g, product);
}

/** The guard of a screen with `{product}` in its permissions replaced by the upper-case slug. */
export function resolvedGuard(node: ScreenNode, product: string): AccessGuard | undefined {
  const guard = node.screen.guard;
  if (!guard) return undefined;
  return {
    ...guard,
    permissions: guard.permissions?.map((p) => p.replace(/\{product\}/g, product.toUpperCase())),
  };
}

/** The screens from the root down to `node`, following `parent` names. */
export function lineageOf(node: ScreenNode, byName: ReadonlyMap<string, ScreenNode>): ScreenNode[] {
  const chain: ScreenNode[] = [node];
  let parent = node.screen.parent;
  while (parent !== undefined) {
    const next = byName.get(parent);
    if (!next || chain.includes(next)) break;
    chain.unshift(next);
    parent = next.screen.parent;
  }
  return chain;
}

/**
 * Whether `user` may open one screen: anonymous screens always; otherwise the screen's guard and
 * every ancestor's (a child inherits its parent's rules, user flags included), with
 * canAccess (spec 1 §2 "Access guard"). The first denial is returned.
 *
 * @example screenDecision(byName.get('utenti')!, byName, user, 'brand')
 */
export function screenDecision(
  node: ScreenNode,
  byName: ReadonlyMap<string, ScreenNode>,
  user: FlaggedSubject | null | undefined,
  product: string,
): AccessDecision {
  if (node.screen.anonymous) return { allowed: true };
  for (const step of lineageOf(node, byName)) {
    if (step.screen.anonymous) continue;
    const decision = canAccess({ user, guard: resolvedGuard(step, product) ?? {} });
    if (!decision.allowed) return decision;
  }
  return { allowed: true };
}

/**
 * Whether a screen shows in a menu: it may be opened, and when it has children at least one of them
 * may (spec 1 §2: a parent menu entry shows only if at least one child is allowed).
 */
export function isVisible(
  node: ScreenNode,
  byName: ReadonlyMap<string, ScreenNode>,
  user: FlaggedSubject | null | undefined,
  product: string,
): boolean {
  if (!screenDecision(node, byName, user, product).allowed) return false;
  if (node.children.length === 0) return true;
  return node.children.some((child) => isVisible(child, byName, user, product));
}

/**
 * Where a redirecting screen sends `user`: its `redirect` target when allowed, otherwise the first
 * allowed screen in display order among the target's siblings, then among the top-level menu
 * entries (a user opening `/` who may not see its target lands on a tab they may open instead of
 * being signed out). Null when
 * nothing is allowed.
 *
 * @example redirectTarget(byName.get('area')!, tree, user, 'brand')?.screen.name // 'utenti'
 */
export function redirectTarget(
  node: ScreenNode,
  tree: { roots: readonly ScreenNode[]; byName: ReadonlyMap<string, ScreenNode> },
  user: FlaggedSubject | null | undefined,
  product: string,
): ScreenNode | null {
  const target = node.screen.redirect === undefined ? undefined : tree.byName.get(node.screen.redirect);
  if (!target) return null;
  const open = (candidate: ScreenNode): ScreenNode | null => {
    if (!isVisible(candidate, tree.byName, user, product)) return null;
    if (candidate.screen.redirect !== undefined && candidate !== node)
      return redirectTarget(candidate, tree, user, product);
    if (!candidate.screen.body) return candidate.children.map(open).find((c) => c !== null) ?? null;
    return candidate;
  };
  const direct = open(target);
  if (direct) return direct;
  const parent = target.screen.parent === undefined ? undefined : tree.byName.get(target.screen.parent);
  const siblings = parent ? parent.children : tree.roots;
  for (const sibling of siblings) {
    const found = sibling === target ? null : open(sibling);
    if (found) return found;
  }
  for (const root of tree.roots) {
    if (root.screen.order === undefined || root.screen.anonymous || root === node) continue;
    const found = open(root);
    if (found) return found;
  }
  return null;
}

import type { WidgetRegistry } from '../../core/registry';
import type { ScreenNode, WidgetNode } from '../../core/screens';
import type { Preloadable, WidgetComponent } from '../widgets/defineWidget';

/** The widget names of a screen body, its children's included, each once. */
export function widgetNamesOf(node: WidgetNode | undefined, into: Set<string> = new Set()): Set<string> {
  if (!node) return into;
  into.add(node.widget);
  for (const child of node.children ?? []) widgetNamesOf(child, into);
  return into;
}

export interface ScreenPreloaderOptions {
  registry: WidgetRegistry<WidgetComponent>;
  byName: ReadonlyMap<string, ScreenNode>;
  /** The layout component a screen is shown in, when its code can be asked for ahead. */
  layoutOf(node: ScreenNode): Partial<Preloadable> | undefined;
}

/** Screens without a body redirect: at most this many are followed (a loop of redirects stops). */
const MAX_REDIRECTS = 4;

/**
 * Starts loading, all at once, the code a screen needs: its layout's and every widget's of its body,
 * children included (rendered, a parent's chunk would arrive before its children's were asked for,
 * one after another). A screen without a body leads to the screen it redirects to. Failures are left
 * to the render, which asks again and shows the chunk-load error as before.
 */
export function createScreenPreloader(options: ScreenPreloaderOptions): (node: ScreenNode) => void {
  const start = (what: Partial<Preloadable> | undefined) => {
    if (what?.preload) void what.preload().catch(() => undefined);
  };
  return function preload(node: ScreenNode, hops = 0): void {
    start(options.layoutOf(node));
    for (const name of widgetNamesOf(node.screen.body)) start(options.registry.get(name)?.component);
    const next = node.screen.body ? undefined : node.screen.redirect;
    if (next && hops < MAX_REDIRECTS) {
      const target = options.byName.get(next);
      if (target) preload(target, hops + 1);
    }
  };
}

import { createContext, useContext } from 'react';
import { useMatches } from 'react-router-dom';
import type { ScreenTree } from '../../core/navigation';
import type { WidgetRegistry } from '../../core/registry';
import type { ScreenNode } from '../../core/screens';
import type { WidgetComponent } from '../widgets/defineWidget';

/** What the router knows and the layouts and the screen renderer read. */
export interface ScreenRouting {
  tree: ScreenTree;
  registry: WidgetRegistry<WidgetComponent>;
  /** Brand slug that `{product}` stands for. */
  product: string;
  /** Starts loading a screen's code (by path or name) ahead of a navigation to it. */
  preloadScreen?(target: string): void;
}

export const ScreenRoutingContext = createContext<ScreenRouting | null>(null);

export function useScreenRouting(): ScreenRouting {
  const routing = useContext(ScreenRoutingContext);
  if (!routing) throw new Error('useScreenRouting must be used inside the screen router');
  return routing;
}

/** The handle each screen route carries, so that layouts find the screen being shown. */
export interface ScreenHandle {
  screen: ScreenNode;
}

/** The deepest screen of the current location (the one the page shows), or null. */
export function useCurrentScreen(): ScreenNode | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as ScreenHandle | undefined;
    if (handle?.screen) return handle.screen;
  }
  return null;
}

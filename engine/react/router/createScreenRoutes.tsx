import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, Outlet, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import {
  loginPathFor,
  redirectTarget,
  screenDecision,
  withProduct,
  type ScreenTree,
} from '../../core/navigation';
import type { WidgetRegistry } from '../../core/registry';
import type { ScreenLayout, ScreenNode } from '../../core/screens';
import { RouteFocus, SkipLink } from '../layout/RouteFocus';
import { NoticesHost, type NoticeDialogProps } from '../notices/NoticesHost';
import type { EngineRuntime } from '../runtime/createEngineRuntime';
import type { Preloadable, WidgetComponent } from '../widgets/defineWidget';
import { createScreenPreloader } from './preloadScreen';
import { PreloadOnIntent } from './PreloadOnIntent';
import { ScreenRoutingContext, type ScreenHandle, type ScreenRouting } from './ScreenContext';
import { ScreenRenderer } from './ScreenRenderer';

export interface ScreenRoutesOptions {
  tree: ScreenTree;
  registry: WidgetRegistry<WidgetComponent>;
  runtime: EngineRuntime;
  product: string;
  /**
   * One component per layout of the screen schema; each renders its children inside the shell. A
   * layout whose code loads lazily may say how to ask for it ahead (`preload`), as widgets do.
   */
  layouts: Record<ScreenLayout, ComponentType<{ children: ReactNode }> & Partial<Preloadable>>;
  /** Shown by the root's error boundary (failed chunk, unknown widget in development…). */
  errorElement: ReactNode;
  /** Shown for a path no screen has. */
  notFound: ReactNode;
  /** Shown while the root loader runs for the first time (nothing when absent). */
  hydrateFallback?: ReactNode;
  /**
   * The app's popup-notice dialog: the notices of the runtime's notices provider open in it on the
   * screens with a `popupPosition` (none when absent).
   */
  noticeDialog?: ComponentType<NoticeDialogProps>;
}

export interface ScreenRoutes {
  routes: RouteObject[];
  /** The deepest screen a path shows, or null when no screen has it. */
  screenAt(pathname: string): ScreenNode | null;
  /**
   * Starts loading the code of the screen a path (or a screen name) shows: its layout and all its
   * widgets at once. The router does it on every navigation; links and `data-preload-screen`
   * elements do it when pointed at, focused or touched.
   */
  preloadScreen(target: string): void;
}

/**
 * The data router's routes, built from the screen tree (no route is declared in TypeScript). One
 * root loader runs on every navigation and applies, in order: the pending `redirectTo` of start-up
 * or login (except on a screen marked `keepPendingRedirect`), the access guard of the target screen and its ancestors (a
 * denial logs out and goes to login with the returnUrl, spec 1 §2), and the redirect of a screen
 * without a body (to its target, or the first allowed screen when the target is not allowed).
 *
 * @example createBrowserRouter(createScreenRoutes({ tree, registry, runtime, product, layouts, ... }).routes)
 */
export function createScreenRoutes(options: ScreenRoutesOptions): ScreenRoutes {
  const { tree, runtime, product, layouts } = options;
  // The top screen of each screen: its layout is the one the route shows it in.
  const topOf = new Map<ScreenNode, ScreenNode>();
  const preloadNode = createScreenPreloader({
    registry: options.registry,
    byName: tree.byName,
    layoutOf: (node) => layouts[(topOf.get(node) ?? node).screen.layout ?? 'default'],
  });

  const routeOf = (node: ScreenNode, top: boolean, topNode: ScreenNode = node): RouteObject => {
    topOf.set(node, topNode);
    const handle: ScreenHandle = { screen: node };
    // Keyed by screen: two screens of the same shape (sign-in, then the forced password change) must not
    // share widget state such as a form still busy with the submission that led here.
    const body = node.screen.body ? <ScreenRenderer key={node.screen.name} screen={node.screen} /> : null;
    const path = withProduct(top ? node.fullPath : node.screen.path, product);
    const children = node.children.map((child) => routeOf(child, false, topNode));
    if (body && children.length > 0) children.unshift({ index: true, handle, element: body });
    const content = children.length > 0 ? <Outlet /> : body;
    const Layout = layouts[node.screen.layout ?? 'default'];
    const element = top ? <Layout>{content}</Layout> : content;
    return children.length > 0 ? { path, handle, element, children } : { path, handle, element };
  };

  const screenRoutes = [...tree.roots].map((node) => routeOf(node, true));
  const screenAt = (pathname: string): ScreenNode | null => {
    const matches = matchRoutes(screenRoutes, pathname) ?? [];
    for (let i = matches.length - 1; i >= 0; i--) {
      const handle = matches[i]?.route.handle as ScreenHandle | undefined;
      if (handle?.screen) return handle.screen;
    }
    return null;
  };
  const pathOf = (node: ScreenNode) => withProduct(node.fullPath, product);
  const preloadScreen = (target: string): void => {
    let node: ScreenNode | null | undefined;
    if (target.startsWith('/') || target.includes('://')) {
      const url = new URL(target, window.location.href);
      if (url.origin !== window.location.origin) return;
      node = screenAt(url.pathname);
    } else node = tree.byName.get(target);
    if (node) preloadNode(node);
  };
  const routing: ScreenRouting = { tree, registry: options.registry, product, preloadScreen };
  // The popup position of a screen without a body that redirected here (the home's login notices
  // open on the page it leads to), kept while that page is the one shown.
  let carried: { position: number; to: string } | null = null;
  const carriedPositions = (pathname: string): number[] =>
    carried && carried.to === trimSlash(pathname) ? [carried.position] : [];

  async function signOutTo(here: string): Promise<never> {
    if (runtime.store.getState().user || runtime.session.token()) await runtime.session.logout('guard');
    throw redirect(loginPathFor(here));
  }

  async function rootLoader({ request }: LoaderFunctionArgs): Promise<null> {
    const url = new URL(request.url);
    const here = url.pathname + url.search;
    const node = screenAt(url.pathname);
    // The screen's code loads while its guard asks for the user: at once, not after it.
    if (node) preloadNode(node);
    if (carried && carried.to !== trimSlash(url.pathname)) carried = null;
    let user = runtime.store.getState().user;
    // The user info sign-in or start-up has just read, or the one a redirect of this navigation
    // passed on: the guard uses it instead of asking again (issue 30: three reads in a row after
    // sign-in, one per hop of `/` → its redirect, each a round trip before the screen).
    const fresh = runtime.session.takeFreshUser();

    // First the pending redirect, before anything is awaited: a navigation that supersedes this one
    // while it waits must not lose it.
    const pending = user ? runtime.session.takeRedirect() : null;
    const target = pending === null ? undefined : tree.byName.get(pending);
    if (target && !node?.screen.keepPendingRedirect && pathOf(target) !== url.pathname) {
      if (fresh) runtime.session.passFreshUser();
      throw redirect(pathOf(target));
    }
    // Rights change while a user is signed in (a role's permissions edited): each navigation to a
    // guarded screen reads them again, so menus and guards never keep the old ones. A failed read
    // keeps what is known (a 401 signs out through the clients' own handling).
    let readNow = fresh !== null;
    if (fresh) user = fresh;
    else if (user && node && !node.screen.anonymous && runtime.session.token()) {
      try {
        user = await runtime.session.refreshUser({ background: true });
        readNow = true;
      } catch {
        user = runtime.store.getState().user;
      }
    }

    if (!node || node.screen.anonymous) return null;
    if (!screenDecision(node, tree.byName, user, product).allowed) return signOutTo(here);
    if (node.screen.redirect !== undefined && !node.screen.body && pathOf(node) === trimSlash(url.pathname)) {
      const next = redirectTarget(node, tree, user, product);
      if (!next) return signOutTo(here);
      const position = node.screen.popupPosition;
      carried = typeof position === 'number' ? { position, to: trimSlash(pathOf(next)) } : null;
      // The screen it leads to is the same navigation: its guard needs no read of its own.
      if (readNow) runtime.session.passFreshUser();
      throw redirect(pathOf(next));
    }
    return null;
  }

  const routes: RouteObject[] = [
    {
      id: 'root',
      loader: rootLoader,
      // The root loader runs before the first render; without a fallback the router warns on every load.
      hydrateFallbackElement: options.hydrateFallback ?? <></>,
      // The guard must see every navigation, including between siblings of an already matched parent.
      shouldRevalidate: () => true,
      // Every page starts with the skip link, and a change of page moves the focus to its content.
      element: (
        <ScreenRoutingContext.Provider value={routing}>
          <SkipLink />
          <RouteFocus />
          <PreloadOnIntent preload={preloadScreen} />
          <Outlet />
          {options.noticeDialog && (
            <NoticesHost Dialog={options.noticeDialog} carriedPositions={carriedPositions} />
          )}
        </ScreenRoutingContext.Provider>
      ),
      errorElement: (
        <ScreenRoutingContext.Provider value={routing}>{options.errorElement}</ScreenRoutingContext.Provider>
      ),
      children: [...screenRoutes, { path: '*', element: options.notFound }],
    },
  ];
  return { routes, screenAt, preloadScreen };
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

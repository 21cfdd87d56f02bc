import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { loginPathFor } from '../engine/core/navigation/returnUrl';
import type { EngineRuntime } from '../engine/react/runtime/createEngineRuntime';
import { createScreenRoutes } from '../engine/react/router/createScreenRoutes';
import { RouteErrorPage } from '../engine/react/router/RouteErrorPage';
import { Splash } from '../widgets/splash/Splash';
import { brand } from './brand';
import { layouts } from './layouts/layouts';
import { LazyNoticeDialog } from './notices/LazyNoticeDialog';
import { NotFoundPage } from './pages/NotFoundPage';
import { registry } from './registry';
import { screenTree } from './screens';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

// One router per runtime. The first render of this component can be thrown away before it is
// committed (a lazy part of the first page suspends), and React then calls the state initialiser
// again: a second router, whose initial navigation ran every loader (and the guard's user read) a
// second time while the first router lived on unseen (issue 30).
const routers = new WeakMap<EngineRuntime, AppRouter>();

/**
 * The router, with the screen files and the widget registry it is built from: a chunk of its own,
 * loaded while start-up runs (App.tsx). Created once start-up has ended, so that its first
 * navigation sees the session.
 */
export default function ScreenRouter({
  runtime,
  onCreated,
}: {
  runtime: EngineRuntime;
  /** Hands the router to what navigates from outside React (sign-in-as). */
  onCreated(router: AppRouter): void;
}) {
  // Once per runtime: a second router would lose the first one's history state.
  const [current] = useState(() => routers.get(runtime) ?? createRouter(runtime, onCreated));
  return <RouterProvider router={current} />;
}

function createRouter(runtime: EngineRuntime, onCreated: (router: AppRouter) => void): AppRouter {
  const { routes, screenAt } = createScreenRoutes({
    tree: screenTree,
    registry,
    runtime,
    product: brand.slug,
    layouts,
    errorElement: <RouteErrorPage />,
    notFound: <NotFoundPage />,
    noticeDialog: LazyNoticeDialog,
    hydrateFallback: <Splash brandName={brand.name} logoSrc={brand.logoSrc} />,
  });
  const created = createBrowserRouter(routes);
  // After a 401 the user is signed out; go to login unless the route is anonymous (spec 1 §8).
  runtime.onSignedOut = () => {
    const { pathname, search } = created.state.location;
    if (!screenAt(pathname)?.screen.anonymous) void created.navigate(loginPathFor(pathname + search));
  };
  // Signed out, only an anonymous page calls the server (the page being left asks nothing more).
  runtime.anonymousHere = () => screenAt(created.state.location.pathname)?.screen.anonymous === true;
  onCreated(created);
  routers.set(runtime, created);
  return created;
}

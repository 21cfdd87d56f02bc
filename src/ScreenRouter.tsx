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
  // Once per mount: a second router would lose the first one's history state.
  const [current] = useState(() => {
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
    return created;
  });
  return <RouterProvider router={current} />;
}

import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useStore } from 'zustand';
import { isBusy } from '../engine/react/runtime/busyStore';
import { createEngineRuntime } from '../engine/react/runtime/createEngineRuntime';
import { EngineProvider } from '../engine/react/runtime/EngineProvider';
import { createImpersonation } from '../engine/react/runtime/impersonation';
import { useRuntime } from '../engine/react/runtime/RuntimeContext';
import { localStorageTokenStore } from '../engine/react/runtime/tokenStore';
import { createScreenRoutes } from '../engine/react/router/createScreenRoutes';
import { RouteErrorPage } from '../engine/react/router/RouteErrorPage';
import { loginPathFor } from '../engine/core/navigation/returnUrl';
import { BusyOverlay } from '../widgets/busy-overlay/BusyOverlay';
import { Splash } from '../widgets/splash/Splash';
import { Toasts } from '../widgets/toasts/Toasts';
import { brand } from './brand';
import { layouts } from './layouts/layouts';
import { NotFoundPage } from './pages/NotFoundPage';
import { registry } from './registry';
import { screenTree } from './screens';
import { STORE_KEY } from './storeKey';

const runtime = createEngineRuntime({
  tokens: localStorageTokenStore(),
  storage: sessionStorage,
  storeKey: STORE_KEY,
  brand,
});

let router: ReturnType<typeof createBrowserRouter> | null = null;
runtime.impersonation = createImpersonation(runtime, {
  navigate: (path) => void (router ? router.navigate(path) : window.location.assign(path)),
  reload: () => window.location.reload(),
});

/** The router, created once start-up has ended so that its first navigation sees the session. */
function ScreenRouter() {
  const current = useMemo(() => {
    const { routes, screenAt } = createScreenRoutes({
      tree: screenTree,
      registry,
      runtime,
      product: brand.slug,
      layouts,
      errorElement: <RouteErrorPage />,
      notFound: <NotFoundPage />,
      hydrateFallback: <Splash brandName={brand.name} logoSrc={brand.logoSrc} />,
    });
    const created = createBrowserRouter(routes);
    // After a 401 the user is signed out; go to login unless the route is anonymous (spec 1 §8).
    runtime.onSignedOut = () => {
      const { pathname, search } = created.state.location;
      if (!screenAt(pathname)?.screen.anonymous) void created.navigate(loginPathFor(pathname + search));
    };
    router = created;
    return created;
  }, []);
  return <RouterProvider router={current} />;
}

/** Toasts and the busy overlay, above every layout and the splash. */
function Overlays() {
  const { toasts, busy } = useRuntime();
  const shown = useStore(toasts, (s) => s.toasts);
  const busyNow = useStore(busy, isBusy);
  return (
    <>
      <Toasts
        toasts={shown.map((toast) => ({ ...toast, id: String(toast.id) }))}
        onClose={(id) => toasts.getState().dismiss(Number(id))}
      />
      <BusyOverlay busy={busyNow} />
    </>
  );
}

export function App() {
  return (
    <EngineProvider
      runtime={runtime}
      splash={<Splash brandName={brand.name} logoSrc={brand.logoSrc} />}
      overlays={<Overlays />}
    >
      {() => <ScreenRouter />}
    </EngineProvider>
  );
}

import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { isBusy } from '../engine/react/runtime/busyStore';
import { createEngineRuntime } from '../engine/react/runtime/createEngineRuntime';
import { EngineProvider } from '../engine/react/runtime/EngineProvider';
import { createImpersonation } from '../engine/react/runtime/impersonation';
import { useRuntime } from '../engine/react/runtime/RuntimeContext';
import { StartFailureBoundary } from '../engine/react/runtime/StartFailureBoundary';
import { localStorageTokenStore } from '../engine/react/runtime/tokenStore';
import { BusyOverlay } from '../widgets/busy-overlay/BusyOverlay';
import { Splash } from '../widgets/splash/Splash';
import { Toasts } from '../widgets/toasts/Toasts';
import { portalAuth } from './auth/portalAuth';
import { brand } from './brand';
import { applyPortalCulture, loadItalianDateNames } from './culture';
import { portalNotices } from './notices/portalNotices';
import { loadPortalLabels } from './portalLabels';
import type { AppRouter } from './ScreenRouter';
import { STORE_KEY } from './storeKey';

// Before the engine runs: its client state starts in the culture's locale.
applyPortalCulture();

const runtime = createEngineRuntime({
  auth: portalAuth,
  // The provider reads the trip state and the query cache of this runtime, made just below.
  notices: portalNotices(() => runtime),
  loadLabels: loadPortalLabels,
  tokens: localStorageTokenStore(),
  storage: sessionStorage,
  storeKey: STORE_KEY,
  brand,
});

// Asked for with the session: a reload of a signed-in page, or a sign-in (sign-in-as included).
if (runtime.session.token()) void loadItalianDateNames();
runtime.bus.on('user:login', () => void loadItalianDateNames());

let router: AppRouter | null = null;
runtime.impersonation = createImpersonation(runtime, {
  navigate: (path) => void (router ? router.navigate(path) : window.location.assign(path)),
  reload: () => window.location.reload(),
});

// Asked for as soon as this module runs, so that the router, the screen files and the registry
// download while start-up's requests are out; the first paint and those requests wait for none of it.
const routerModule = import('./ScreenRouter');
routerModule.catch(() => undefined); // a failure is shown by StartFailureBoundary, when rendered
const ScreenRouter = lazy(() => routerModule);

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

const splash = <Splash brandName={brand.name} logoSrc={brand.logoSrc} />;

export function App() {
  return (
    <EngineProvider runtime={runtime} splash={splash} overlays={<Overlays />}>
      {() => (
        <StartFailureBoundary>
          <Suspense fallback={splash}>
            <ScreenRouter runtime={runtime} onCreated={(created) => (router = created)} />
          </Suspense>
        </StartFailureBoundary>
      )}
    </EngineProvider>
  );
}

import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createRegistry } from '../../engine/core/registry';
import { createEngineRuntime } from '../../engine/react/runtime/createEngineRuntime';
import { EngineProvider } from '../../engine/react/runtime/EngineProvider';
import { localStorageTokenStore } from '../../engine/react/runtime/tokenStore';
import { createScreenRoutes } from '../../engine/react/router/createScreenRoutes';
import { loadScreenTree } from '../../engine/react/router/loadScreenTree';
import type { WidgetComponent } from '../../engine/react/widgets/defineWidget';
import gridPanel from '../../widgets/grid-panel';
import { libraryAuth } from './auth';
import { applyLibraryCulture } from './culture';
import widgetTexts from '../../schemas/catalogues/labels/en-GB.json';
import labels from './labels.en-GB.json';
import { layouts } from './layouts';
import bookForm from './widgets/book-form';
import signIn from './widgets/sign-in';

applyLibraryCulture();

const runtime = createEngineRuntime({
  auth: libraryAuth,
  // The library's texts ship with it, over the English of the widgets it borrows: no server call.
  loadLabels: () => Promise.resolve({ ...widgetTexts, ...labels }),
  tokens: localStorageTokenStore(),
  storage: sessionStorage,
  storeKey: 'library-state',
  brand: {
    slug: 'library',
    name: 'Lending library',
    providerName: 'Lending library Ltd',
    providerUrl: 'https://library.example',
    tollFreeNumber: '0800 000 000',
    contactEmail: 'desk@library.example',
  },
});

const registry = createRegistry<WidgetComponent>([gridPanel, signIn, bookForm]);
const tree = loadScreenTree(import.meta.glob('./screens/*.screen.json', { eager: true, import: 'default' }));

function Router() {
  const [router] = useState(() =>
    createBrowserRouter(
      createScreenRoutes({
        tree,
        registry,
        runtime,
        product: 'library',
        layouts,
        errorElement: <p role="alert">Something went wrong.</p>,
        notFound: <p>Not found.</p>,
      }).routes,
    ),
  );
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <EngineProvider runtime={runtime} splash={<p>Loading…</p>}>
      {() => <Router />}
    </EngineProvider>
  );
}

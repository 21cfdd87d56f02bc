import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ErrorPage } from './pages/ErrorPage';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PasswordRecoverPage } from './pages/PasswordRecoverPage';
import { SignedInLayout } from './pages/SignedInLayout';
import { Splash } from './pages/Splash';
import { loginAction, rootLoader, sessionLoader } from './routes/loaders';

/** The first screens, in history mode; the schema-driven engine replaces this table. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: rootLoader,
    HydrateFallback: Splash,
    errorElement: <ErrorPage />,
    children: [
      { path: 'login', element: <LoginPage />, action: loginAction },
      { path: 'password-recover', element: <PasswordRecoverPage /> },
      {
        id: 'session',
        loader: sessionLoader,
        element: <SignedInLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { ScreenLayout } from '../../engine/core/screens';

type Layout = ComponentType<{ children: ReactNode }>;

/** Sign-in, password and payment-return pages: the page alone, no menus. */
function EmptyLayout({ children }: { children: ReactNode }) {
  return <div className="empty-layout min-vh-100">{children}</div>;
}

/**
 * A shell layout loaded with its first use: the sign-in page, the first screen of most visits, needs
 * none of the shell's menus, search and dialogs (nor the shopping state they read).
 */
function lazyShell(name: 'DefaultLayout' | 'CartLayout' | 'SubmenuLayout'): Layout {
  const Loaded = lazy(() => import('./shellLayouts').then((m) => ({ default: m[name] })));
  return function ShellLayout({ children }: { children: ReactNode }) {
    return (
      <Suspense fallback={null}>
        <Loaded>{children}</Loaded>
      </Suspense>
    );
  };
}

/** The four layouts of spec 1 §2, by the name screen files give in `layout`. */
export const layouts: Record<ScreenLayout, Layout> = {
  default: lazyShell('DefaultLayout'),
  empty: EmptyLayout,
  cart: lazyShell('CartLayout'),
  submenu: lazyShell('SubmenuLayout'),
};

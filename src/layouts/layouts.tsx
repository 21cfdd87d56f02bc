import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { ScreenLayout } from '../../engine/core/screens';
import type { Preloadable } from '../../engine/react/widgets/defineWidget';

type Layout = ComponentType<{ children: ReactNode }> & Partial<Preloadable>;

/** Sign-in, password and payment-return pages: the page alone, no menus. */
function EmptyLayout({ children }: { children: ReactNode }) {
  return <div className="empty-layout min-vh-100">{children}</div>;
}

let shell: Promise<typeof import('./shellLayouts')> | null = null;
/** The shell's code, asked for once (again after a failure, which the render then reports). */
function loadShell(): Promise<typeof import('./shellLayouts')> {
  return (shell ??= import('./shellLayouts').catch((error: unknown) => {
    shell = null;
    throw error;
  }));
}

/**
 * A shell layout loaded with its first use: the sign-in page, the first screen of most visits, needs
 * none of the shell's menus, search and dialogs (nor the shopping state they read). The router asks
 * for it ahead (`preload`) when a navigation to a screen in it starts, or the user points at a link
 * to one (issue 30), so that it loads beside the screen's widgets instead of before them.
 */
function lazyShell(name: 'DefaultLayout' | 'CartLayout' | 'SubmenuLayout'): Layout {
  const Loaded = lazy(() => loadShell().then((m) => ({ default: m[name] })));
  function ShellLayout({ children }: { children: ReactNode }) {
    return (
      <Suspense fallback={null}>
        <Loaded>{children}</Loaded>
      </Suspense>
    );
  }
  return Object.assign(ShellLayout, { preload: loadShell });
}

/** The four layouts of spec 1 §2, by the name screen files give in `layout`. */
export const layouts: Record<ScreenLayout, Layout> = {
  default: lazyShell('DefaultLayout'),
  empty: EmptyLayout,
  cart: lazyShell('CartLayout'),
  submenu: lazyShell('SubmenuLayout'),
};

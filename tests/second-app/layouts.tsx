import type { ReactNode } from 'react';
import type { ScreenLayout } from '../../engine/core/screens';
import { useSession, useT } from '../../engine/react/runtime/EngineContext';

function Page({ children }: { children: ReactNode }) {
  return <main className="container py-4">{children}</main>;
}

/** A header with the user and sign-out above the page: the library's only shell. */
function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  const session = useSession();
  return (
    <>
      <header className="navbar bg-light px-3">
        <a className="navbar-brand" href="/books">
          {t('library.books.title')}
        </a>
        <span className="ms-auto me-3" data-testid="user">
          {session.user?.displayName}
        </span>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => void session.logout()}
        >
          {t('library.books.signOut')}
        </button>
      </header>
      <Page>{children}</Page>
    </>
  );
}

export const layouts: Record<ScreenLayout, (props: { children: ReactNode }) => ReactNode> = {
  default: Shell,
  submenu: Shell,
  cart: Shell,
  empty: Page,
};

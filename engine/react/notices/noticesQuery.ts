import type { QueryClient } from '@tanstack/react-query';
import type { EngineNotice } from '../../core/notices';
import type { AuthClients, EngineUser } from '../runtime/authProvider';
import type { ClientStore } from '../runtime/clientStore';
import type { NoticesProvider } from './noticesProvider';

/** The query key of every user's notices; the current user's adds the user's id. */
export const NOTICES_KEY = ['engine', 'notices'] as const;

interface NoticesHost {
  notices: NoticesProvider | null;
  clients: { background: AuthClients['background'] };
  queryClient: QueryClient;
  store: ClientStore;
}

/** The background clients a notices provider is called with: never busy, failures only logged. */
export function noticeClients(host: NoticesHost): AuthClients {
  return { main: host.clients.background, background: host.clients.background };
}

/**
 * The query of `user`'s notices: loaded once and kept (staleTime Infinity) until something says
 * they changed (watchNotices, an answer); a failure leaves none to show.
 */
export function noticesQuery(host: NoticesHost, user: EngineUser | null) {
  return {
    queryKey: [...NOTICES_KEY, user?.id ?? null] as const,
    queryFn: async (): Promise<EngineNotice[]> =>
      host.notices ? host.notices.list(noticeClients(host)) : [],
    staleTime: Infinity,
  };
}

/** Loads the signed-in user's notices in the background (start-up, after the user info). */
export function prefetchNotices(host: NoticesHost): void {
  const user = host.store.getState().user;
  if (!host.notices || !user) return;
  void host.queryClient.prefetchQuery(noticesQuery(host, user));
}

/** Marks the notices as changed: the shown ones load again, the others when next shown. */
export function reloadNotices(host: NoticesHost): Promise<void> {
  return host.queryClient.invalidateQueries({ queryKey: NOTICES_KEY });
}

/**
 * Reloads the notices when the user info changes (spec: "reloaded on user-info update"). The
 * session keeps the same user object when a re-read finds nothing new, so the guarded navigations,
 * which re-read it each time, reload nothing; another user has other notices under another key.
 * Returns the unsubscribe.
 */
export function watchNotices(host: NoticesHost): () => void {
  if (!host.notices) return () => undefined;
  return host.store.subscribe((state, previous) => {
    if (state.user && previous.user && state.user !== previous.user && state.user.id === previous.user.id)
      void reloadNotices(host);
  });
}

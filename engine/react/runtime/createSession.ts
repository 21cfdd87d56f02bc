import type { KyInstance } from 'ky';
import type { MeResponse, UserInfo } from '../../../schemas/types';
import type { ClientEventBus, LogoutReason } from '../../core/events';
import type { ClientStore } from './clientStore';
import type { TokenStore } from './tokenStore';

export interface SessionController {
  user(): UserInfo | null;
  token(): string | null;
  /** Stores the token, loads user info, emits user-login; returns the route name to open first. */
  login(token: string): Promise<string | null>;
  /** Calls the server, then always clears token and user and emits user-logout (spec 1 §4). */
  logout(reason?: LogoutReason): Promise<void>;
  /** Reloads `account/me`; emits user-info-updated. Start-up also keeps its redirectTo to follow. */
  refreshUser(options?: { followRedirect?: boolean }): Promise<UserInfo>;
  /** Replaces the token without reloading user info (password change hands out a new token). */
  replaceToken(token: string): void;
  /**
   * The `redirectTo` of the last user info not yet followed (spec 1 §4 start-up); the router takes
   * it on the next navigation.
   */
  takeRedirect(): string | null;
}

/**
 * Session handling of spec 1 §4 over the client store and the token store. The token lives in
 * local storage (TokenStore); the store mirrors it and holds the user.
 *
 * @example const session = createSession({ clients, tokens, store, bus }); await session.login(token)
 */
export function createSession({
  clients,
  tokens,
  store,
  bus,
  beforeLogout,
}: {
  clients: { main: KyInstance; background: KyInstance };
  tokens: TokenStore;
  store: ClientStore;
  bus: ClientEventBus;
  /** Stops what the ending session has in flight, before the logout call goes out. */
  beforeLogout?(): void;
}): SessionController {
  let pendingRedirect: string | null = null;

  async function loadMe(followRedirect: boolean): Promise<MeResponse> {
    const me = await clients.main.get('account/me').json<MeResponse>();
    store.getState().set({ user: me.userInfo });
    if (followRedirect) pendingRedirect = me.redirectTo ?? null;
    return me;
  }

  const session: SessionController = {
    user: () => store.getState().user,
    token: () => tokens.get(),
    async login(token) {
      tokens.set(token);
      store.getState().set({ token });
      const me = await loadMe(true);
      bus.emit('user:login', { userName: me.userInfo.userName });
      return me.redirectTo ?? null;
    },
    async logout(reason = 'user') {
      const token = tokens.get();
      beforeLogout?.();
      try {
        if (token && reason !== 'unauthorized')
          await clients.background.post('account/logout', { headers: { Authorization: `Bearer ${token}` } });
      } catch {
        // Logout always ends locally (spec 1 §4); the background client has logged the failure.
      } finally {
        tokens.clear();
        pendingRedirect = null;
        store.getState().reset();
        bus.emit('user:logout', { reason });
      }
    },
    async refreshUser({ followRedirect = false } = {}) {
      const me = await loadMe(followRedirect);
      bus.emit('user:info-updated', { userName: me.userInfo.userName });
      return me.userInfo;
    },
    replaceToken(token) {
      tokens.set(token);
      store.getState().set({ token });
    },
    takeRedirect() {
      const target = pendingRedirect;
      pendingRedirect = null;
      return target;
    },
  };
  return session;
}

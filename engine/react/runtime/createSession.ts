import type { ClientEventBus, LogoutReason } from '../../core/events';
import type { AuthClients, AuthProvider, EngineUser, WhoAmI } from './authProvider';
import type { ClientStore } from './clientStore';
import type { TokenStore } from './tokenStore';

export interface SessionController {
  user(): EngineUser | null;
  token(): string | null;
  /** Signs in with the app's credentials (the auth provider's signIn), then logs in with the token. */
  signIn(credentials: Record<string, unknown>): Promise<string | null>;
  /** Stores the token, loads user info, emits user-login; returns the route name to open first. */
  login(token: string): Promise<string | null>;
  /** Calls the server, then always clears token and user and emits user-logout (spec 1 §4). */
  logout(reason?: LogoutReason): Promise<void>;
  /**
   * Asks the auth provider who is signed in; emits user-info-updated. Start-up also keeps its
   * redirectTo to follow; `background` asks through the background client (no busy indicator), as
   * the router does on every navigation.
   */
  refreshUser(options?: { followRedirect?: boolean; background?: boolean }): Promise<EngineUser>;
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
 * local storage (TokenStore); the store mirrors it and holds the user. What the server is asked
 * (who am I, sign out) is the app's auth provider's business.
 *
 * @example const session = createSession({ auth, clients, tokens, store, bus }); await session.login(token)
 */
export function createSession({
  auth,
  clients,
  tokens,
  store,
  bus,
  beforeLogout,
}: {
  auth: AuthProvider;
  clients: AuthClients;
  tokens: TokenStore;
  store: ClientStore;
  bus: ClientEventBus;
  /** Stops what the ending session has in flight, before the logout call goes out. */
  beforeLogout?(): void;
}): SessionController {
  let pendingRedirect: string | null = null;

  async function loadMe(followRedirect: boolean, background = false): Promise<WhoAmI> {
    const me = await auth.whoAmI(background ? { ...clients, main: clients.background } : clients);
    // The same user info read again keeps the same object: whatever follows the user (menus, guards,
    // effects) sees no change when nothing changed, so a refresh on every navigation starts nothing.
    const known = store.getState().user;
    if (!known || JSON.stringify(known) !== JSON.stringify(me.user)) store.getState().set({ user: me.user });
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
      bus.emit('user:login', { userName: me.user.name });
      return me.redirectTo ?? null;
    },
    async signIn(credentials) {
      return session.login(await auth.signIn(clients, credentials));
    },
    async logout(reason = 'user') {
      const token = tokens.get();
      beforeLogout?.();
      try {
        if (token && reason !== 'unauthorized') await auth.signOut(clients, token);
      } catch {
        // Logout always ends locally (spec 1 §4); the background client has logged the failure.
      } finally {
        tokens.clear();
        pendingRedirect = null;
        store.getState().reset();
        bus.emit('user:logout', { reason });
      }
    },
    async refreshUser({ followRedirect = false, background = false } = {}) {
      const me = await loadMe(followRedirect, background);
      bus.emit('user:info-updated', { userName: me.user.name });
      return me.user;
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

import type { ClientEventBus, LogoutReason } from '../../core/events';
import type { AuthClients, AuthProvider, EngineUser, WhoAmI } from './authProvider';
import type { ClientStore } from './clientStore';
import type { TokenStore } from './tokenStore';

export interface SessionController {
  user(): EngineUser | null;
  token(): string | null;
  /** Signs in with the app's credentials (the auth provider's signIn), then logs in with the token. */
  signIn(credentials: Record<string, unknown>): Promise<string | null>;
  /**
   * Stores the token, loads user info, emits user-login; returns the route name to open first. The
   * user info comes from `answer` (the sign-in's answer) when the auth provider finds it there.
   */
  login(token: string, answer?: unknown): Promise<string | null>;
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
  /**
   * The user info read for the navigation under way, handed once to the router's guard so that it
   * does not ask again: the read of sign-in or start-up (the reads that lead a navigation), or one
   * the guard passed on with `passFreshUser` when its screen redirected. Null when there is none or
   * it is older than `maxAgeMs`; taking it clears it, so the next navigation reads again.
   */
  takeFreshUser(maxAgeMs?: number): EngineUser | null;
  /** Hands the last user info read to the next navigation's guard (a redirect continues this one). */
  passFreshUser(): void;
}

/** How long the user info read by sign-in or start-up stands for the navigation that follows it. */
export const FRESH_USER_MS = 5_000;

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
  // When the user info was last read, and whether that read is handed to the next navigation.
  let lastReadAt = Number.NEGATIVE_INFINITY;
  let handedOver = false;

  async function loadMe(followRedirect: boolean, background = false, given?: WhoAmI | null): Promise<WhoAmI> {
    const me = given ?? (await auth.whoAmI(background ? { ...clients, main: clients.background } : clients));
    // The same user info read again keeps the same object: whatever follows the user (menus, guards,
    // effects) sees no change when nothing changed, so a refresh on every navigation starts nothing.
    const known = store.getState().user;
    if (!known || JSON.stringify(known) !== JSON.stringify(me.user)) store.getState().set({ user: me.user });
    lastReadAt = Date.now();
    if (followRedirect) {
      pendingRedirect = me.redirectTo ?? null;
      handedOver = true;
    }
    return me;
  }

  const session: SessionController = {
    user: () => store.getState().user,
    token: () => tokens.get(),
    async login(token, answer) {
      tokens.set(token);
      store.getState().set({ token });
      const me = await loadMe(true, false, answer === undefined ? null : auth.whoAmIOfSignIn?.(answer));
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
        handedOver = false;
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
    takeFreshUser(maxAgeMs = FRESH_USER_MS) {
      const fresh = handedOver && Date.now() - lastReadAt <= maxAgeMs;
      handedOver = false;
      return fresh ? store.getState().user : null;
    },
    passFreshUser() {
      handedOver = true;
    },
  };
  return session;
}

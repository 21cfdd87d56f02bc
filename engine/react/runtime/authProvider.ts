import type { KyInstance } from 'ky';

/**
 * The signed-in user as the engine sees it, whatever the app's API calls its fields: what guards,
 * menus and the session need, and the app's own record in `app` for the app's widgets.
 */
export interface EngineUser {
  id: string | number;
  /** The sign-in name; the user-change events carry it. */
  name: string;
  /** What the shell shows for the user. */
  displayName: string;
  /** Permission strings a guard's `permissions` match (engine/core/access). */
  permissions: readonly string[];
  /** The kinds of user a guard's `attributes` match (`ALL` matches any). */
  roles: readonly string[];
  /** Facts about the user by name: a guard's `userFlags` read them, as do list commands (`equalsUser`). */
  attributes: Readonly<Record<string, unknown>>;
  /** The app's own record of the user, opaque to the engine; the app reads it through its own accessor. */
  app?: unknown;
}

/** Who is signed in, and where the server wants the user to go first (or null). */
export interface WhoAmI {
  user: EngineUser;
  redirectTo?: string | null;
}

/** The two API clients a provider calls the server with (see createApiClients). */
export interface AuthClients {
  /** Raises the busy overlay and toasts failures. */
  main: KyInstance;
  /** Never busy; failures are only logged. */
  background: KyInstance;
}

/**
 * How the app signs users in and out and says who is signed in; the engine's session calls only
 * this, so the engine names no endpoint of the app's API (react-admin's authProvider is the model).
 * Every method gets the engine's API clients, which send the current token.
 *
 * @example createEngineRuntime({ ..., auth: myAuthProvider })
 */
export interface AuthProvider {
  /** Credentials to a token; a refusal rejects (the caller shows it). */
  signIn(clients: AuthClients, credentials: Record<string, unknown>): Promise<string>;
  /** Ends `token`'s session on the server; the engine clears its own state whatever happens. */
  signOut(clients: AuthClients, token: string): Promise<void>;
  /** The user the current token belongs to. */
  whoAmI(clients: AuthClients): Promise<WhoAmI>;
  /**
   * The user a sign-in answer already carries, for APIs that answer it with the token: sign-in then
   * needs no `whoAmI` round trip before the first screen. Null (or no method) when the answer does
   * not carry it; the session asks `whoAmI` then.
   */
  whoAmIOfSignIn?(answer: unknown): WhoAmI | null;
  /** A token for acting as another user (sign-in-as). */
  signInAs(clients: AuthClients, userId: string | number): Promise<string>;
  /** A token for the original user again, ending a sign-in-as. */
  signBack(clients: AuthClients): Promise<string>;
}

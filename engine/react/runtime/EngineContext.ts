import type { KyInstance } from 'ky';
import { createContext, useContext } from 'react';
import type { ToastSpec } from '../../core/errors/clientErrorCatalogue';
import type { ClientEventBus } from '../../core/events';
import type { EngineUser } from './authProvider';
import type { Translate } from '../../core/messages';

/** Brand facts the shell shows (logo, footer, Home link); from the build's configuration. */
export interface BrandInfo {
  slug: string;
  name: string;
  providerName: string;
  providerUrl: string;
  tollFreeNumber: string;
  contactEmail: string;
}

export interface SessionApi {
  user: EngineUser | null;
  token: string | null;
  /**
   * Stores the token, loads user info (from `answer`, the sign-in's answer, when the auth provider
   * finds it there), emits user-login.
   */
  login(token: string, answer?: unknown): Promise<void>;
  /** Signs in with the app's credentials through its auth provider, then logs in. */
  signIn(credentials: Record<string, unknown>): Promise<void>;
  /** Calls the server, then always clears token and user and emits user-logout (spec 1 §4). */
  logout(): Promise<void>;
  /** Asks the auth provider again who is signed in (after a change of the user's data, say). */
  refreshUser(): Promise<void>;
  /**
   * Sign in as another user (spec 1 §4 "Impersonation"): the new token logs in, the user change is
   * signalled, the app goes to the root and reloads after 500 ms. Absent in engines without a router.
   */
  signInAs?(userId: string | number | null | undefined): Promise<void>;
  /** Ends a sign-in-as session: a new token of the original user logs in and the page reloads. */
  disconnect?(): Promise<void>;
}

/**
 * Everything a screen or widget may use from the running engine, provided once by the app
 * (EngineProvider) and by tests and stories with their own instances.
 */
export interface EngineServices {
  /** `main` raises the busy overlay; `background` never does and only logs its errors. */
  clients: { main: KyInstance; background: KyInstance };
  /**
   * The text of a label key in the current culture with its `{placeholders}` (ICU, plurals too)
   * filled from `params`; the engine's default, else the key itself, when the labels lack it.
   */
  t: Translate;
  culture: string;
  session: SessionApi;
  toast(toast: ToastSpec): void;
  bus: ClientEventBus;
  brand: BrandInfo;
}

export const EngineContext = createContext<EngineServices | null>(null);

/** The engine's services; throws outside EngineProvider so a missing provider fails loudly. */
export function useEngine(): EngineServices {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error('useEngine must be used inside <EngineProvider>');
  return engine;
}

export const useT = () => useEngine().t;
export const useSession = () => useEngine().session;
export const useApi = () => useEngine().clients;
export const useToast = () => useEngine().toast;

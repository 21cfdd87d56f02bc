import type { QueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { StateStorage } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { reactionToFailure, type ToastSpec } from '../../core/errors/clientErrorCatalogue';
import { createClientEventBus, type ClientEventBus } from '../../core/events';
import type { Translate } from '../../core/messages';
import { currentCulture } from '../../core/format/culture';
import { createQueryClient } from '../data/createQueryClient';
import type { NoticesProvider } from '../notices/noticesProvider';
import { watchNotices } from '../notices/noticesQuery';
import { createBusyStore, type BusyStore } from './busyStore';
import { createClientStore, type ClientStore } from './clientStore';
import type { AuthProvider } from './authProvider';
import { createApiClients } from './createApiClients';
import { createSession, type SessionController } from './createSession';
import type { BrandInfo, EngineServices } from './EngineContext';
import {
  createLabelCache,
  translator,
  type LabelCache,
  type LabelTexts,
  type LoadLabels,
} from './labelCache';
import { createToastStore, type ToastStore } from './toastStore';
import type { TokenStore } from './tokenStore';

export interface TextsState {
  culture: string;
  labels: LabelTexts;
}

export interface EngineRuntimeOptions {
  /** How the app signs users in and out and says who is signed in. */
  auth: AuthProvider;
  /** How the app loads and answers the user's popup notices; no notices when absent. */
  notices?: NoticesProvider;
  /** How the app's server hands out a culture's texts. */
  loadLabels: LoadLabels;
  tokens: TokenStore;
  /** Where the client state persists: session storage in the app, memory in tests. */
  storage: StateStorage;
  /** The storage key of the engine's client state; the app names it. */
  storeKey: string;
  brand: BrandInfo;
  fetch?: typeof fetch;
  /** `/api` by default; tests outside a browser need an absolute one. */
  prefixUrl?: string;
  culture?: string;
  autoHideToasts?: boolean;
  log?(message: string, detail: unknown): void;
}

/** Everything the running engine holds, outside React so loaders and tests can reach it. */
export interface EngineRuntime {
  bus: ClientEventBus;
  clients: { main: KyInstance; background: KyInstance };
  toasts: ToastStore;
  busy: BusyStore;
  store: ClientStore;
  /** Where the client state persists; the app's own states (defineAppState) persist there too. */
  storage: StateStorage;
  texts: StoreApi<TextsState>;
  labels: LabelCache;
  session: SessionController;
  /** The app's auth provider, which the session and sign-in-as call. */
  auth: AuthProvider;
  /** The app's notices provider (popup notices of screens with a `popupPosition`), or null. */
  notices: NoticesProvider | null;
  /**
   * The server-state cache behind engine/react/data's hooks; emptied when the user changes (login,
   * logout, sign-in-as), so nobody sees the previous user's data.
   */
  queryClient: QueryClient;
  brand: BrandInfo;
  /** Loads the culture's texts (cached) and emits culture-change when it differs. */
  setCulture(culture: string): Promise<void>;
  t: Translate;
  toast(toast: ToastSpec): void;
  /**
   * What happens after a 401 has signed the user out: the router sets it to go to login unless the
   * current route is anonymous (spec 1 §8).
   */
  onSignedOut: (() => void) | null;
  /**
   * Whether the page shown may call the server with no session (an anonymous screen); the router
   * sets it. Until then, and when it says yes, calls without a token go out; otherwise they are
   * refused unsent, so the page of a session just ended asks nothing more (issue 24, defect 13).
   */
  anonymousHere: (() => boolean) | null;
  /** Sign-in-as and disconnect, set by the app once it has a router (createImpersonation). */
  impersonation: {
    signInAs(userId: string | number | null | undefined): Promise<void>;
    disconnect(): Promise<void>;
  } | null;
}

/**
 * Builds the engine's services: bus, the two API clients wired to the error catalogue and the busy
 * state, toasts, client store, texts and session. The app makes one (EngineProvider); tests make
 * theirs with an in-memory token store and storage (createTestEngine).
 *
 * @example const runtime = createEngineRuntime({ auth, tokens: localStorageTokenStore(), storage: sessionStorage, storeKey: 'app-state', brand })
 */
export function createEngineRuntime(options: EngineRuntimeOptions): EngineRuntime {
  const bus = createClientEventBus();
  const toasts = createToastStore({ autoHide: options.autoHideToasts ?? true });
  const busy = createBusyStore();
  const store = createClientStore({
    storage: options.storage,
    key: options.storeKey,
    token: options.tokens.get(),
  });
  const culture = options.culture ?? store.getState().culture ?? currentCulture().locale;
  const texts = createStore<TextsState>()(() => ({ culture, labels: {} }));
  const t: Translate = (key, params) => {
    const state = texts.getState();
    return translator(state.labels, state.culture)(key, params);
  };
  const toast = (spec: ToastSpec) => void toasts.getState().show(spec);

  const clients = createApiClients({
    bus,
    fetch: options.fetch,
    prefixUrl: options.prefixUrl,
    log: options.log,
    getToken: () => options.tokens.get(),
    mayCallSignedOut: () => runtime.anonymousHere?.() ?? true,
    onPendingChange: (delta) => (delta > 0 ? busy.getState().begin() : busy.getState().end()),
    onFailure(failure, call) {
      const reaction = reactionToFailure(failure, (key) => t(key));
      if (!call.silent) reaction.toasts.forEach(toast);
      if (reaction.logout && options.tokens.get() !== null) {
        void session.logout('unauthorized').then(() => runtime.onSignedOut?.());
      }
    },
  });
  const labels = createLabelCache(clients.background, options.loadLabels);
  const queryClient = createQueryClient();
  // A logout first stops the ending session's queries and calls: none may come back 401 after it.
  const stopSessionCalls = () => {
    void queryClient.cancelQueries();
    clients.abortAll();
  };
  const session = createSession({
    auth: options.auth,
    clients,
    tokens: options.tokens,
    store,
    bus,
    beforeLogout: stopSessionCalls,
  });
  // Sign-in-as and disconnect log in with a new token: user:login covers them too.
  bus.on('user:login', () => queryClient.clear());
  bus.on('user:logout', () => queryClient.clear());

  const runtime: EngineRuntime = {
    bus,
    clients,
    toasts,
    busy,
    store,
    storage: options.storage,
    texts,
    labels,
    session,
    auth: options.auth,
    notices: options.notices ?? null,
    queryClient,
    brand: options.brand,
    t,
    toast,
    onSignedOut: null,
    anonymousHere: null,
    impersonation: null,
    async setCulture(next) {
      const loaded = await labels.load(next);
      const changed = texts.getState().culture !== next;
      texts.setState({ culture: next, labels: loaded });
      store.getState().set({ culture: next });
      if (changed) bus.emit('culture:change', { culture: next });
    },
  };
  watchNotices(runtime);
  return runtime;
}

/** The EngineServices view of a runtime for the current user, token and texts. */
export function servicesOf(runtime: EngineRuntime): EngineServices {
  const { user, token } = runtime.store.getState();
  const { culture, labels } = runtime.texts.getState();
  const session = runtime.session;
  return {
    clients: runtime.clients,
    t: translator(labels, culture),
    culture,
    session: {
      user,
      token,
      login: async (next, answer) => void (await session.login(next, answer)),
      signIn: async (credentials) => void (await session.signIn(credentials)),
      logout: () => session.logout('user'),
      refreshUser: async () => void (await session.refreshUser()),
      ...(runtime.impersonation
        ? { signInAs: runtime.impersonation.signInAs, disconnect: runtime.impersonation.disconnect }
        : {}),
    },
    toast: runtime.toast,
    bus: runtime.bus,
    brand: runtime.brand,
  };
}

import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { currentCulture } from '../../core/format';
import type { NoticesProvider } from '../notices/noticesProvider';
import type { AuthProvider, EngineUser } from '../runtime/authProvider';
import { memoryStorage } from '../runtime/clientStore';
import { createEngineRuntime, servicesOf, type EngineRuntime } from '../runtime/createEngineRuntime';
import type { BrandInfo, EngineServices } from '../runtime/EngineContext';
import { EngineRuntimeProvider } from '../runtime/EngineRuntimeProvider';
import type { LabelTexts, LoadLabels } from '../runtime/labelCache';
import type { ShownToast } from '../runtime/toastStore';
import { testAuth, testLoadLabels } from '../../../tests/fixtures/testApp';
import { testBrand } from '../../../tests/fixtures/testBrand';
import { memoryTokenStore } from '../runtime/tokenStore';

// The portal's fixtures live with its tests, outside the engine; they are re-exported here so that
// tests and stories keep one import for the test engine and the users it signs in.
export { demoUserInfos, demoUsers } from '../../../tests/fixtures/demoUsers';
export { testBrand };

export interface TestEngineOptions {
  /** Answers the API calls (see routeFetch); by default every call fails as if there were no network. */
  fetch?: typeof fetch;
  /** The signed-in user (a token 'test-token' comes with it unless `token` is given). */
  user?: EngineUser | null;
  /** How the session signs in and out and asks who is signed in; the portal's by default. */
  auth?: AuthProvider;
  /** The popup notices of the signed-in user; none by default. */
  notices?: NoticesProvider;
  /** Where the texts of a culture come from when `labels` does not give them; the portal's by default. */
  loadLabels?: LoadLabels;
  token?: string | null;
  /** Texts for `t()`; a key missing here comes back as the fallback or the key. */
  labels?: LabelTexts;
  culture?: string;
  brand?: Partial<BrandInfo>;
  /** Wraps the children in a MemoryRouter at this path, for widgets that link or navigate. */
  initialPath?: string;
}

export interface TestEngine {
  runtime: EngineRuntime;
  /** The EngineServices as a widget sees them now. */
  services(): EngineServices;
  /** Toasts shown so far and still on screen (test engines never auto-hide them). */
  toasts(): ShownToast[];
  Provider(props: { children: ReactNode }): ReactNode;
}

/** A fetch that refuses every call: tests must say what the API answers. */
export const noNetwork: typeof fetch = async (input) => {
  const url = input instanceof Request ? input.url : String(input);
  throw new TypeError(`Nessuna rete nei test: ${url}`);
};

/**
 * A real engine for tests and stories: the same ky clients, error catalogue, toasts and session as
 * the app, over a given `fetch` (no network by default), an in-memory token and state, a `t()`
 * from the given labels, and the portal's auth provider and label source unless others are given.
 *
 * @example
 * const engine = createTestEngine({ user, labels: { 'topbar.logout': 'Sign out' },
 *   fetch: routeFetch({ 'GET items': [{ id: 1 }] }) });
 * render(<engine.Provider><SidePanel /></engine.Provider>);
 */
export function createTestEngine(options: TestEngineOptions = {}): TestEngine {
  const user = options.user ?? null;
  const token = options.token !== undefined ? options.token : user ? 'test-token' : null;
  const culture = options.culture ?? currentCulture().locale;
  const runtime = createEngineRuntime({
    auth: options.auth ?? testAuth,
    notices: options.notices,
    loadLabels: options.loadLabels ?? testLoadLabels,
    tokens: memoryTokenStore(token),
    storage: memoryStorage(),
    storeKey: 'test-state',
    brand: { ...testBrand, ...options.brand },
    fetch: options.fetch ?? noNetwork,
    // Node's Request (which ky uses under jsdom) needs an absolute URL.
    prefixUrl: `${globalThis.location?.origin ?? 'http://localhost'}/api`,
    culture,
    autoHideToasts: false,
    log: () => undefined,
  });
  // Given labels stand for the server's; without them the labels call goes to `fetch` like any other.
  const labels = options.labels ?? {};
  if (options.labels) runtime.labels.prime(culture, labels);
  runtime.texts.setState({ culture, labels });
  runtime.store.getState().set({ user, token, culture });

  function Provider({ children }: { children: ReactNode }) {
    const content = options.initialPath ? (
      <MemoryRouter initialEntries={[options.initialPath]}>{children}</MemoryRouter>
    ) : (
      children
    );
    return <EngineRuntimeProvider runtime={runtime}>{content}</EngineRuntimeProvider>;
  }

  return {
    runtime,
    services: () => servicesOf(runtime),
    toasts: () => runtime.toasts.getState().toasts,
    Provider,
  };
}

/** One route's answer: a JSON body (status 200), a Response, or a function of the request. */
export type RouteAnswer = unknown | Response | ((request: Request) => unknown | Response | Promise<unknown>);

/** A JSON response, for routeFetch answers with another status. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * A fetch answering `'METHOD path'` keys (path after /api/, without the query); any other call gets a
 * 404 naming it, so a missing route is obvious in the failing test.
 *
 * @example routeFetch({ 'GET items': items, 'PUT items/1': jsonResponse({ text: 'x' }, 403) })
 */
export function routeFetch(routes: Record<string, RouteAnswer>): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    const key = `${request.method} ${path}`;
    if (!(key in routes)) return jsonResponse({ text: `No test answer for ${key}` }, 404);
    const answer = routes[key];
    const value = typeof answer === 'function' ? await (answer as (r: Request) => unknown)(request) : answer;
    return value instanceof Response ? value.clone() : jsonResponse(value);
  };
}

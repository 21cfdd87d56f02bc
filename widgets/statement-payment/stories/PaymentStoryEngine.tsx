import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { fn } from 'storybook/test';
import { storyLabels } from '../../../.storybook/storyEngine';
import {
  createTestEngine,
  demoUsers,
  routeFetch,
  type RouteAnswer,
} from '../../../engine/react/testing/createTestEngine';
import type { EngineUser } from '../../../engine/react/runtime/authProvider';
import { browserLocation } from '../browserLocation';

export type PaymentEngine = ReturnType<typeof createTestEngine>;

/** The last engine a payment story made, so tests can read its session. */
export let lastPaymentEngine: PaymentEngine | null = null;

/** Every call the stories' fake server received: 'METHOD path', the query and the JSON body. */
export const receivedCalls: Array<{ key: string; query: string; body: unknown }> = [];

/** Where the browser would have gone for the payment page: stories never leave the page. */
export const storyAssign = fn((_url: string) => undefined);

/** Payment story engines mounted now, and the `assign` they replaced (put back when none is left). */
let mountedEngines = 0;
let replacedAssign = browserLocation.assign;

/**
 * `browserLocation.assign` is `storyAssign` while a payment story is on screen, and what it was
 * before once none is: test files that share a module registry (vitest's `isolate: false`) then
 * find the real one, or their own spy, rather than this module's `fn()` with its past calls.
 */
function useStoryAssign(): void {
  useLayoutEffect(() => {
    if (mountedEngines++ === 0) {
      replacedAssign = browserLocation.assign;
      browserLocation.assign = storyAssign;
    }
    return () => {
      if (--mountedEngines === 0) browserLocation.assign = replacedAssign;
    };
  }, []);
}

function recording(api: Record<string, RouteAnswer>): typeof fetch {
  const inner = routeFetch(api);
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    receivedCalls.push({
      key: `${request.method} ${url.pathname.replace(/^\/api\//, '')}`,
      query: url.search,
      body: text ? (JSON.parse(text) as unknown) : null,
    });
    return inner(request);
  };
}

/**
 * The page the story is on (return screens replace it with the failure screen), and in
 * `data-navigations` how many navigations led there (a screen that navigates once says 1).
 */
function Where() {
  const location = useLocation();
  const seen = useRef(new Set<string>());
  seen.current.add(location.key);
  return (
    <output
      className="d-block small text-body-secondary mt-3"
      aria-label="Percorso corrente"
      data-navigations={seen.current.size - 1}
    >
      {location.pathname}
    </output>
  );
}

export interface PaymentStoryParameters {
  api?: Record<string, RouteAnswer>;
  /** The page's URL, with the gateway's query for the return screens. */
  path?: string;
  /** The navigation state the page was opened with (an outcome handed on to the failure screen). */
  state?: unknown;
  /** The signed-in user (`moroso` unless said); null: nobody is signed in. */
  user?: EngineUser | null;
}

/**
 * Stories of the payment widgets: the real engine (session, data hooks, Italian catalogue) over a
 * fake server (`parameters.payment.api`), a router at `parameters.payment.path`, the `moroso`
 * distributor signed in, and `browserLocation.assign` replaced by a spy.
 */
export function PaymentStoryEngine({
  api = {},
  path = '/myoverins/tuoiPagamenti',
  state = null,
  user = demoUsers.moroso,
  children,
}: PaymentStoryParameters & { children: ReactNode }) {
  const engine = useMemo(
    () => createTestEngine({ user, labels: storyLabels, fetch: recording(api) }),
    [api, user],
  );
  lastPaymentEngine = engine;
  const url = new URL(path, 'http://portale');
  useStoryAssign();
  return (
    <engine.Provider>
      <MemoryRouter initialEntries={[{ pathname: url.pathname, search: url.search, state }]}>
        <div className="p-3" style={{ maxWidth: 960 }}>
          {children}
          <Where />
        </div>
      </MemoryRouter>
    </engine.Provider>
  );
}

export const withPaymentStory: Decorator = (Story, { parameters }) => (
  <PaymentStoryEngine {...((parameters.payment as PaymentStoryParameters | undefined) ?? {})}>
    <Story />
  </PaymentStoryEngine>
);

import type { Decorator } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { storyLabels } from '../../../.storybook/storyEngine';
import {
  createTestEngine,
  demoUsers,
  routeFetch,
  type RouteAnswer,
} from '../../../engine/react/testing/createTestEngine';
import { Toasts } from '../../toasts/Toasts';
import { tripState, type TripState } from '../tripState';
import { catalogoApi } from './catalogoApi';

export type ShoppingEngine = ReturnType<typeof createTestEngine>;

/** The last engine a shopping story made, so tests can read its toasts, store and calls. */
export let lastShoppingEngine: ShoppingEngine | null = null;

/** The trip state of the last shopping story's engine. */
export const lastTripState = (): TripState => tripState.of(lastShoppingEngine!.runtime).getState();
/** Every call the stories' fake server received, as 'METHOD path' and the JSON body. */
export const receivedCalls: Array<{ key: string; body: unknown }> = [];

function ShownToasts({ engine }: { engine: ShoppingEngine }) {
  const toasts = useStore(engine.runtime.toasts, (s) => s.toasts);
  return (
    <Toasts
      toasts={toasts.map((toast) => ({ ...toast, id: String(toast.id) }))}
      onClose={(id) => engine.runtime.toasts.getState().dismiss(Number(id))}
    />
  );
}

/** Where the story has navigated to (the flow's pages are other screens), and what it asked to focus. */
function CurrentPath() {
  const location = useLocation();
  const focus = (location.state as { focus?: string } | null)?.focus;
  return (
    <output className="d-block small text-body-secondary mt-3" data-testid="percorso" data-focus={focus}>
      {location.pathname}
    </output>
  );
}

/** A multipart upload is recorded as its text; every other body is JSON. */
function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function recording(api: Record<string, RouteAnswer>): typeof fetch {
  const inner = routeFetch(api);
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const key = `${request.method} ${new URL(request.url).pathname.replace(/^\/api\//, '')}`;
    const text = request.method === 'GET' ? '' : await request.clone().text();
    receivedCalls.push({ key, body: text ? jsonOrText(text) : null });
    return inner(request);
  };
}

/**
 * Stories of the shopping widgets: the real engine with the Italian catalogue, the agency's demo
 * user, a fresh fake carrello server (catalogoApi) with `parameters.api` answering on top of it,
 * `parameters.trip` as what the agent had chosen, a router at the shopping area and the toasts on
 * screen.
 */
export function ShoppingStoryEngine({
  api,
  trip,
  path,
  children,
}: {
  api: Record<string, RouteAnswer>;
  trip: Partial<TripState>;
  path: string;
  children: ReactNode;
}) {
  const engine = useMemo(() => {
    const created = createTestEngine({
      user: demoUsers.agenzia,
      labels: storyLabels,
      fetch: recording({ ...catalogoApi(), ...api }),
      initialPath: path,
    });
    tripState.of(created.runtime).getState().set(trip);
    return created;
  }, [api, trip, path]);
  lastShoppingEngine = engine;
  return (
    <engine.Provider>
      <div className="p-3">
        {children}
        <CurrentPath />
      </div>
      <ShownToasts engine={engine} />
    </engine.Provider>
  );
}

export const withShoppingStoryEngine: Decorator = (Story, { parameters }) => (
  <ShoppingStoryEngine
    api={(parameters.api as Record<string, RouteAnswer> | undefined) ?? {}}
    trip={(parameters.trip as Partial<TripState> | undefined) ?? {}}
    path={(parameters.path as string | undefined) ?? '/carrello/listaProdotti'}
  >
    <Story />
  </ShoppingStoryEngine>
);

import type { Decorator } from '@storybook/react-vite';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import {
  createTestEngine,
  demoUsers,
  routeFetch,
  type RouteAnswer,
} from '../../../engine/react/testing/createTestEngine';
import { storyLabels } from '../../../.storybook/storyEngine';
import { Toasts } from '../../toasts/Toasts';

/** The last engine a grid story made, so tests can read its toasts. */
export let lastGridStoryEngine: ReturnType<typeof createTestEngine> | null = null;

function ShownToasts({ engine }: { engine: ReturnType<typeof createTestEngine> }) {
  const toasts = useStore(engine.runtime.toasts, (s) => s.toasts);
  return (
    <Toasts
      toasts={toasts.map((toast) => ({ ...toast, id: String(toast.id) }))}
      onClose={(id) => engine.runtime.toasts.getState().dismiss(Number(id))}
    />
  );
}

/**
 * Stories of the grid: the real engine (createTestEngine) with the Italian catalogue, the
 * agency's demo user, `parameters.api` answering the calls, and the toasts on screen.
 */
export function GridStoryEngine({
  api,
  children,
}: {
  api: Record<string, RouteAnswer>;
  children: React.ReactNode;
}) {
  const engine = useMemo(
    () => createTestEngine({ user: demoUsers.agenzia, labels: storyLabels, fetch: routeFetch(api) }),
    [api],
  );
  lastGridStoryEngine = engine;
  return (
    <engine.Provider>
      <div className="p-3">{children}</div>
      <ShownToasts engine={engine} />
    </engine.Provider>
  );
}

export const withGridStoryEngine: Decorator = (Story, { parameters }) => (
  <GridStoryEngine api={(parameters.api as Record<string, RouteAnswer> | undefined) ?? {}}>
    <Story />
  </GridStoryEngine>
);

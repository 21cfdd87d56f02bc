import type { Decorator } from '@storybook/react-vite';
import ky from 'ky';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { fn } from 'storybook/test';
import { createStoryEngine } from '../../.storybook/storyEngine';
import { routeFetch, type RouteAnswer } from '../../engine/react/testing/createTestEngine';
import { createQueryClient } from '../../engine/react/data';
import { EngineContext } from '../../engine/react/runtime/EngineContext';

/** What the registration story's server received, for tests to look at. */
export const receivedRegistrations: FormData[] = [];

/** The spy a sign-in story's session logs in with, for tests to assert on. */
export const storyLogin = fn(async (_token: string) => undefined);

function Where() {
  const location = useLocation();
  return (
    <output className="d-block small text-muted mt-3" aria-label="Percorso corrente">
      {location.pathname}
      {location.search}
    </output>
  );
}

/**
 * Stories of forms: the Italian catalogue, API answers given per story (`routeFetch` keys such as
 * `'POST account/login'`), a router at the story's path, and the current path shown under the
 * form so that a navigation after success is visible.
 */
export function FormStoryEngine({
  api = {},
  path = '/',
  children,
}: {
  api?: Record<string, RouteAnswer>;
  path?: string;
  children: ReactNode;
}) {
  // One cache per mounted story, as one per engine runtime in the app.
  const [queryClient] = useState(createQueryClient);
  const client = ky.create({
    prefixUrl: `${globalThis.location?.origin ?? 'http://localhost'}/api`,
    retry: 0,
    fetch: routeFetch(api),
  });
  const engine = createStoryEngine({
    clients: { main: client, background: client },
    session: {
      user: null,
      token: null,
      login: storyLogin,
      signIn: async () => {},
      logout: async () => {},
      refreshUser: async () => {},
    },
  });
  return (
    <QueryClientProvider client={queryClient}>
      <EngineContext.Provider value={engine}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="*"
              element={
                <div className="p-3" style={{ maxWidth: 880 }}>
                  {children}
                  <Where />
                </div>
              }
            />
          </Routes>
        </MemoryRouter>
      </EngineContext.Provider>
    </QueryClientProvider>
  );
}

/** Story decorator: `parameters.api` answers the calls, `parameters.path` is the page's URL. */
export const withFormStoryEngine: Decorator = (Story, { parameters }) => (
  <FormStoryEngine
    api={parameters.api as Record<string, RouteAnswer> | undefined}
    path={parameters.path as string | undefined}
  >
    <Story />
  </FormStoryEngine>
);

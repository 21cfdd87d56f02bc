import ky from 'ky';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createClientEventBus } from '../engine/core/events';
import { createTranslator } from '../engine/core/messages';
import { createQueryClient } from '../engine/react/data';
import { EngineContext, type EngineServices } from '../engine/react/runtime/EngineContext';
import { itIT } from '../schemas/catalogues/labelTexts';

const BRAND_NAME = 'Overins';

/** The Italian catalogue with the brand filled in, for stories that build a full test engine. */
export const storyLabels: Record<string, string> = Object.fromEntries(
  Object.entries(itIT).map(([key, text]) => [key, text.replaceAll('{product}', BRAND_NAME)]),
);
const storyT = createTranslator(storyLabels, 'it-IT');

/**
 * Engine services for stories and their tests: the real Italian catalogue, a silent toast and a
 * signed-out session. Shell widgets only read texts, so nothing here talks to a server.
 */
export function createStoryEngine(overrides: Partial<EngineServices> = {}): EngineServices {
  const client = ky.create({ prefixUrl: '/api' });
  return {
    clients: { main: client, background: client },
    t: storyT,
    culture: 'it-IT',
    session: {
      user: null,
      token: null,
      login: async () => {},
      signIn: async () => {},
      logout: async () => {},
      refreshUser: async () => {},
    },
    toast: () => {},
    bus: createClientEventBus(),
    brand: {
      slug: 'overins',
      name: BRAND_NAME,
      providerName: 'Overins Broker S.r.l.',
      providerUrl: 'https://www.overins.it',
      tollFreeNumber: '800 123 456',
      contactEmail: 'assistenza@overins.it',
    },
    ...overrides,
  };
}

export function StoryEngineProvider({ children }: { children: ReactNode }) {
  // Widgets read data through engine/react/data, which needs the engine's QueryClient.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <EngineContext.Provider value={createStoryEngine()}>{children}</EngineContext.Provider>
    </QueryClientProvider>
  );
}

import { QueryClient } from '@tanstack/react-query';

/**
 * The engine's server-state cache. No retries: the API clients already report every failure
 * through the error catalogue (spec 1 §8), and a retry would toast twice. No refetch on window
 * focus: the busy overlay must not flash when the user comes back to the tab.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { EngineRuntime } from './createEngineRuntime';
import { servicesOf } from './createEngineRuntime';
import { EngineContext } from './EngineContext';
import { RuntimeContext } from './RuntimeContext';

/**
 * Provides a runtime to React: EngineContext (what widgets use) rebuilt when the user, the token or
 * the texts change, the runtime's QueryClient (engine/react/data), and RuntimeContext for the shell.
 */
export function EngineRuntimeProvider({
  runtime,
  children,
}: {
  runtime: EngineRuntime;
  children: ReactNode;
}) {
  const user = useStore(runtime.store, (s) => s.user);
  const token = useStore(runtime.store, (s) => s.token);
  const texts = useStore(runtime.texts);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt on purpose when these change
  const services = useMemo(() => servicesOf(runtime), [runtime, user, token, texts]);
  return (
    <RuntimeContext.Provider value={runtime}>
      <QueryClientProvider client={runtime.queryClient}>
        <EngineContext.Provider value={services}>{children}</EngineContext.Provider>
      </QueryClientProvider>
    </RuntimeContext.Provider>
  );
}

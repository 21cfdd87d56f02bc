import { createContext, useContext } from 'react';
import type { EngineRuntime } from './createEngineRuntime';

/**
 * The runtime behind EngineContext, for the shell and the router (busy state, toast list, session
 * controller). Widgets use EngineContext; only the app's wiring reaches for this.
 */
export const RuntimeContext = createContext<EngineRuntime | null>(null);

export function useRuntime(): EngineRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime must be used inside <EngineProvider>');
  return runtime;
}

import { useEffect, useState, type ReactNode } from 'react';
import type { EngineRuntime } from './createEngineRuntime';
import { EngineRuntimeProvider } from './EngineRuntimeProvider';
import { startUp } from './startUp';

/**
 * The app's engine: provides the runtime and shows `splash` until start-up has ended (spec 1 §1),
 * then `children` (the router). `children` is a function so that the router is created only after
 * start-up, and its first navigation sees the signed-in user.
 */
export function EngineProvider({
  runtime,
  splash,
  overlays,
  children,
}: {
  runtime: EngineRuntime;
  splash: ReactNode;
  /** Shown from the first paint, over the splash too (toasts, busy overlay). */
  overlays?: ReactNode;
  children: () => ReactNode;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void startUp(runtime).finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [runtime]);
  return (
    <EngineRuntimeProvider runtime={runtime}>
      {ready ? children() : splash}
      {overlays}
    </EngineRuntimeProvider>
  );
}

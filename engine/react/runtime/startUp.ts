import { configureDayjs, CULTURE } from '../../core/format';
import type { EngineRuntime } from './createEngineRuntime';

/**
 * Start-up of spec 1 §4: user info when there is a token (a failure logs out), then the culture's
 * texts. The route check and `redirectTo` happen on the router's first navigation, which only starts
 * once this has ended (the splash shows until then).
 *
 * @example await startUp(runtime)
 */
export async function startUp(runtime: EngineRuntime): Promise<void> {
  configureDayjs();
  const { session, store } = runtime;
  if (session.token()) {
    try {
      await session.refreshUser({ followRedirect: true });
    } catch {
      if (session.token()) await session.logout('startup-failed');
    }
  } else if (store.getState().user) {
    store.getState().set({ user: null });
  }
  await runtime.setCulture(store.getState().culture || CULTURE);
}

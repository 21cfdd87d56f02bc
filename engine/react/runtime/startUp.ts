import { HTTPError } from 'ky';
import { configureDayjs, CULTURE } from '../../core/format';
import type { EngineRuntime } from './createEngineRuntime';

/**
 * Start-up of spec 1 §4: user info when there is a token (a failure logs out; without an answer the
 * server's session is left alone, as the page may just have been left), then the culture's
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
    } catch (error) {
      const answered = error instanceof HTTPError;
      if (session.token()) await session.logout(answered ? 'startup-failed' : 'startup-no-answer');
    }
  } else if (store.getState().user) {
    store.getState().set({ user: null });
  }
  await runtime.setCulture(store.getState().culture || CULTURE);
}

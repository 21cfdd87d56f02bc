import { HTTPError } from 'ky';
import { currentCulture } from '../../core/format/culture';
import { prefetchNotices } from '../notices/noticesQuery';
import type { EngineRuntime } from './createEngineRuntime';

/**
 * Start-up of spec 1 §4: user info when there is a token (a refusal logs out; no answer leaves the
 * token and the server's session alone), then the culture's
 * texts. The user's popup notices start loading in the background right after the user info; nothing
 * waits for them. The route check and `redirectTo` happen on the router's first navigation, which only starts
 * once this has ended (the splash shows until then).
 *
 * @example await startUp(runtime)
 */
export async function startUp(runtime: EngineRuntime): Promise<void> {
  const { session, store } = runtime;
  if (session.token()) {
    try {
      await session.refreshUser({ followRedirect: true });
      prefetchNotices(runtime);
    } catch (error) {
      // Without an answer (offline, or the page is being left for another) nothing is known of
      // the session: another page of this browser may already hold a new token, so neither the
      // stored token nor the server's session is touched; the guards treat the user as signed out.
      if (!(error instanceof HTTPError)) store.getState().set({ user: null });
      else if (session.token()) await session.logout('startup-failed');
    }
  } else if (store.getState().user) {
    store.getState().set({ user: null });
  }
  await runtime.setCulture(store.getState().culture || currentCulture().locale);
}

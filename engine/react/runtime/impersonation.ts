import type { DisconnectResult, TokenResult } from '../../../schemas/types';
import type { EngineRuntime } from './createEngineRuntime';

/** Spec 1 §9: the page reloads this long after a sign-in-as. */
export const IMPERSONATION_RELOAD_DELAY_MS = 500;

export interface ImpersonationEffects {
  /** Goes to a path inside the app (the router's navigate). */
  navigate(path: string): void;
  reload(): void;
}

/**
 * Sign-in-as and disconnect (spec 1 §4 "Impersonation", §8): without a user id a warning toast
 * (key novalidusertosigninas); `POST account/asusers/{id}` on the background client, so a failure
 * is only logged; its data.token logs in (user-login is the user change signal), then the root path
 * and a reload after 500 ms. Disconnect: `PUT account/asusers`, whose data is the new token.
 *
 * @example const { signInAs } = createImpersonation(runtime, { navigate: router.navigate, reload: () => location.reload() })
 */
export function createImpersonation(runtime: EngineRuntime, effects: ImpersonationEffects) {
  return {
    async signInAs(userId: number | null | undefined): Promise<void> {
      if (!userId) {
        runtime.toast({
          variant: 'warning',
          title: runtime.t('msg.warningGenerico'),
          body: runtime.t('novalidusertosigninas'),
        });
        return;
      }
      let token: string;
      try {
        token = (await runtime.clients.background.post(`account/asusers/${userId}`).json<TokenResult>()).data
          .token;
      } catch {
        return;
      }
      await runtime.session.login(token);
      effects.navigate('/');
      setTimeout(effects.reload, IMPERSONATION_RELOAD_DELAY_MS);
    },
    async disconnect(): Promise<void> {
      const result = await runtime.clients.main.put('account/asusers').json<DisconnectResult>();
      await runtime.session.login(result.data);
      effects.navigate('/');
      effects.reload();
    },
  };
}

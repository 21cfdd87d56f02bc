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
 * (key novalidusertosigninas); the auth provider's signInAs (a failure there has been reported by
 * the client, so nothing more happens); its token logs in (user-login is the user change signal),
 * then the root path and a reload after 500 ms. Disconnect: the provider's signBack token logs in.
 *
 * @example const { signInAs } = createImpersonation(runtime, { navigate: router.navigate, reload: () => location.reload() })
 */
export function createImpersonation(runtime: EngineRuntime, effects: ImpersonationEffects) {
  return {
    async signInAs(userId: string | number | null | undefined): Promise<void> {
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
        token = await runtime.auth.signInAs(runtime.clients, userId);
      } catch {
        return;
      }
      await runtime.session.login(token);
      effects.navigate('/');
      setTimeout(effects.reload, IMPERSONATION_RELOAD_DELAY_MS);
    },
    async disconnect(): Promise<void> {
      await runtime.session.login(await runtime.auth.signBack(runtime.clients));
      effects.navigate('/');
      effects.reload();
    },
  };
}

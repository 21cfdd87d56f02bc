import type { DatiAzienda, DatiAziendaModifica, TokenResult } from '../../schemas/types';
import { refusalOf, useDataSource, useSourceMutation } from '../../engine/react/data';
import { useRuntime } from '../../engine/react/runtime/RuntimeContext';
import { problemFromErrorBody, type SubmitProblem } from '../../widgets/change-password-dialog/submitProblem';

const COMPANY_DATA = 'anagrafica/dati-azienda';

/** A 400 becomes the dialog's inline problem; anything else has had its toast and is rethrown. */
function problemOf(error: unknown): SubmitProblem {
  const refusal = refusalOf(error);
  const problem = refusal?.status === 400 ? problemFromErrorBody(refusal.body) : null;
  if (problem) return problem;
  throw error;
}

/** The signed-in company's data (`GET anagrafica/dati-azienda`), read while the dialog is open. */
export function useCompanyData(enabled: boolean) {
  return useDataSource<DatiAzienda>({ path: COMPANY_DATA }, undefined, {
    enabled,
    select: (raw) => (raw as { data: DatiAzienda }).data,
  });
}

/**
 * Own password change (spec 1 §7 `POST account/cambia-password`): the server revokes the old token
 * and hands a new one in data.token, which replaces it; success shows the spec's toast "password
 * changed" titled "saved" (spec 1 §8). A 400 comes back as the dialog's problem.
 */
export function useChangePassword() {
  const runtime = useRuntime();
  const call = useSourceMutation<
    { passwordVecchia: string; passwordNuova: string; passwordConferma: string },
    TokenResult
  >({ method: 'post', path: 'account/cambia-password', silent: [400] });
  return async (values: Parameters<typeof call.mutateAsync>[0]): Promise<SubmitProblem | void> => {
    try {
      const result = await call.mutateAsync(values);
      runtime.session.replaceToken(result.data.token);
      runtime.toast({
        variant: 'success',
        title: runtime.t('msg.salvato'),
        body: runtime.t('msg.passwordModificata'),
      });
    } catch (error) {
      return problemOf(error);
    }
  };
}

/**
 * Saves the company data; the record is read again (invalidated) so the dialog shows what was
 * saved. A 403 (no permission, sign-in-as) is a toast; a 400 the dialog's problem.
 */
export function useSaveCompanyData() {
  const runtime = useRuntime();
  const call = useSourceMutation<DatiAziendaModifica, { data: DatiAzienda }>({
    method: 'put',
    path: COMPANY_DATA,
    silent: [400],
    invalidates: [COMPANY_DATA],
  });
  return async (changes: DatiAziendaModifica): Promise<SubmitProblem | void> => {
    try {
      await call.mutateAsync(changes);
      runtime.toast({
        variant: 'success',
        title: runtime.t('msg.salvato'),
        body: runtime.t('datiAzienda.salvati'),
      });
    } catch (error) {
      return problemOf(error);
    }
  };
}

/**
 * The distributor banner through the server's image call (spec 1 §7 `GET file/image/{name}`); the
 * image area of a later issue serves it, until then the dialog shows the image's alternative text.
 */
export const bannerSrcOf = (name: string | null | undefined): string | null =>
  name ? `/api/file/image/${encodeURIComponent(name)}` : null;

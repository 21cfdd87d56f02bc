import { HTTPError } from 'ky';
import type { DatiAzienda, DatiAziendaModifica, TokenResult } from '../../schemas/types';
import type { EngineRuntime } from '../../engine/react/runtime/createEngineRuntime';
import { problemFromErrorBody, type SubmitProblem } from '../../widgets/change-password-dialog/submitProblem';

/** A 400 becomes the dialog's inline problem; anything else has had its toast and is rethrown. */
async function refusalOf(error: unknown): Promise<SubmitProblem> {
  if (error instanceof HTTPError && error.response.status === 400) {
    const body: unknown = await error.response.json().catch(() => null);
    const problem = problemFromErrorBody(body);
    if (problem) return problem;
  }
  throw error;
}

/**
 * Own password change (spec 1 §7 `POST account/cambia-password`): the server revokes the old token
 * and hands a new one in data.token, which replaces it; success shows the spec's toast "password
 * changed" titled "saved" (spec 1 §8).
 */
export async function changePassword(
  runtime: EngineRuntime,
  values: { passwordVecchia: string; passwordNuova: string; passwordConferma: string },
): Promise<SubmitProblem | void> {
  try {
    const result = await runtime.clients.main
      .post('account/cambia-password', { json: values, context: { silent: [400] } })
      .json<TokenResult>();
    runtime.session.replaceToken(result.data.token);
    runtime.toast({
      variant: 'success',
      title: runtime.t('msg.salvato', 'Salvato'),
      body: runtime.t('msg.passwordModificata', 'Password modificata'),
    });
  } catch (error) {
    return refusalOf(error);
  }
}

export async function loadCompanyData(runtime: EngineRuntime): Promise<DatiAzienda> {
  return (await runtime.clients.main.get('anagrafica/dati-azienda').json<{ data: DatiAzienda }>()).data;
}

/** Saves the company data; the saved record comes back. A 403 (no permission, sign-in-as) is a toast. */
export async function saveCompanyData(
  runtime: EngineRuntime,
  changes: DatiAziendaModifica,
): Promise<DatiAzienda | SubmitProblem> {
  try {
    const saved = await runtime.clients.main
      .put('anagrafica/dati-azienda', { json: changes, context: { silent: [400] } })
      .json<{ data: DatiAzienda }>();
    runtime.toast({
      variant: 'success',
      title: runtime.t('msg.salvato', 'Salvato'),
      body: runtime.t('datiAzienda.salvati', 'Dati aziendali salvati'),
    });
    return saved.data;
  } catch (error) {
    return refusalOf(error);
  }
}

/**
 * The distributor banner through the server's image call (spec 1 §7 `GET file/image/{name}`); the
 * image area of a later issue serves it, until then the dialog shows the image's alternative text.
 */
export const bannerSrcOf = (name: string | null | undefined): string | null =>
  name ? `/api/file/image/${encodeURIComponent(name)}` : null;

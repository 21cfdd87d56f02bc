import type { EsitoPagamento } from '../../../schemas/types';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { descrivi, statoMostrato, type Tentativo } from './esito';

/**
 * What a return call (keyclient/ok, keyclient/fm/ok) answers. The calls are public, the MAC being
 * their credential, and a return URL can be replayed by whoever sees it: so only a signed-in user of
 * the attempt's distributor gets the details its return screen shows (amount, statements and policies,
 * the credit left, whether it must still pay); anyone else gets the outcome alone.
 */
export async function rispostaRitorno(
  db: Db,
  t: Tentativo,
  utente: Principal | null | undefined,
): Promise<EsitoPagamento> {
  if (utente && utente.distributoreId !== null && utente.distributoreId === t.distributoreId) {
    return descrivi(db, t);
  }
  return { codTrans: t.codTrans, stato: statoMostrato(t) };
}

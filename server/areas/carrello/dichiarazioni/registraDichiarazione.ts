import type { DatiViaggio } from '../../../../schemas/types';
import type { Db } from '../../../db/client';
import { dichiarazioniAdeguatezza } from '../../../db/schema';
import { QUESTIONARIO } from './questionario';

/** The refusals of incomplete declarations; the declarations widget says the same words. */
export const DICHIARAZIONE_MSG = {
  checkPolizza: 'Accettare le condizioni di polizza e il set informativo',
  checkPrivacy: "Confermare di aver raccolto il consenso al trattamento dei dati dell'assicurato",
  adeguatezza: 'Scegliere se procedere con le dichiarazioni di adeguatezza o non fornire informazioni',
} as const;

/** Who makes the declaration: the user, the back-office user signed in as them, their distributor. */
export interface Dichiarante {
  userId: number;
  impersonatoreId: number | null;
  distributoreId: number | null;
}

export interface Dichiarazione {
  adeguatezza: boolean;
  checkPolizza: boolean;
  checkPrivacy: boolean;
}

/**
 * What is missing for a cart item: both checkboxes ticked and the suitability choice made (either
 * answer: declining to give information is a lawful choice, recorded as such).
 */
export function validaDichiarazione(p: DatiViaggio['parametriDichiarazione']): string[] {
  const errori: string[] = [];
  if (p?.checkPolizza !== true) errori.push(DICHIARAZIONE_MSG.checkPolizza);
  if (p?.checkPrivacy !== true) errori.push(DICHIARAZIONE_MSG.checkPrivacy);
  if (typeof p?.adeguatezza !== 'boolean') errori.push(DICHIARAZIONE_MSG.adeguatezza);
  return errori;
}

/** The questionnaire as the customer saw it, with the choice made, as the record keeps it. */
export function testoDichiarato(adeguatezza: boolean) {
  const { versione, titolo, introduzione, dichiarazioni, sceltaProcedi, sceltaRifiuta } = QUESTIONARIO;
  return {
    versione,
    titolo,
    introduzione: introduzione ?? null,
    dichiarazioni,
    sceltaProcedi,
    sceltaRifiuta,
    sceltaEffettuata: adeguatezza ? sceltaProcedi : sceltaRifiuta,
  };
}

/**
 * Writes the demands-and-needs record of one declaration (the table is append-only) and returns
 * its id, for the cart item and later the policy. Call it inside the transaction that saves the item.
 */
export async function registraDichiarazione(
  tx: Db,
  who: Dichiarante,
  pacchettoId: number,
  dichiarazione: Dichiarazione,
): Promise<number> {
  const [row] = await tx
    .insert(dichiarazioniAdeguatezza)
    .values({
      userId: who.userId,
      impersonatoreId: who.impersonatoreId,
      distributoreId: who.distributoreId,
      pacchettoId,
      adeguatezza: dichiarazione.adeguatezza,
      checkPolizza: dichiarazione.checkPolizza,
      checkPrivacy: dichiarazione.checkPrivacy,
      versioneQuestionario: QUESTIONARIO.versione,
      testoQuestionario: testoDichiarato(dichiarazione.adeguatezza),
    })
    .returning({ id: dichiarazioniAdeguatezza.id });
  return row!.id;
}

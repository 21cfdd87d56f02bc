import type { UlterioreDato } from '../../../../schemas/types';
import { opzioniCombo } from './opzioniCombo';

/** Longest answer kept (the entity schema's limit). */
export const VALORE_MAX = 500;

export const ULTERIORI_DATI_MSG = {
  obbligatorio: (descrizione: string) => `Ulteriore dato obbligatorio: ${descrizione}`,
  nonValido: (descrizione: string) => `Valore non valido per l'ulteriore dato: ${descrizione}`,
  troppoLungo: (descrizione: string) =>
    `L'ulteriore dato ${descrizione} supera i ${VALORE_MAX} caratteri consentiti`,
};

/**
 * The further data of a cart item (spec 2 §5 "Further data"): the package's items as the server
 * defines them (description, type, mandatory flag never come from the client) with the values the
 * agent sent, trimmed. A missing mandatory value, a dropdown value that is not one of its codes or
 * an over-long value is an error; values for items the package does not ask are dropped.
 */
export function validaUlterioriDati(
  inviati: UlterioreDato[] | null | undefined,
  definiti: UlterioreDato[],
): { dati: UlterioreDato[]; errori: string[] } {
  const valori = new Map<number, string>();
  for (const d of inviati ?? []) {
    if (typeof d?.valore === 'string') valori.set(d.itemID, d.valore.trim());
  }
  const errori: string[] = [];
  const dati = definiti.map((def): UlterioreDato => {
    const valore = valori.get(def.itemID) ?? '';
    if (valore === '') {
      if (def.obbligatorio) errori.push(ULTERIORI_DATI_MSG.obbligatorio(def.descrizione));
    } else if (valore.length > VALORE_MAX) {
      errori.push(ULTERIORI_DATI_MSG.troppoLungo(def.descrizione));
    } else {
      const opzioni = opzioniCombo(def.tipo);
      if (opzioni && !opzioni.some((o) => o.Codice === valore))
        errori.push(ULTERIORI_DATI_MSG.nonValido(def.descrizione));
    }
    return {
      itemID: def.itemID,
      descrizione: def.descrizione,
      tipo: def.tipo ?? null,
      obbligatorio: def.obbligatorio === true,
      valore: valore === '' ? null : valore,
    };
  });
  return { dati, errori };
}

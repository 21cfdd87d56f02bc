import type { ProdottoCollegato, ProdottoComplementare } from '../../schemas/types';

/** Cart text kinds (spec 2 §3) that name a supplementary policy's inputs. */
export const TESTO_DESTINAZIONE = 4;
export const TESTO_IMPORTO = 5;
export const TESTO_NAZIONALITA = 6;
/** Extra-info kind 1 (spec 2 §3): the policy is priced on the trip amount. */
const EXTRA_IMPORTO_RICHIESTO = 1;
/** Spec 2 §9: minimum supplementary trip amount. */
export const IMPORTO_MINIMO = 1;

/** The labels of a policy's inputs: its own cart texts, else the trip form's defaults. */
export function etichetteDi(c: Pick<ProdottoComplementare, 'testiCarrello'>) {
  const testo = (tipo: number) => c.testiCarrello.find((x) => x.tipoID === tipo)?.testo?.trim() || null;
  return {
    destinazione: testo(TESTO_DESTINAZIONE) ?? 'Destinazione',
    nazionalita: testo(TESTO_NAZIONALITA) ?? 'Area di partenza',
    importo: testo(TESTO_IMPORTO) ?? 'Importo Viaggio a Persona',
  };
}

/**
 * Whether the policy asks the trip amount. Its package carries extra info 1 for that; the policy
 * type (5, 6) that asks it of the trip is the main package's and the trip form's business.
 */
export const richiedeImporto = (c: Pick<ProdottoComplementare, 'extraInfo'>): boolean =>
  c.extraInfo.some((x) => x.labelID === EXTRA_IMPORTO_RICHIESTO);

const vuoto = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

/**
 * The spec 2 §5 messages for one added policy with the values the agent chose for it: its
 * destination (the 'massimale' wording when the destination label says so), its departure area
 * and, when it is priced on it, its trip amount (at least 1).
 *
 * @example problemiComplementare(integrativa, { pacchettoID: 31 }) // ['Seleziona la Destinazione per la polizza integrativa …']
 */
export function problemiComplementare(c: ProdottoComplementare, scelta: ProdottoCollegato): string[] {
  const label = etichetteDi(c);
  const name = c.pacchetto;
  const out: string[] = [];
  if (c.destinazioni.length > 0 && vuoto(scelta.destinazioneID)) {
    out.push(
      /massimale/i.test(label.destinazione)
        ? `Seleziona il massimale per la polizza integrativa ${name}`
        : `Seleziona la ${label.destinazione} per la polizza integrativa ${name}`,
    );
  }
  if (c.nazionalita.length > 0 && vuoto(scelta.nazionalitaID))
    out.push(`Seleziona la ${label.nazionalita} per la polizza integrativa ${name}`);
  if (richiedeImporto(c)) {
    const importo = scelta.importoViaggio;
    if (typeof importo !== 'number' || !Number.isFinite(importo) || importo < IMPORTO_MINIMO)
      out.push(`Inserisci l'importo del viaggio per la polizza integrativa ${name}`);
  }
  return out;
}

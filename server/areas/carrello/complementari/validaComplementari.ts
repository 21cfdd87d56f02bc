import type { ProdottoCollegato, ProdottoComplementare } from '../../../../schemas/types';

/**
 * The server's check of the supplementary policies linked to a cart item (spec 2 §3 "Linked
 * policy entry", §4, §5), the client's `checkComplementari` again, since client data are never
 * trusted: every linked policy offered with the package, once; every mandatory one present; the
 * destination and departure area chosen among the policy's own; and the spec 2 §5 messages for a
 * missing destination ('massimale' wording when its label says so), departure area or trip amount
 * (below 1) of a policy priced on it. The texts are the spec's, in Italian, one per problem.
 *
 * @example validaComplementari([{ pacchettoID: 31 }], offerti) // ['Seleziona la Destinazione per la polizza integrativa …', …]
 */
export function validaComplementari(
  collegati: ProdottoCollegato[],
  offerti: ProdottoComplementare[],
): string[] {
  const out: string[] = [];
  const visti = new Set<number>();
  for (const scelta of collegati) {
    const c = offerti.find((x) => x.pacchettoID === scelta.pacchettoID);
    if (!c) {
      out.push('La polizza integrativa scelta non è abbinabile a questo prodotto');
      continue;
    }
    if (visti.has(c.pacchettoID)) {
      out.push(`La polizza integrativa ${c.pacchetto} è indicata più di una volta`);
      continue;
    }
    visti.add(c.pacchettoID);
    out.push(...problemiDi(c, scelta));
  }
  for (const c of offerti)
    if (c.obbligatoria && !visti.has(c.pacchettoID))
      out.push(`La polizza integrativa ${c.pacchetto} è obbligatoria per questo prodotto`);
  return out;
}

/** Cart text kinds (spec 2 §3) naming the inputs, extra-info kind 1 (priced on the trip amount). */
const TESTO_DESTINAZIONE = 4;
const TESTO_NAZIONALITA = 6;
const EXTRA_IMPORTO_RICHIESTO = 1;
/** Spec 2 §9: minimum supplementary trip amount. */
const IMPORTO_MINIMO = 1;

const vuoto = (v: unknown) => v === null || v === undefined || String(v).trim() === '';
const testo = (c: ProdottoComplementare, tipo: number) =>
  c.testiCarrello.find((x) => x.tipoID === tipo)?.testo?.trim() || null;

function problemiDi(c: ProdottoComplementare, scelta: ProdottoCollegato): string[] {
  const name = c.pacchetto;
  const labelDestinazione = testo(c, TESTO_DESTINAZIONE) ?? 'Destinazione';
  const labelNazionalita = testo(c, TESTO_NAZIONALITA) ?? 'Area di partenza';
  const out: string[] = [];
  if (c.destinazioni.length > 0) {
    if (vuoto(scelta.destinazioneID))
      out.push(
        /massimale/i.test(labelDestinazione)
          ? `Seleziona il massimale per la polizza integrativa ${name}`
          : `Seleziona la ${labelDestinazione} per la polizza integrativa ${name}`,
      );
    else if (!c.destinazioni.some((d) => d.code === String(scelta.destinazioneID)))
      out.push(`La ${labelDestinazione} scelta non è prevista dalla polizza integrativa ${name}`);
  }
  if (c.nazionalita.length > 0) {
    if (vuoto(scelta.nazionalitaID))
      out.push(`Seleziona la ${labelNazionalita} per la polizza integrativa ${name}`);
    else if (!c.nazionalita.some((n) => n.codice === String(scelta.nazionalitaID)))
      out.push(`La ${labelNazionalita} scelta non è prevista dalla polizza integrativa ${name}`);
  }
  if (c.extraInfo.some((x) => x.labelID === EXTRA_IMPORTO_RICHIESTO)) {
    const importo = scelta.importoViaggio;
    if (typeof importo !== 'number' || !Number.isFinite(importo) || importo < IMPORTO_MINIMO)
      out.push(`Inserisci l'importo del viaggio per la polizza integrativa ${name}`);
  }
  return out;
}

import type { ParametriViaggio } from '../../../schemas/types';
import type { ErrorMessage } from '../../errors';
import type { ItemDaPrezzare } from './itemDaPrezzare';
import { valoreDi, type Contesto } from './prezzi';

/** Texts of a code no dropdown offers; the codes are label keys (schemas/catalogues/labels/it-IT.json). */
export const CODICI_MSG = {
  destinazione: 'La destinazione indicata non è tra quelle disponibili: sceglierne una dall’elenco',
  areaPartenza: 'L’area di partenza indicata non è tra quelle disponibili: sceglierne una dall’elenco',
  fasciaEta: 'La fascia di età indicata non è tra quelle disponibili: sceglierne una dall’elenco',
  destinazioneIntegrativa: (nome: string) =>
    `La destinazione indicata per la polizza integrativa ${nome} non è tra quelle disponibili`,
  areaPartenzaIntegrativa: (nome: string) =>
    `L’area di partenza indicata per la polizza integrativa ${nome} non è tra quelle disponibili`,
};

const errore = {
  destinazione: (text: string): ErrorMessage => ({
    code: 'carrello.destinazioneSconosciuta',
    text,
    type: 'error',
  }),
  areaPartenza: (text: string): ErrorMessage => ({
    code: 'carrello.areaPartenzaSconosciuta',
    text,
    type: 'error',
  }),
  fasciaEta: (text: string): ErrorMessage => ({ code: 'carrello.fasciaEtaSconosciuta', text, type: 'error' }),
};

const testo = (v: unknown): string | null => {
  if (v && typeof v === 'object' && 'value' in v) return testo((v as { value: unknown }).value);
  return v === null || v === undefined || v === '' ? null : String(v);
};

const destinazioneNota = (c: string, ctx: Contesto) =>
  ctx.geo.stati.has(c) || ctx.geo.gruppi.some((g) => g.codice === c);

/** One message per text, in the order found. */
class Messaggi {
  private readonly byText = new Map<string, ErrorMessage>();
  add(m: ErrorMessage) {
    this.byText.set(m.text, m);
  }
  list(): ErrorMessage[] {
    return [...this.byText.values()];
  }
}

function parametri(p: Omit<ParametriViaggio, 'partecipanti'>, ctx: Contesto, out: Messaggi) {
  const destinazione = valoreDi(p.destinazioneStato);
  if (destinazione !== null && !destinazioneNota(destinazione, ctx))
    out.add(errore.destinazione(CODICI_MSG.destinazione));
  const gruppo = testo(p.destinazioneGruppoStato);
  if (gruppo !== null && !ctx.geo.gruppi.some((g) => g.codice === gruppo))
    out.add(errore.destinazione(CODICI_MSG.destinazione));
  const area = valoreDi(p.nazionalita);
  if (area !== null && !ctx.aree.has(area)) out.add(errore.areaPartenza(CODICI_MSG.areaPartenza));
  const banda = testo(p.eta);
  if (banda !== null && !ctx.fasce.some((f) => String(f.id) === banda.trim()))
    out.add(errore.fasciaEta(CODICI_MSG.fasciaEta));
}

/**
 * Codes of the trip parameters that no dropdown offers (dropdown/destinazioni, /nazionalita, /eta):
 * priced, an unknown destination would fall into a tariff's catch-all zone. One message each, none
 * when every code is known; whether a known code suits a package stays the pricing engine's call.
 *
 * @example codiciParametriSconosciuti({ destinazioneStato: 'ZZ' }, ctx) // [{ code: 'carrello.destinazioneSconosciuta', … }]
 */
export function codiciParametriSconosciuti(
  p: Omit<ParametriViaggio, 'partecipanti'> | null | undefined,
  ctx: Contesto,
): ErrorMessage[] {
  const out = new Messaggi();
  if (p) parametri(p, ctx, out);
  return out.list();
}

/**
 * The same for a whole item: its parameters, the main package's own destination and departure area,
 * and each supplementary policy's (named by `nomi`, package id → name).
 */
export function codiciItemSconosciuti(
  item: ItemDaPrezzare,
  ctx: Contesto,
  nomi: ReadonlyMap<number, string>,
): ErrorMessage[] {
  const out = new Messaggi();
  parametri(item.parametri, ctx, out);
  if (item.statoID !== null && !destinazioneNota(item.statoID, ctx))
    out.add(errore.destinazione(CODICI_MSG.destinazione));
  if (item.nazionalitaID !== null && !ctx.aree.has(item.nazionalitaID))
    out.add(errore.areaPartenza(CODICI_MSG.areaPartenza));
  for (const c of item.prodottiCollegati) {
    const nome = nomi.get(c.pacchettoID) ?? '';
    const destinazione = testo(c.destinazioneID)?.trim() ?? null;
    if (destinazione && !destinazioneNota(destinazione, ctx))
      out.add(errore.destinazione(CODICI_MSG.destinazioneIntegrativa(nome)));
    const area = testo(c.nazionalitaID)?.trim() ?? null;
    if (area && !ctx.aree.has(area)) out.add(errore.areaPartenza(CODICI_MSG.areaPartenzaIntegrativa(nome)));
  }
  return out.list();
}

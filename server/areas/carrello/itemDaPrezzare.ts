import type {
  ParametriViaggio,
  PartecipanteViaggio,
  ProdottoCollegato,
  TotaliRichiesta,
} from '../../../schemas/types';
import type { ViaggioDaPrezzare } from '../../domain/pricing';
import { badRequest } from '../../errors';
import { CARRELLO_MSG } from './messages';
import { partecipantiDaPrezzare, viaggioDa, type Contesto } from './prezzi';

/**
 * The one pricing input of an item (DESIGN "One pricing input per item"): what the product page's
 * quote (`POST carrello/totali`), the cart (`POST`/`PUT carrello`), the purchase (`POST adesioni`,
 * through `validaItem`) price, and what the change preview of an issued policy (issue 26) and the
 * multi-policy import (issue 29) are to build and hand to `prezzaItem`. Built only by `itemDaPrezzare`,
 * so every caller prices the same travellers the same way.
 */
export interface ItemDaPrezzare {
  pacchettoID: number;
  /** The trip parameters, without the copy of the travellers they may carry (never read). */
  parametri: Omit<ParametriViaggio, 'partecipanti'>;
  /**
   * The item's own travellers: each priced at their age on the trip's start; only one without a birth
   * date takes the form's age band.
   */
  partecipanti: PartecipanteViaggio[];
  /** The main package's destination, departure area and amount: its own when given, else the trip's. */
  statoID: string | null;
  nazionalitaID: string | null;
  importoViaggio: number | null;
  /** The supplementary policies chosen, each with its own destination, departure area and amount. */
  prodottiCollegati: ProdottoCollegato[];
}

/**
 * Whatever holds an item: a cart item (`datiViaggio`, as added, saved or bought), the product page's
 * totals request, or an item made from an issued policy or an imported row.
 */
export type ItemInIngresso = Pick<
  TotaliRichiesta,
  'pacchettoID' | 'parametri' | 'partecipanti' | 'statoID' | 'nazionalitaID' | 'importoViaggio'
> & { prodottiCollegati?: TotaliRichiesta['prodottiCollegati'] };

const codice = (v: unknown): string | null => {
  if (v && typeof v === 'object' && 'value' in v) return codice((v as { value: unknown }).value);
  if (typeof v === 'string' && v.trim() !== '') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return null;
};

const codiceOVuoto = (v: unknown) =>
  v === undefined || v === null || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

/** A linked policy read from JSON text has the shape the schema gives the list form (prodottoCollegato). */
const collegatoValido = (c: unknown): boolean => {
  if (typeof c !== 'object' || c === null || Array.isArray(c)) return false;
  const x = c as Record<string, unknown>;
  const importo = x.importoViaggio;
  return (
    Number.isInteger(x.pacchettoID) &&
    codiceOVuoto(x.destinazioneID) &&
    codiceOVuoto(x.nazionalitaID) &&
    (importo === undefined ||
      importo === null ||
      (typeof importo === 'number' && Number.isFinite(importo) && importo >= 0))
  );
};

function collegatiDa(value: ItemInIngresso['prodottiCollegati']): ProdottoCollegato[] {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw badRequest('carrello.prodottiCollegatiNonValidi', CARRELLO_MSG.prodottiCollegatiNonValidi);
  }
  const ok = Array.isArray(parsed) && parsed.every(collegatoValido);
  if (!ok) throw badRequest('carrello.prodottiCollegatiNonValidi', CARRELLO_MSG.prodottiCollegatiNonValidi);
  return parsed as ProdottoCollegato[];
}

/**
 * The pricing input of an item. The travellers are the item's own (`partecipanti` beside `parametri`):
 * a list inside `parametri` is dropped, so a client cannot price old travellers at young ages by
 * sending them twice. A malformed `prodottiCollegati` text is a 400.
 *
 * @example itemDaPrezzare({ pacchettoID: 4, parametri, partecipanti: [{ Cognome: 'Rossi', Nome: 'Ada', DataNascita: '1953-02-01' }] })
 */
export function itemDaPrezzare(item: ItemInIngresso): ItemDaPrezzare {
  const { partecipanti: _ignorati, ...parametri } = item.parametri ?? {};
  return {
    pacchettoID: item.pacchettoID,
    parametri,
    partecipanti: item.partecipanti ?? [],
    statoID: codice(item.statoID) ?? codice(parametri.destinazioneStato),
    nazionalitaID: codice(item.nazionalitaID) ?? codice(parametri.nazionalita),
    importoViaggio: item.importoViaggio ?? parametri.importoViaggio ?? null,
    prodottiCollegati: collegatiDa(item.prodottiCollegati),
  };
}

/** The trip of an item as the engine reads it: the parameters, and the item's travellers' birth dates. */
export function viaggioDaItem(item: ItemDaPrezzare, ctx: Contesto): ViaggioDaPrezzare {
  return { ...viaggioDa(item.parametri, ctx), partecipanti: partecipantiDaPrezzare(item.partecipanti) };
}

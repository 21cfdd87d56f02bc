import type { DatiAdesione, Volo } from '../../schemas/types';
import { voliDaDatiExtra } from '../flight-dialog/datiExtra';

/**
 * The policy card's answer (GET my{product}/adesioni/{itemGUID}): datiAdesione with its flights decoded
 * and its itemID (the id its change history and permissions are asked by).
 */
export type DettaglioAdesione = DatiAdesione & { datiVolo?: Volo[]; itemID?: number };

/** One further data item as the policy keeps it (spec 2 §3: a list of descrizione and value). */
export interface DatoAggiuntivo {
  descrizione: string;
  value: string;
}

/**
 * The further data of a policy from its base64 JSON (spec 2 §3 "datiAggiuntivi"), read as UTF-8 so
 * accented answers survive; anything unreadable is no data rather than a broken card.
 *
 * @example datiAggiuntiviDi(btoa('[{"descrizione":"PNR","value":"X1"}]')) // [{ descrizione: 'PNR', value: 'X1' }]
 */
export function datiAggiuntiviDi(encoded: string | null | undefined): DatoAggiuntivo[] {
  if (!encoded) return [];
  try {
    const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
    const list: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (!Array.isArray(list)) return [];
    return list.flatMap((d: unknown) => {
      if (!d || typeof d !== 'object') return [];
      const { descrizione, value } = d as Record<string, unknown>;
      if (typeof descrizione !== 'string' || descrizione === '') return [];
      return [{ descrizione, value: value === null || value === undefined ? '' : String(value) }];
    });
  } catch {
    return [];
  }
}

/** The insured flights: decoded by the server when it answers the card, else read from datiExtra. */
export const voliDi = (p: DettaglioAdesione): Volo[] => p.datiVolo ?? voliDaDatiExtra(p.datiExtra);

/** The first participant as the card names it (surname first, as in the purchases list). */
export function primoPartecipante(p: DatiAdesione): string {
  const primo = p.partecipantiElencoLista[0];
  return primo ? `${primo.cognome} ${primo.nome}`.trim() : '';
}

/** True for a group insured through the document of its participants: the one named is its head. */
export const diGruppo = (p: DatiAdesione) =>
  Boolean(p.documentoPartecipanti) || p.partecipantiElencoLista.some((x) => x.capogruppo === true);

/** An API path the server answers (`file/…`), relative to the API base as the data hooks want it. */
export const percorsoApi = (path: string) => path.replace(/^\/+/, '').replace(/^api\//, '');

/** The certificate's API path: the policy's `certificato` relative to the API base, else built from its id. */
export const percorsoCertificato = (p: DatiAdesione) =>
  p.certificato ? percorsoApi(p.certificato) : `file/adesione/${encodeURIComponent(p.itemGUID)}`;

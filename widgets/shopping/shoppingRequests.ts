import type {
  ConfrontoRichiesta,
  ParametriViaggio,
  PartecipanteViaggio,
  TotaliRichiesta,
} from '../../schemas/types';
import type { DatiViaggioInseriti, TripState } from './tripState';

/** The favourites pseudo-category of confrontaProdotti (spec 2 §2 "Categories"). */
export const CATEGORIA_PREFERITI = -1;

const CAMPI_PARAMETRI = [
  'inizioViaggio',
  'fineViaggio',
  'destinazioneGruppoStato',
  'destinazioneStato',
  'nazionalita',
  'eta',
  'etaRange',
  'tipologiaPolizza',
  'numeroPartecipanti',
  'importoViaggio',
  'secondoImporto',
  'numeroAlloggi',
  'codicePromo',
  'categoriaID',
] as const satisfies ReadonlyArray<keyof ParametriViaggio>;

const INTERI = new Set<string>(['tipologiaPolizza', 'numeroPartecipanti', 'numeroAlloggi', 'categoriaID']);
const DATE = new Set<string>(['inizioViaggio', 'fineViaggio']);

const optionValue = (value: NonNullable<ParametriViaggio['destinazioneStato']>) =>
  typeof value === 'object' ? value.value : value;

/**
 * Trip parameters as the calls take them: only the trip fields, no empty values, dates as
 * YYYY-MM-DD (spec 1 §9: the first 10 characters), whole numbers as numbers, codes as strings.
 */
export function parametriPerChiamata(parametri: ParametriViaggio | null | undefined): ParametriViaggio {
  const out: ParametriViaggio = {};
  for (const key of CAMPI_PARAMETRI) {
    const value = parametri?.[key];
    if (value === undefined || value === null || value === '') continue;
    if (DATE.has(key)) Object.assign(out, { [key]: String(value).slice(0, 10) });
    else if (INTERI.has(key)) Object.assign(out, { [key]: Number(value) });
    else if (key === 'destinazioneStato' || key === 'nazionalita')
      Object.assign(out, { [key]: String(optionValue(parametri![key]!)) });
    else Object.assign(out, { [key]: value });
  }
  return out;
}

/**
 * The confrontaProdotti request for what the agent chose (spec 2 §4): the favourites, the searched
 * packages, or a category (or, from the quote page, the trip's own category or every package),
 * priced for the trip parameters.
 */
export function confrontoPer(
  state: Pick<TripState, 'parameters' | 'categoryId' | 'showFavourites' | 'searchedProducts'>,
): ConfrontoRichiesta {
  const parametri = parametriPerChiamata(state.parameters);
  if (state.showFavourites) return { listIDs: [], categoriaID: CATEGORIA_PREFERITI, parametri };
  if (state.searchedProducts.length > 0)
    return { listIDs: state.searchedProducts, categoriaID: null, parametri };
  return { listIDs: [], categoriaID: state.categoryId ?? state.parameters?.categoriaID ?? null, parametri };
}

/** A whole birth date as the participants' table or file holds it: YYYY-MM-DD, or DD/MM/YYYY typed. */
const DATA_COMPLETA = /^(?:\d{4}-\d{2}-\d{2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{4})$/;

/**
 * The travellers as the totals price them (issue 23): each at their own age, the age band only for
 * one without a birth date; so the quote is what the cart and the purchase will charge. Only whole
 * birth dates go out and nothing else of a traveller, so typing a name or half a date asks the
 * server nothing new; without any birth date the request is the band's, as before.
 */
export function nascitePerTotali(
  partecipanti: readonly PartecipanteViaggio[] | null | undefined,
): PartecipanteViaggio[] | undefined {
  const date = (partecipanti ?? []).map((p) => {
    const s = String(p.DataNascita ?? p.dataNascita ?? '').trim();
    const d = /^\d{4}-\d{2}-\d{2}T/.test(s) ? s.slice(0, 10) : s;
    return DATA_COMPLETA.test(d) ? d : null;
  });
  return date.some((d) => d !== null) ? date.map((DataNascita) => ({ DataNascita })) : undefined;
}

/**
 * POST carrello/totali (spec 2 §7): the trip data with pacchettoID, nazionalitaID, statoID and
 * importoViaggio at the top (the boat amount stays inside parametri), and the travellers' birth dates.
 */
export function totaliPer(dati: DatiViaggioInseriti): TotaliRichiesta {
  const parametri = parametriPerChiamata(dati.parametri);
  const partecipanti = nascitePerTotali(dati.partecipanti);
  return {
    parametri,
    pacchettoID: dati.pacchettoID,
    nazionalitaID: typeof parametri.nazionalita === 'string' ? parametri.nazionalita : null,
    statoID: typeof parametri.destinazioneStato === 'string' ? parametri.destinazioneStato : null,
    importoViaggio: parametri.importoViaggio ?? null,
    prodottiCollegati: dati.prodottiCollegati ?? [],
    ...(partecipanti ? { partecipanti } : {}),
  };
}

/** The terms page of a product (spec 2 §2 route `terminiecondizioni`), for the link's address. */
export const terminiHref = (pacchettoID: number, prodottoID: number) =>
  `/terminiecondizioni?pacchettoId=${pacchettoID}&prodottoId=${prodottoID}`;

/** An image through the server's image call, with a fallback image name (spec 1 §7). */
export const imageSrc = (name: string | null | undefined, fallback?: string) =>
  name
    ? `/api/file/image/${encodeURIComponent(name)}${fallback ? `?fallback=${encodeURIComponent(fallback)}` : ''}`
    : null;

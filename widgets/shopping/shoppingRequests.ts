import type { ConfrontoRichiesta, ParametriViaggio, TotaliRichiesta } from '../../schemas/types';
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

/**
 * POST carrello/totali (spec 2 §7): the trip data with pacchettoID, nazionalitaID, statoID and
 * importoViaggio at the top (the boat amount stays inside parametri).
 */
export function totaliPer(dati: DatiViaggioInseriti): TotaliRichiesta {
  const parametri = parametriPerChiamata(dati.parametri);
  return {
    parametri,
    pacchettoID: dati.pacchettoID,
    nazionalitaID: typeof parametri.nazionalita === 'string' ? parametri.nazionalita : null,
    statoID: typeof parametri.destinazioneStato === 'string' ? parametri.destinazioneStato : null,
    importoViaggio: parametri.importoViaggio ?? null,
    prodottiCollegati: dati.prodottiCollegati ?? [],
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

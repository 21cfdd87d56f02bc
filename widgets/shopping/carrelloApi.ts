import type { KyInstance } from 'ky';
import type {
  Categoria,
  DatiViaggio,
  ErroreTotale,
  ParametriViaggio,
  ProdottoDettaglio,
  ProdottoLista,
  Totali,
} from './types';

/** A list body: `{ items }` (lists) or `{ data: [...] }` / `{ data: { items } }` (data bodies). */
function itemsOf<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  if (body && typeof body === 'object') {
    const record = body as { items?: unknown; data?: unknown };
    if (Array.isArray(record.items)) return record.items as T[];
    if (record.data !== undefined) return itemsOf<T>(record.data);
  }
  return [];
}

function dataOf<T>(body: unknown): T {
  return (body && typeof body === 'object' && 'data' in body ? (body as { data: T }).data : body) as T;
}

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
] as const;
const INTERI = ['tipologiaPolizza', 'numeroPartecipanti', 'numeroAlloggi', 'categoriaID'];
const DATE = ['inizioViaggio', 'fineViaggio'];

/**
 * Trip parameters as the calls take them (schemas/entities/parametriViaggio): only its fields, no
 * display texts or empty values, dates as YYYY-MM-DD, whole numbers as numbers.
 */
export function parametriPerChiamata(parametri: ParametriViaggio | null | undefined): ParametriViaggio {
  const out: Record<string, unknown> = {};
  for (const key of CAMPI_PARAMETRI) {
    const value = parametri?.[key];
    if (value === undefined || value === null || value === '') continue;
    if (DATE.includes(key)) out[key] = String(value).slice(0, 10);
    else if (INTERI.includes(key)) out[key] = Number(value);
    else if (key === 'destinazioneStato' || key === 'nazionalita') out[key] = String(value);
    else out[key] = value;
  }
  return out as ParametriViaggio;
}

export async function loadCategorie(client: KyInstance): Promise<Categoria[]> {
  return itemsOf<Categoria>(await client.get('carrello/pacchettiCategorie').json());
}

/**
 * POST carrello/confrontaProdotti (spec 2 §7): the products of `listIDs`, or with an empty list the
 * whole category, each priced for the trip parameters given.
 */
export async function confrontaProdotti(
  client: KyInstance,
  request: { listIDs: number[]; categoriaID: number | null; parametri?: ParametriViaggio | null },
): Promise<ProdottoLista[]> {
  const json = {
    listIDs: request.listIDs,
    categoriaID: request.categoriaID,
    parametri: parametriPerChiamata(request.parametri),
  };
  return itemsOf<ProdottoLista>(await client.post('carrello/confrontaProdotti', { json }).json());
}

/** The pseudo-category of the favourites in confrontaProdotti. */
export const CATEGORIA_PREFERITI = -1;

/** The signed-in user's favourite products (the "Prodotti Preferiti" pseudo-category). */
export async function loadPreferiti(
  client: KyInstance,
  parametri: ParametriViaggio | null | undefined,
): Promise<ProdottoLista[]> {
  return confrontaProdotti(client, { listIDs: [], categoriaID: CATEGORIA_PREFERITI, parametri });
}

/** POST carrello/preferiti: toggles a favourite; true only when the server says status ok. */
export async function togglePreferito(client: KyInstance, pacchettoID: number): Promise<boolean> {
  try {
    const body = await client
      .post('carrello/preferiti', { json: { itemIDPacchetto: pacchettoID, userID: '', itemID: '' } })
      .json<{ status?: string }>();
    return body.status === 'ok';
  } catch {
    return false;
  }
}

export async function loadDescrizione(client: KyInstance, pacchettoID: number): Promise<string> {
  const body = await client.get(`carrello/descrizione/${pacchettoID}`).text();
  try {
    const parsed = JSON.parse(body) as unknown;
    const data = dataOf<unknown>(parsed);
    if (typeof data === 'string') return data;
    if (data && typeof data === 'object' && 'descrizioneSintetica' in data)
      return String((data as { descrizioneSintetica: unknown }).descrizioneSintetica ?? '');
    return '';
  } catch {
    return body;
  }
}

export async function loadDettaglio(client: KyInstance, pacchettoID: number): Promise<ProdottoDettaglio> {
  return dataOf<ProdottoDettaglio>(await client.get(`carrello/${pacchettoID}`).json());
}

export type EsitoTotali = { totali: Totali } | { errori: ErroreTotale[] } | { vuoto: true };

/**
 * POST carrello/totali (spec 2 §7): the trip data with pacchettoID, nazionalitaID, statoID and
 * importoViaggio at the top (the boat amount stays inside parametri).
 */
export async function calcolaTotali(client: KyInstance, dati: DatiViaggio): Promise<EsitoTotali> {
  const parametri = parametriPerChiamata(dati.parametri);
  const json = {
    parametri,
    pacchettoID: dati.pacchettoID,
    nazionalitaID: parametri.nazionalita ?? null,
    statoID: parametri.destinazioneStato ?? null,
    importoViaggio: parametri.importoViaggio ?? null,
    prodottiCollegati: dati.prodottiCollegati ?? [],
  };
  const body = await client
    .post('carrello/totali', { json })
    .json<{ data?: (Partial<Totali> & { erroriTotaleCarrello?: ErroreTotale[] | null }) | null }>();
  const data = body.data;
  if (data?.erroriTotaleCarrello && data.erroriTotaleCarrello.length > 0)
    return { errori: data.erroriTotaleCarrello };
  if (!data || typeof data.totaleViaggio !== 'number') return { vuoto: true };
  return { totali: data as Totali };
}

/** The terms page of a product (spec 2 §2 route `terminiecondizioni`), for the link's address. */
export const terminiHref = (pacchettoID: number, prodottoID: number) =>
  `/terminiecondizioni?pacchettoId=${pacchettoID}&prodottoId=${prodottoID}`;

/**
 * Opens the product's terms PDF in a new tab (spec 2 §7 `terminiecondizioni`). The call needs the
 * bearer token, which a plain link cannot send, so the PDF is fetched and shown as a blob; the tab
 * is opened during the click so that pop-up blockers let it through.
 */
export async function openTermini(
  client: KyInstance,
  pacchettoID: number,
  prodottoID: number,
): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await client
      .get('carrello/terminiecondizioni', {
        searchParams: { pacchettoId: pacchettoID, prodottoId: prodottoID },
      })
      .blob();
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch {
    tab?.close();
  }
}

/** An image through the server's image call, with a fallback image name (spec 1 §7). */
export const imageSrc = (name: string | null | undefined, fallback?: string) =>
  name
    ? `/api/file/image/${encodeURIComponent(name)}${fallback ? `?fallback=${encodeURIComponent(fallback)}` : ''}`
    : null;

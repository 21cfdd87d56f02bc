import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type {
  Categoria,
  DropdownItem,
  ProdottoDettaglio,
  ProdottoLista,
  TotaliRichiesta,
  TotaliRisposta,
} from '../../schemas/types';
import {
  useDataSource,
  useFetchSource,
  usePrefetchSource,
  useSourceMutation,
  useSourcePath,
} from '../../engine/react/data';
import { readData, readItems } from './readBody';
import { confrontoPer, totaliPer } from './shoppingRequests';
import { useTripState, type DatiViaggioInseriti, type TripState } from './tripState';
import { useDebounced } from './useDebounced';

/** The products answer changes only when the agent's choices do; pages revisited read the cache. */
const CATALOGUE_STALE_MS = 60_000;

/** GET carrello/pacchettiCategorie: the category cards. */
export function useCategorie(): UseQueryResult<Categoria[]> {
  return useDataSource<Categoria[]>({ path: 'carrello/pacchettiCategorie' }, undefined, {
    select: readItems<Categoria>,
    staleTime: CATALOGUE_STALE_MS,
  });
}

/**
 * POST carrello/confrontaProdotti for what the agent chose (favourites, search, category) priced for
 * the trip parameters: a query keyed by that request, so new parameters price the list again.
 */
export function useProdottiLista(): UseQueryResult<ProdottoLista[]> {
  const parameters = useTripState((s) => s.parameters);
  const categoryId = useTripState((s) => s.categoryId);
  const showFavourites = useTripState((s) => s.showFavourites);
  const searchedProducts = useTripState((s) => s.searchedProducts);
  // A search that matched nothing has nothing to price (an empty listIDs would ask for every package).
  const nothingSearched = useTripState((s) => s.searchedText !== null && s.searchedProducts.length === 0);
  const body = useMemo(
    () => confrontoPer({ parameters, categoryId, showFavourites, searchedProducts }),
    [parameters, categoryId, showFavourites, searchedProducts],
  );
  return useDataSource<ProdottoLista[]>({ path: 'carrello/confrontaProdotti' }, undefined, {
    body,
    enabled: !nothingSearched,
    select: readItems<ProdottoLista>,
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** The trip lists the list page's trip form reads (useDropdownOptions: once a session). */
const LISTE_LISTA = ['dropdown/destinazioni', 'dropdown/eta', 'dropdown/nazionalita'] as const;

/**
 * The list page's reads for a choice about to be shown (issue 30: asked for at the click, beside the
 * page's code, not after it): the priced products, keyed as useProdottiLista keys them, and the trip
 * form's lists.
 */
export function usePrefetchLista(): (
  choice: Pick<TripState, 'parameters' | 'categoryId' | 'showFavourites' | 'searchedProducts'>,
) => void {
  const prefetch = usePrefetchSource();
  return useCallback(
    (choice) => {
      prefetch(
        'carrello/confrontaProdotti',
        {},
        { body: confrontoPer(choice), staleTime: CATALOGUE_STALE_MS },
      );
      for (const path of LISTE_LISTA) prefetch(path, {}, { staleTime: Infinity });
    },
    [prefetch],
  );
}

/** As the supplementary policies (useComplementari) and the declarations (Declarations) keep them. */
const COMPLEMENTARI_STALE_MS = 60_000;
const QUESTIONARIO_STALE_MS = 60 * 60_000;

/**
 * The product page's reads (issue 30): the product's detail, its supplementary policies and the
 * declarations' questionnaire, all at once when a product is chosen or pointed at. Rendered, the
 * page asked for the detail once its code had come, and for the others once the detail had.
 */
export function usePrefetchProdotto(): (pacchettoID: number) => void {
  const prefetch = usePrefetchSource();
  return useCallback(
    (pacchettoID: number) => {
      prefetch(`carrello/${pacchettoID}`, {}, { staleTime: CATALOGUE_STALE_MS });
      prefetch(`carrello/prodotti/complementari/${pacchettoID}`, {}, { staleTime: COMPLEMENTARI_STALE_MS });
      prefetch('carrello/questionarioAdeguatezza', {}, { staleTime: QUESTIONARIO_STALE_MS });
    },
    [prefetch],
  );
}

/** GET carrello/{pacchettoID}: the product page's detail; nothing without a package. */
export function useProdottoDettaglio(pacchettoID: number | null | undefined) {
  return useDataSource<ProdottoDettaglio>(
    pacchettoID === null || pacchettoID === undefined ? null : { path: `carrello/${pacchettoID}` },
    undefined,
    { select: readData<ProdottoDettaglio>, staleTime: CATALOGUE_STALE_MS },
  );
}

/** GET carrello/descrizione/{pacchettoID}: the short commerce description (HTML, sanitised by the caller). */
export function useDescrizione(pacchettoID: number | null): UseQueryResult<string> {
  return useDataSource<string>(
    pacchettoID === null ? null : { path: `carrello/descrizione/${pacchettoID}` },
    undefined,
    { select: (body) => String(readData<unknown>(body) ?? ''), staleTime: CATALOGUE_STALE_MS },
  );
}

/** Changes typed in a burst are priced once. */
const TOTALI_DEBOUNCE_MS = 300;

/**
 * POST carrello/totali for the trip data (spec 2 §2 "Quote summary panel"), keyed by the priced
 * request so every change of the priced data prices again; `dati` null (incomplete data) asks nothing.
 */
export function useTotali(dati: DatiViaggioInseriti | null): UseQueryResult<TotaliRisposta['data']> {
  const request = useMemo(() => (dati ? JSON.stringify(totaliPer(dati)) : null), [dati]);
  // While a burst of changes settles, the last priced request (and its answer) stays on screen.
  const settled = useDebounced(request, TOTALI_DEBOUNCE_MS);
  const body = useMemo(() => (settled ? (JSON.parse(settled) as TotaliRichiesta) : null), [settled]);
  return useDataSource<TotaliRisposta['data']>({ path: 'carrello/totali' }, undefined, {
    body: body ?? undefined,
    enabled: body !== null,
    select: (raw) => readData<TotaliRisposta['data']>(raw),
  });
}

/** Suggestions of the header search are asked for once typing pauses. */
const SEARCH_DEBOUNCE_MS = 250;

/** GET carrello/prodotti?testo= (background): the packages whose name matches, from 2 characters. */
export function useSuggerimenti(text: string): DropdownItem[] {
  const testo = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useDataSource<DropdownItem[]>(
    { path: 'carrello/prodotti' },
    { testo },
    {
      background: true,
      enabled: testo.length >= 2 && testo === text.trim(),
      select: readItems<DropdownItem>,
    },
  );
  return testo.length >= 2 && testo === text.trim() ? (query.data ?? []) : [];
}

/**
 * The packages matching a text, as a search submitted before its suggestions arrived asks for them:
 * the same call and cache entry as useSuggerimenti, fetched now instead of after the typing pause.
 */
export function useTrovaProdotti(): (text: string) => Promise<DropdownItem[]> {
  const fetchNow = useFetchSource();
  const path = useSourcePath('carrello/prodotti') ?? 'carrello/prodotti';
  return useCallback(
    async (text: string) => readItems<DropdownItem>(await fetchNow(path, { testo: text.trim() })),
    [fetchNow, path],
  );
}

/**
 * POST carrello/preferiti: toggles a favourite; the product lists (and so the star, and the
 * favourites view) are fetched again, so the star changes only as the server says.
 */
export function usePreferitoToggle() {
  return useSourceMutation<{ pacchettoID: number }, { status?: string }>({
    method: 'post',
    path: 'carrello/preferiti',
    body: ({ pacchettoID }) => ({ itemIDPacchetto: pacchettoID, userID: '', itemID: '' }),
    invalidates: ['carrello/confrontaProdotti'],
  });
}

import { useNavigate } from 'react-router-dom';
import type { Categoria, ParametriViaggio, ProdottoLista } from '../../schemas/types';
import { useEngine } from '../../engine/react/runtime/EngineContext';
import type { FocusRequest } from '../../engine/react/layout/RouteFocus';
import { usePrefetchLista, usePrefetchProdotto } from './shoppingQueries';
import { CATEGORIA_PREFERITI } from './shoppingRequests';
import { useTripStore, type TripState } from './tripState';
import { useScreenPath } from './useScreenPath';
import type { Translate } from '../../engine/core/messages';

/** The favourites pseudo-category card (spec 2 §2 "Categories"). */
export function categoriaPreferiti(t: Translate): Categoria {
  return {
    itemID: CATEGORIA_PREFERITI,
    categoria: t('categorie.preferiti'),
    descrizione: t('categorie.preferitiDescrizione'),
    image: null,
    classeFronte: 'bg-warning-subtle',
    classeRetro: 'bg-warning text-dark',
    ordine: Number.MAX_SAFE_INTEGER,
    numeroProdotti: 0,
  };
}

/** A new choice of what to list clears the comparison and the trip data of a previous product. */
const freshList: Pick<TripState, 'selectedItems' | 'tripData'> = { selectedItems: [], tripData: null };

/**
 * The favourites view as the menu and the categories page switch it on (spec 2 §2): the list page
 * then asks for the pseudo-category.
 */
export const FAVOURITES_VIEW: Partial<TripState> = {
  ...freshList,
  categoryId: null,
  showFavourites: true,
  searchedProducts: [],
  searchedText: null,
};

/**
 * The shopping flow's transitions (spec 2 §4): each records the agent's choice in the trip state and
 * goes to the page that shows it; that page's queries fetch what the choice asks for.
 */
export function useShoppingActions() {
  const { bus } = useEngine();
  const store = useTripStore();
  const navigate = useNavigate();
  const pathOf = useScreenPath();
  const prefetchLista = usePrefetchLista();
  const prefetchProdotto = usePrefetchProdotto();
  const set = (patch: Partial<TripState>) => store.getState().set(patch);
  /** The list page's reads for the choice just recorded, asked for before the page renders. */
  const listNext = () => prefetchLista(store.getState());

  /** Spec 2 §4 "Choosing a category". */
  async function chooseCategory(categoria: Categoria): Promise<void> {
    if (categoria.itemID === CATEGORIA_PREFERITI) return showFavourites();
    set({
      ...freshList,
      categoryId: categoria.itemID,
      showFavourites: false,
      searchedProducts: [],
      searchedText: null,
    });
    listNext();
    await navigate(pathOf('listaProdotti'));
  }

  async function showFavourites(): Promise<void> {
    set(FAVOURITES_VIEW);
    listNext();
    bus.emit('favourites:toggle', { show: true });
    await navigate(pathOf('listaProdotti'));
  }

  /**
   * The header search: the chosen products, priced for the current trip; `text` is what was
   * searched, so that a search matching nothing replaces the previous results with that news.
   */
  async function search(ids: number[], text: string): Promise<void> {
    set({ ...freshList, categoryId: null, showFavourites: false, searchedProducts: ids, searchedText: text });
    if (ids.length > 0) listNext();
    bus.emit('product:searched', { productIds: ids });
    await navigate(pathOf('listaProdotti'));
  }

  /** The menus' Preventivatore (spec 1 §2): the quote page, the trip data of an earlier quote reset. */
  async function openQuoteTool(): Promise<void> {
    set({ tripData: null, parameters: null });
    await navigate(pathOf('preventivatore'));
  }

  /** Spec 2 §4 "Choosing a product": the trip data start from the current parameters. */
  async function chooseProduct(product: ProdottoLista): Promise<void> {
    const parametri = store.getState().parameters ?? {};
    set({
      tripData: { pacchettoID: product.pacchettoID, parametri: { ...parametri }, prodottiCollegati: [] },
    });
    prefetchProdotto(product.pacchettoID);
    // The first participant's surname takes the focus: it is what the agent types next (issue 24).
    const focus: FocusRequest = { focus: '[data-campo="Cognome"]' };
    await navigate(pathOf('infoProdotto'), { state: focus });
  }

  /** New trip parameters on the list page: the list is priced again for them. */
  function reprice(next: ParametriViaggio): void {
    set({ parameters: next });
  }

  /** The quote page's "Trova Polizze": every product priced for the trip, on the list page. */
  async function findPolicies(next: ParametriViaggio): Promise<void> {
    set({
      ...freshList,
      parameters: next,
      categoryId: null,
      showFavourites: false,
      searchedProducts: [],
      searchedText: null,
    });
    listNext();
    await navigate(pathOf('listaProdotti'));
  }

  return { chooseCategory, chooseProduct, showFavourites, openQuoteTool, search, reprice, findPolicies };
}

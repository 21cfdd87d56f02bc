import { useNavigate } from 'react-router-dom';
import { useEngine } from '../../engine/react/runtime/EngineContext';
import type { Entity } from '../../engine/react/runtime/clientStore';
import { confrontaProdotti, loadDettaglio, loadPreferiti } from './carrelloApi';
import type { Categoria, ParametriViaggio, ProdottoLista } from './types';
import { useClientStore, useScreenPath } from './useShoppingStore';

/** The favourites pseudo-category (spec 2 §2 "Categories"). */
export const PREFERITI_ID = -1;

export function categoriaPreferiti(t: (key: string, fallback?: string) => string): Categoria {
  return {
    itemID: PREFERITI_ID,
    categoria: t('categorie.preferiti', 'Prodotti Preferiti'),
    descrizione: t('categorie.preferitiDescrizione', 'preferiti'),
    image: null,
    classeFronte: 'bg-warning-subtle',
    classeRetro: 'bg-warning text-dark',
  };
}

const asEntities = <T extends object>(items: T[]) => items as unknown as Entity[];

/**
 * The shopping flow's transitions (spec 2 §4): choosing a category, a product, the favourites or a
 * search, each storing what the next page reads and going there.
 */
export function useShoppingActions() {
  const { clients, bus } = useEngine();
  const store = useClientStore();
  const navigate = useNavigate();
  const pathOf = useScreenPath();
  const parametri = () => store.getState().parameters as ParametriViaggio | null;

  /** Spec 2 §4 "Choosing a category". */
  async function chooseCategory(categoria: Categoria): Promise<void> {
    if (categoria.itemID === PREFERITI_ID) return showFavourites(categoria);
    const products = await confrontaProdotti(clients.main, {
      listIDs: [],
      categoriaID: categoria.itemID,
      parametri: parametri(),
    });
    store.getState().set({
      productList: asEntities(products),
      category: categoria as unknown as Entity,
      showFavourites: false,
      selectedItems: [],
      searchedProducts: [],
      tripData: null,
    });
    await navigate(pathOf('listaProdotti'));
  }

  async function showFavourites(categoria: Categoria): Promise<void> {
    const products = await loadPreferiti(clients.main, parametri());
    store.getState().set({
      productList: asEntities(products),
      category: categoria as unknown as Entity,
      showFavourites: true,
      selectedItems: [],
      searchedProducts: [],
      tripData: null,
    });
    bus.emit('favourites:toggle', { show: true });
    await navigate(pathOf('listaProdotti'));
  }

  /** The header search: the chosen products, priced for the current trip. */
  async function search(ids: number[]): Promise<void> {
    const products = await confrontaProdotti(clients.main, {
      listIDs: ids,
      categoriaID: null,
      parametri: parametri(),
    });
    store.getState().set({
      productList: asEntities(products),
      category: null,
      showFavourites: false,
      selectedItems: [],
      searchedProducts: ids,
      tripData: null,
    });
    bus.emit('product:searched', { productIds: ids });
    await navigate(pathOf('listaProdotti'));
  }

  /** Spec 2 §4 "Choosing a product". */
  async function chooseProduct(product: ProdottoLista): Promise<void> {
    const dettaglio = await loadDettaglio(clients.main, product.pacchettoID);
    const current = parametri() ?? {};
    store.getState().set({
      selectedProduct: {
        ...dettaglio,
        pacchettoID: product.pacchettoID,
        prodottoID: product.prodottoID,
      } as unknown as Entity,
      parameters: { ...current } as Entity,
      tripData: {
        pacchettoID: product.pacchettoID,
        parametri: { ...current },
        prodottiCollegati: [],
      } as unknown as Entity,
    });
    await navigate(pathOf('infoProdotto'));
  }

  /** Re-prices the products on the list for new trip parameters (the list page's form). */
  async function reprice(next: ParametriViaggio): Promise<void> {
    const state = store.getState();
    const categoria = state.category as unknown as Categoria | null;
    let products: ProdottoLista[];
    if (state.showFavourites) products = await loadPreferiti(clients.main, next);
    else if (state.searchedProducts.length > 0)
      products = await confrontaProdotti(clients.main, {
        listIDs: state.searchedProducts,
        categoriaID: null,
        parametri: next,
      });
    else
      products = await confrontaProdotti(clients.main, {
        listIDs: [],
        categoriaID: categoria && categoria.itemID !== PREFERITI_ID ? categoria.itemID : null,
        parametri: next,
      });
    store.getState().set({ parameters: next as Entity, productList: asEntities(products) });
  }

  /** The quote page's "Trova Polizze": every product priced for the trip, on the list page. */
  async function findPolicies(next: ParametriViaggio): Promise<void> {
    const products = await confrontaProdotti(clients.main, {
      listIDs: [],
      categoriaID: next.categoriaID ?? null,
      parametri: next,
    });
    store.getState().set({
      parameters: next as Entity,
      productList: asEntities(products),
      category: null,
      showFavourites: false,
      selectedItems: [],
      searchedProducts: [],
      tripData: null,
    });
    await navigate(pathOf('listaProdotti'));
  }

  return { chooseCategory, chooseProduct, showFavourites, search, reprice, findPolicies };
}

import { useEffect, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useApi, useT } from '../../engine/react/runtime/EngineContext';
import type { Entity } from '../../engine/react/runtime/clientStore';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { loadPreferiti, togglePreferito } from '../shopping/carrelloApi';
import type { Categoria, ParametriViaggio, ProdottoLista } from '../shopping/types';
import { categoriaPreferiti, PREFERITI_ID, useShoppingActions } from '../shopping/useShoppingActions';
import { useClientState, useClientStore } from '../shopping/useShoppingStore';
import { InfoDialog } from './parts/InfoDialog';
import { ProductCard } from './parts/ProductCard';

export type ProductListProps = Record<string, never>;

/**
 * The product list page (spec 2 §2): the category's (or the search's, or the favourites') products
 * as cards, below the children the screen puts above them (trip form, comparison). "Seleziona"
 * follows spec 2 §4 "Choosing a product"; the star changes only when the server says ok, and in
 * the favourites view an un-favourited product leaves the list.
 */
export function ProductList({ children }: { children?: ReactNode }) {
  const t = useT();
  const { main } = useApi();
  const store = useClientStore();
  const actions = useShoppingActions();
  const products = useClientState((s) => s.productList) as unknown as ProdottoLista[];
  const category = useClientState((s) => s.category) as unknown as Categoria | null;
  const favourites = useClientState((s) => s.showFavourites);
  const searched = useClientState((s) => s.searchedProducts);
  const parameters = useClientState((s) => s.parameters) as ParametriViaggio | null;
  const [info, setInfo] = useState<ProdottoLista | null>(null);

  // The favourites shortcut (menu, mobile sub-menu) only switches the view on: load them here.
  const loadFavourites = favourites && category?.itemID !== PREFERITI_ID;
  useEffect(() => {
    if (!loadFavourites) return;
    let live = true;
    loadPreferiti(main, store.getState().parameters as ParametriViaggio | null).then(
      (list) =>
        live &&
        store.getState().set({
          productList: list as unknown as Entity[],
          category: categoriaPreferiti(t) as unknown as Entity,
          selectedItems: [],
          searchedProducts: [],
        }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loadFavourites, main, store, t]);

  const title = favourites
    ? t('categorie.preferiti', 'Prodotti Preferiti')
    : (category?.categoria ??
      (searched.length > 0
        ? t('prodotto.risultatiRicerca', 'Risultati della ricerca')
        : t('prodotto.polizze', 'Polizze')));

  async function toggleFavourite(product: ProdottoLista) {
    if (!(await togglePreferito(main, product.pacchettoID))) return;
    const list = store.getState().productList as unknown as ProdottoLista[];
    const next = list
      .map((p) => (p.pacchettoID === product.pacchettoID ? { ...p, preferito: !p.preferito } : p))
      .filter(
        (p) => !(store.getState().showFavourites && p.pacchettoID === product.pacchettoID && !p.preferito),
      );
    store.getState().set({ productList: next as unknown as Entity[] });
  }

  return (
    <section aria-labelledby="lista-prodotti-titolo">
      {children}
      <h1 id="lista-prodotti-titolo" className="h4 my-3">
        {title}
      </h1>
      {products.length === 0 ? (
        <Alert variant="info">{t('prodotto.nessunProdotto', 'Nessun prodotto disponibile')}</Alert>
      ) : (
        <Row xs={1} md={2} xl={3} className="g-3">
          {products.map((product) => (
            <Col key={product.pacchettoID}>
              <ProductCard
                product={product}
                priced={parameters !== null}
                onSelect={(p) => void actions.chooseProduct(p).catch(() => undefined)}
                onInfo={setInfo}
                onToggleFavourite={(p) => void toggleFavourite(p)}
              />
            </Col>
          ))}
        </Row>
      )}
      <InfoDialog
        pacchettoID={info?.pacchettoID ?? null}
        title={info?.pacchetto ?? ''}
        onHide={() => setInfo(null)}
      />
    </section>
  );
}

export default function ProductListWidget({ children }: WidgetComponentProps<ProductListProps>) {
  return <ProductList>{children}</ProductList>;
}

import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import type { ProdottoLista } from '../../schemas/types';
import { usePreloadWhenIdle } from '../../engine/react/router/PreloadOnIntent';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import {
  useCategorie,
  usePrefetchProdotto,
  usePreferitoToggle,
  useProdottiLista,
} from '../shopping/shoppingQueries';
import { useTripState } from '../shopping/tripState';
import { useShoppingActions } from '../shopping/useShoppingActions';
import { InfoDialog } from './parts/InfoDialog';
import { ProductCard } from './parts/ProductCard';

export type ProductListProps = Record<string, never>;

/**
 * The product list page (spec 2 §2): the category's (or the search's, or the favourites') products
 * priced for the trip, as cards, below the children the screen puts above them (trip form,
 * comparison). "Seleziona" follows spec 2 §4 "Choosing a product". A favourite toggled makes the
 * list fetched again, so the star follows the server, and in the favourites view an un-favourited
 * product leaves the list.
 */
export function ProductList({ children }: { children?: ReactNode }) {
  const t = useT();
  const actions = useShoppingActions();
  const prefetchProdotto = usePrefetchProdotto();
  const list = useProdottiLista();
  // The sale's next page: its code loads once this list is shown and the browser idles (issue 30).
  usePreloadWhenIdle('infoProdotto', list.isSuccess);
  const categorie = useCategorie();
  const categoryId = useTripState((s) => s.categoryId);
  const favourites = useTripState((s) => s.showFavourites);
  const searched = useTripState((s) => s.searchedProducts);
  const searchedText = useTripState((s) => s.searchedText);
  const searching = searchedText !== null || searched.length > 0;
  const priced = useTripState((s) => s.parameters !== null);
  const toggle = usePreferitoToggle();
  const [info, setInfo] = useState<ProdottoLista | null>(null);

  const category = categorie.data?.find((c) => c.itemID === categoryId);
  const title = favourites
    ? t('categorie.preferiti')
    : (category?.categoria ?? (searching ? t('prodotto.risultatiRicerca') : t('prodotto.polizze')));
  // A search that matched nothing asks the server nothing: its answer is already known.
  const nothingFound = searching && searched.length === 0;
  const products = nothingFound ? [] : (list.data ?? []);
  const empty = searching
    ? t('prodotto.nessunRisultatoPer').replace('{testo}', searchedText ?? '')
    : t('prodotto.nessunProdotto');

  return (
    <section aria-labelledby="lista-prodotti-titolo">
      {children}
      <h1 id="lista-prodotti-titolo" className="h4 my-3">
        {title}
      </h1>
      {list.isPending && !nothingFound ? (
        <Spinner size="sm" aria-label={t('generico.caricamento')} />
      ) : products.length === 0 ? (
        <Alert variant="info">{empty}</Alert>
      ) : (
        <Row xs={1} md={2} xl={3} className="g-3">
          {products.map((product) => (
            <Col key={product.pacchettoID}>
              <ProductCard
                product={product}
                priced={priced}
                onSelect={(p) => void actions.chooseProduct(p)}
                onSelectIntent={(p) => prefetchProdotto(p.pacchettoID)}
                onInfo={setInfo}
                onToggleFavourite={(p) => toggle.mutate({ pacchettoID: p.pacchettoID })}
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

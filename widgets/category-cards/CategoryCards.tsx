import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { usePreloadWhenIdle } from '../../engine/react/router/PreloadOnIntent';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { useCategorie } from '../shopping/shoppingQueries';
import { categoriaPreferiti, useShoppingActions } from '../shopping/useShoppingActions';
import { CategoryCard } from './CategoryCard';

export interface CategoryCardsProps {
  /** Adds the favourites pseudo-category "Prodotti Preferiti" after the categories (default true). */
  preferiti?: boolean;
}

/**
 * The home of the shopping area (spec 2 §2 "Categories"): one flip card per category, and the
 * favourites. Opening a card follows spec 2 §4 "Choosing a category".
 */
export function CategoryCards({ preferiti = true }: CategoryCardsProps) {
  const t = useT();
  const actions = useShoppingActions();
  const query = useCategorie();
  const categorie = query.data ?? null;
  const failed = query.isError;
  // The sale's next page: its code loads once the cards are shown and the browser idles (issue 30).
  usePreloadWhenIdle('listaProdotti', query.isSuccess);

  const cards = [...(categorie ?? []), ...(preferiti && categorie ? [categoriaPreferiti(t)] : [])];
  return (
    <section aria-labelledby="categorie-titolo">
      <h1 id="categorie-titolo" className="h3 mb-3">
        {t('categorie.titolo')}
      </h1>
      {failed ? <Alert variant="warning">{t('msg.erroreCaricamento')}</Alert> : null}
      <Row xs={2} lg={3} xl={4} className="g-2 g-sm-3">
        {cards.map((categoria) => (
          <Col key={categoria.itemID}>
            <CategoryCard categoria={categoria} onOpen={(c) => void actions.chooseCategory(c)} />
          </Col>
        ))}
      </Row>
    </section>
  );
}

export default function CategoryCardsWidget({ props }: WidgetComponentProps<CategoryCardsProps>) {
  return <CategoryCards {...props} />;
}

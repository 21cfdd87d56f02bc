import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import {
  categorie,
  dettaglio,
  parametriViaggio,
  prodotti,
  prodottiSenzaPrezzo,
} from '../shopping/stories/fixtures';
import { withShoppingStoryEngine } from '../shopping/stories/ShoppingStoryEngine';
import { ProductCard } from './parts/ProductCard';
import { ProductList } from './ProductList';

const api = {
  'POST carrello/preferiti': { status: 'ok' },
  'GET carrello/descrizione/11': {
    data: '<p>Spese mediche fino a <strong>30.000 €</strong>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  },
  'GET carrello/12': { data: dettaglio },
  'GET carrello/terminiecondizioni': () =>
    new Response(new Blob(['%PDF-1.4 condizioni'], { type: 'application/pdf' }), {
      headers: { 'content-type': 'application/pdf' },
    }),
};

const meta = {
  title: 'Shopping/ProductList',
  component: ProductList,
  globals: desktopViewport,
  decorators: [withShoppingStoryEngine],
  parameters: {
    api,
    store: { productList: prodotti, category: categorie[1], parameters: parametriViaggio },
  },
} satisfies Meta<typeof ProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category's products priced for the trip; hover a price for the commission. */
export const Prezzati: Story = {};

/** No trip entered yet: the prices are placeholders. */
export const SenzaViaggio: Story = {
  parameters: { store: { productList: prodottiSenzaPrezzo, category: categorie[1], parameters: null } },
};

/** Trip entered but a product cannot be priced for it: '--'. */
export const NonPrezzabile: Story = {
  parameters: { store: { productList: prodottiSenzaPrezzo.slice(0, 2), parameters: parametriViaggio } },
};

/** The favourites view: un-favouriting a product removes it. */
export const Preferiti: Story = {
  parameters: {
    store: {
      productList: prodotti.filter((p) => p.preferito),
      showFavourites: true,
      category: { itemID: -1, categoria: 'Prodotti Preferiti', descrizione: 'preferiti' },
      parameters: parametriViaggio,
    },
  },
};

/** The favourites opened from the menu: the list loads them (pseudo-category -1). */
export const PreferitiDaMenu: Story = {
  parameters: {
    api: { ...api, 'POST carrello/confrontaProdotti': { data: prodotti.filter((p) => p.preferito) } },
    store: { productList: [], showFavourites: true, category: null, parameters: null },
  },
};

/** The server refuses the favourite: the star stays as it was. */
export const PreferitoRifiutato: Story = {
  parameters: { api: { ...api, 'POST carrello/preferiti': { status: 'ko' } } },
};

/** One product card: fixed-euro commission, favourite. */
export const Carta: Story = {
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <ProductCard
        product={prodotti[1]!}
        priced
        onSelect={() => undefined}
        onInfo={() => undefined}
        onToggleFavourite={() => undefined}
      />
    </div>
  ),
};

export const Mobile: Story = { globals: mobileViewport };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { catalogoApi } from '../shopping/stories/catalogoApi';
import { parametriViaggio, prodotti } from '../shopping/stories/fixtures';
import { withShoppingStoryEngine } from '../shopping/stories/ShoppingStoryEngine';
import { ProductCard } from './parts/ProductCard';
import { ProductList } from './ProductList';

const api = {
  'GET carrello/descrizione/11': {
    data: '<p>Spese mediche fino a <strong>30.000 €</strong>.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  },
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
    trip: { categoryId: 2, parameters: parametriViaggio },
  },
} satisfies Meta<typeof ProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category's products priced for the trip; hover a price for the commission. */
export const Prezzati: Story = {};

/** No trip entered yet: the prices are placeholders. */
export const SenzaViaggio: Story = {
  parameters: { trip: { categoryId: 2, parameters: null } },
};

/** Trip entered but the products cannot be priced for it: '--'. */
export const NonPrezzabile: Story = {
  parameters: {
    api: {
      ...api,
      'POST carrello/confrontaProdotti': {
        data: prodotti.slice(0, 2).map((p, i) => ({
          ...p,
          totali: null,
          // Why the server did not price it: the package's own rule, or a mandatory policy's.
          erroriTotaleCarrello:
            i === 0
              ? [
                  {
                    codice: 'pricing.destinazioneNonCoperta',
                    descrizione: 'Destinazione non coperta dalla polizza',
                    data: { pacchetto: p.pacchetto },
                  },
                ]
              : [
                  {
                    codice: 'pricing.limiteEtaMax',
                    descrizione: "L'età dei partecipanti supera il massimo previsto dalla polizza",
                    data: { pacchetto: 'Annullamento Obbligatorio' },
                  },
                ],
        })),
      },
    },
    trip: { parameters: parametriViaggio },
  },
};

/** The favourites view (also as the menu opens it): un-favouriting a product removes it. */
export const Preferiti: Story = {
  parameters: { trip: { showFavourites: true, parameters: parametriViaggio } },
};

/** The header search's products. */
export const Ricerca: Story = {
  parameters: { trip: { searchedProducts: [12, 14], parameters: parametriViaggio } },
};

/** The server refuses the favourite: the star stays as it was. */
export const PreferitoRifiutato: Story = {
  parameters: { api: { ...catalogoApi({ refuseFavourites: true }), ...api } },
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { QuoteSummary } from '../quote-summary/QuoteSummary';
import { dettaglio, dropdowns, parametriViaggio, totali } from '../shopping/stories/fixtures';
import { withShoppingStoryEngine } from '../shopping/stories/ShoppingStoryEngine';
import { ProductDetail } from './ProductDetail';

const store = {
  selectedProduct: dettaglio,
  parameters: parametriViaggio,
  tripData: { pacchettoID: 12, parametri: parametriViaggio, prodottiCollegati: [] },
};

const meta = {
  title: 'Shopping/ProductDetail',
  component: ProductDetail,
  globals: desktopViewport,
  decorators: [withShoppingStoryEngine],
  parameters: {
    api: { ...dropdowns, 'POST carrello/totali': { data: totali } },
    store,
    path: '/carrello/infoProdotto',
  },
  args: { children: <QuoteSummary /> },
} satisfies Meta<typeof ProductDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chosen product with its trip data and the quote summary beside them. */
export const Dettaglio: Story = {};

/** The trip's state is covered through a wider zone of the product: it stays chosen. */
export const StatoDelViaggio: Story = {
  parameters: {
    store: {
      ...store,
      tripData: {
        pacchettoID: 12,
        parametri: { ...parametriViaggio, destinazioneStato: 'TH', destinazioneStatoText: 'Thailandia' },
        prodottiCollegati: [],
      },
    },
  },
};

/** Opened without choosing a product first. */
export const NessunProdotto: Story = { parameters: { store: { selectedProduct: null, tripData: null } } };

export const Mobile: Story = { globals: mobileViewport, args: { children: <QuoteSummary mobile /> } };

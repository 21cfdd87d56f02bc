import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { ParticipantTable } from '../participant-table/ParticipantTable';
import { QuoteSummary } from '../quote-summary/QuoteSummary';
import { parametriViaggio, totali } from '../shopping/stories/fixtures';
import { withShoppingStoryEngine } from '../shopping/stories/ShoppingStoryEngine';
import { ProductDetail } from './ProductDetail';

const trip = {
  parameters: parametriViaggio,
  tripData: { pacchettoID: 12, parametri: parametriViaggio, prodottiCollegati: [] },
};

const meta = {
  title: 'Shopping/ProductDetail',
  component: ProductDetail,
  globals: desktopViewport,
  decorators: [withShoppingStoryEngine],
  parameters: {
    api: { 'POST carrello/totali': { data: totali } },
    trip,
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
    trip: {
      ...trip,
      tripData: {
        pacchettoID: 12,
        parametri: { ...parametriViaggio, destinazioneStato: 'TH' },
        prodottiCollegati: [],
      },
    },
  },
};

/**
 * The quote summary beside the participants' table, as on the product page: the birth dates typed
 * there price the quote (issue 23), one request once a date is whole.
 */
export const ConPartecipanti: Story = {
  args: { children: [<QuoteSummary key="q" />, <ParticipantTable key="p" />] },
  parameters: {
    trip: {
      ...trip,
      tripData: {
        ...trip.tripData,
        partecipanti: [
          { Cognome: 'Rossi', Nome: 'Mario', CodiceFiscale: '', DataNascita: '1952-05-10', Email: '' },
          { Cognome: '', Nome: '', CodiceFiscale: '', DataNascita: '', Email: '' },
        ],
      },
    },
  },
};

/** Opened without choosing a product first. */
export const NessunProdotto: Story = { parameters: { trip: { tripData: null } } };

export const Mobile: Story = { globals: mobileViewport, args: { children: <QuoteSummary mobile /> } };

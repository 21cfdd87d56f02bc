import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { parametriViaggio, totali } from '../shopping/stories/fixtures';
import { withShoppingStoryEngine } from '../shopping/stories/ShoppingStoryEngine';
import { QuoteSummary } from './QuoteSummary';

const tripData = { pacchettoID: 12, parametri: parametriViaggio, prodottiCollegati: [] };
const trip = { tripData, parameters: parametriViaggio };

const meta = {
  title: 'Shopping/QuoteSummary',
  component: QuoteSummary,
  globals: desktopViewport,
  decorators: [withShoppingStoryEngine],
  parameters: { api: { 'POST carrello/totali': { data: totali } }, trip, path: '/carrello/infoProdotto' },
} satisfies Meta<typeof QuoteSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every line: accessory charges and withholding tax present; hover the premium for the commission. */
export const Completo: Story = {};

/** No accessory charges and no withholding: those lines are not shown. A boat amount is. */
export const SenzaOneri: Story = {
  parameters: {
    api: { 'POST carrello/totali': { data: { ...totali, costiAccessori: 0, ritenutaAcconto: 0 } } },
    trip: { ...trip, tripData: { ...tripData, parametri: { ...parametriViaggio, secondoImporto: 25000 } } },
  },
};

/** The product does not cover the trip: one toast per error, the package's name appended. */
export const Errori: Story = {
  parameters: {
    api: {
      'POST carrello/totali': {
        data: {
          erroriTotaleCarrello: [
            {
              codice: 'pricing.limiteEtaMax',
              descrizione: 'Età oltre il limite',
              data: { pacchetto: 'Viaggio Sicuro Plus' },
            },
            { codice: 'codice.sconosciuto', descrizione: 'La destinazione non è assicurabile' },
          ],
        },
      },
    },
  },
};

/** On a phone the panel starts folded. */
export const Mobile: Story = { globals: mobileViewport, args: { mobile: true } };

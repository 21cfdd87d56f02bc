import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { parametriViaggio, totali } from '../shopping/stories/fixtures';
import { withShoppingStoryEngine } from '../shopping/stories/ShoppingStoryEngine';
import { speseMediche, totaliApi, tutelaLegale } from '../supplementary-policies/stories/fixtures';
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

/**
 * A product with a mandatory supplementary policy and a second one added: each listed under
 * 'Polizze integrative' with its own total (the mandatory one too, which the server adds itself).
 */
export const ConIntegrative: Story = {
  parameters: {
    api: {
      'GET carrello/prodotti/complementari/12': {
        data: [{ ...speseMediche, obbligatoria: true }, tutelaLegale],
      },
      'POST carrello/totali': totaliApi({ obbligatorie: [31] }),
    },
    trip: {
      ...trip,
      tripData: {
        ...tripData,
        prodottiCollegati: [
          { pacchettoID: 32, destinazioneID: 'M5', nazionalitaID: 'IT', importoViaggio: 1500 },
        ],
      },
    },
  },
};

/** An added policy without its trip amount: nothing is priced until it has one (spec 2 §5). */
export const IntegrativaIncompleta: Story = {
  parameters: {
    api: {
      'GET carrello/prodotti/complementari/12': { data: [tutelaLegale] },
      'POST carrello/totali': totaliApi(),
    },
    trip: {
      ...trip,
      tripData: {
        ...tripData,
        prodottiCollegati: [
          { pacchettoID: 32, destinazioneID: 'M5', nazionalitaID: 'IT', importoViaggio: null },
        ],
      },
    },
  },
};

/** On a phone the panel starts folded. */
export const Mobile: Story = { globals: mobileViewport, args: { mobile: true } };

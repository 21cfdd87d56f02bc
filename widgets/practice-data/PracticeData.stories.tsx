import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import type { TotaliRichiesta } from '../../schemas/types';
import { dettaglio, parametriViaggio, totali } from '../shopping/stories/fixtures';
import { withShoppingStoryEngine } from '../shopping/stories/ShoppingStoryEngine';
import { PracticeData } from './PracticeData';

/** The fake server's promo codes: as the demo seed's, one valid and one expired. */
const totaliApi = async (request: Request) => {
  const body = (await request.json()) as TotaliRichiesta;
  const codice = body.parametri?.codicePromo ?? null;
  if (codice === 'ESTATE2025')
    return {
      data: {
        erroriTotaleCarrello: [
          {
            codice: 'pricing.codicePromoScaduto',
            descrizione: 'Codice promozionale scaduto o non ancora valido',
          },
        ],
      },
    };
  if (codice && codice !== 'BENVENUTO10')
    return {
      data: {
        erroriTotaleCarrello: [
          {
            codice: 'pricing.codicePromoSconosciuto',
            descrizione: 'Codice promozionale non valido per la polizza scelta',
          },
        ],
      },
    };
  return codice ? { data: { ...totali, totaleViaggio: 69.3, scontoCoupon: 7.7 } } : { data: totali };
};

const api = {
  'GET carrello/12': { data: dettaglio },
  'GET carrello/prodotti/complementari/12': { data: [] },
  'POST carrello/totali': totaliApi,
};
const tripData = { pacchettoID: 12, parametri: parametriViaggio, prodottiCollegati: [] };

const meta = {
  title: 'Shopping/PracticeData',
  component: PracticeData,
  globals: desktopViewport,
  decorators: [withShoppingStoryEngine],
  parameters: { api, trip: { tripData }, path: '/carrello/infoProdotto' },
} satisfies Meta<typeof PracticeData>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing entered yet: practice reference, promo code with its Applica button, notes. */
export const Vuoto: Story = {};

/** Reference and notes typed, the valid code applied: the discount is said under the field. */
export const CodiceValido: Story = {
  parameters: {
    trip: {
      tripData: {
        ...tripData,
        riferimentoPratica: 'PRAT-2026/0042',
        note: 'Cliente abituale',
        parametri: { ...parametriViaggio, codicePromo: 'BENVENUTO10' },
      },
    },
  },
};

/** An expired code: the field is invalid and says why. */
export const CodiceScaduto: Story = {
  parameters: {
    trip: { tripData: { ...tripData, parametri: { ...parametriViaggio, codicePromo: 'ESTATE2025' } } },
  },
};

/** On a phone: one field under the other. */
export const Mobile: Story = { globals: mobileViewport };

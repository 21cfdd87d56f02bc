import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { parametriViaggio } from '../shopping/stories/fixtures';
import { withShoppingStoryEngine } from '../shopping/stories/ShoppingStoryEngine';
import { QuoteSummary } from '../quote-summary/QuoteSummary';
import { SupplementaryPolicies } from './SupplementaryPolicies';
import { complementari, speseMediche, totaliApi } from './stories/fixtures';

const tripData = { pacchettoID: 12, parametri: parametriViaggio, prodottiCollegati: [] };
const trip = { tripData, parameters: parametriViaggio };
const COMPLEMENTARI = 'GET carrello/prodotti/complementari/12';
const conMedica = {
  ...trip,
  tripData: {
    ...tripData,
    prodottiCollegati: [{ pacchettoID: 31, destinazioneID: 'FR', nazionalitaID: 'IT', importoViaggio: null }],
  },
};

/** The widget with the quote summary beside it, as on the product page. */
function ConPreventivo({ mobile }: { mobile?: boolean }) {
  return (
    <div className="row g-3">
      <div className="col-lg-8">
        <SupplementaryPolicies mobile={mobile} />
      </div>
      <div className="col-lg-4">
        <QuoteSummary mobile={mobile} />
      </div>
    </div>
  );
}

const meta = {
  title: 'Shopping/SupplementaryPolicies',
  component: ConPreventivo,
  globals: desktopViewport,
  decorators: [withShoppingStoryEngine],
  parameters: {
    api: { [COMPLEMENTARI]: { data: complementari }, 'POST carrello/totali': totaliApi() },
    trip,
    path: '/carrello/infoProdotto',
  },
} satisfies Meta<typeof ConPreventivo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two policies offered, none added: prices '--', no inputs. */
export const NessunaAggiunta: Story = {};

/** The medical one added with the trip's destination and departure area: priced in the card and in the Preventivo. */
export const UnaAggiunta: Story = { parameters: { trip: conMedica } };

/** A mandatory policy: added by itself, without a remove button. */
export const Obbligatoria: Story = {
  parameters: {
    api: {
      [COMPLEMENTARI]: { data: [{ ...speseMediche, obbligatoria: true }] },
      'POST carrello/totali': totaliApi({ obbligatorie: [31] }),
    },
  },
};

/** The legal one added without ceiling and amount: the spec's messages in the card, nothing priced. */
export const DatiMancanti: Story = {
  parameters: {
    trip: {
      ...trip,
      tripData: {
        ...tripData,
        prodottiCollegati: [
          { pacchettoID: 32, destinazioneID: null, nazionalitaID: 'IT', importoViaggio: null },
        ],
      },
    },
  },
};

/** A server with nothing to say on the medical policy: adding it gives the alert and takes it out again. */
export const NonCompatibile: Story = {
  parameters: {
    api: {
      [COMPLEMENTARI]: { data: complementari },
      'POST carrello/totali': totaliApi({ senzaRisposta: [31] }),
    },
  },
};

/** The totals answer errors: one red toast each, once although two widgets read the answer. */
export const Errori: Story = {
  parameters: {
    api: {
      [COMPLEMENTARI]: { data: complementari },
      'POST carrello/totali': {
        data: {
          erroriTotaleCarrello: [
            {
              codice: 'pricing.limiteEtaMax',
              descrizione: 'Età oltre il limite',
              data: { pacchetto: 'Integrativa Spese Mediche Illimitate' },
            },
          ],
        },
      },
    },
    trip: conMedica,
  },
};

/** 'Leggi di più' opened on the medical policy. */
export const LeggiDiPiuAperto: Story = {
  play: async ({ canvasElement }) => {
    const card = (await within(canvasElement).findByRole('region', {
      name: speseMediche.pacchetto,
    })) as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Leggi di più' }));
  },
};

/** On a phone: one card a row, the dialog full screen, the Preventivo folded. */
export const Mobile: Story = {
  globals: mobileViewport,
  args: { mobile: true },
  parameters: { trip: conMedica },
};

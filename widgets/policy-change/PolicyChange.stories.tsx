import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { withGridStoryEngine } from '../grid/stories/GridStoryEngine';
import { PolicyChange } from './PolicyChange';
import {
  abilitazioniCausaleLibera,
  abilitazioniDelta,
  abilitazioniLibere,
  abilitazioniSoloRichiesta,
  ITEM_ID,
  modificaApi,
  NUMERO,
} from './stories/fixtures';

const meta = {
  title: 'MyArea/PolicyChange',
  component: PolicyChange,
  globals: desktopViewport,
  decorators: [withGridStoryEngine],
  parameters: { api: modificaApi(abilitazioniLibere) },
  args: { itemID: ITEM_ID, numero: NUMERO },
} satisfies Meta<typeof PolicyChange>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every area open: the dates with their causes, the names with a warning to confirm. 'Richiesta di
 * modifica' opens the form; Salva previews the new premium, Conferma saves.
 */
export const Modificabile: Story = {};

/** The same on a phone: the dialog takes the whole screen, participants one card each. */
export const Mobile: Story = { globals: mobileViewport, args: { mobile: true } };

/**
 * Only the dates, from 30 days before the trip start on (DeltaGiorni -30): before then every area
 * says 'Non modificabile'.
 */
export const SoloDateConDelta: Story = { parameters: { api: modificaApi(abilitazioniDelta) } };

/** A request-only package: the request flag is forced on and every area opens. */
export const SoloRichiesta: Story = { parameters: { api: modificaApi(abilitazioniSoloRichiesta) } };

/** The trip amount needs a cause typed by the agent and the documentation's confirmation. */
export const CausaleDaScrivere: Story = { parameters: { api: modificaApi(abilitazioniCausaleLibera) } };

/** A cancelled policy: no form, a short note. */
export const Annullata: Story = {
  parameters: { api: modificaApi(abilitazioniLibere, { pratica: { stato: 'annullata' } }) },
};

/** A request of this policy awaits the back office: no form until it is decided. */
export const RichiestaInAttesa: Story = {
  parameters: { api: modificaApi(abilitazioniLibere, { pratica: { richiestaInAttesa: true } }) },
};

/**
 * A distributor that pays at purchase and has no credit left: the preview says the supplement is paid
 * by card, and Conferma saves the change and leaves for the gateway's page, as a purchase does.
 */
export const PagamentoConCarta: Story = {
  parameters: { api: modificaApi(abilitazioniLibere, { salva: 'carta' }) },
};

/** Another agent changed the policy meanwhile: Conferma gets the 409 and its Italian text. */
export const Conflitto: Story = {
  parameters: { api: modificaApi(abilitazioniLibere, { salva: 'conflitto' }) },
};

/** The server's rules refuse the change at the preview (here a cause it does not admit): its texts as toasts. */
export const RifiutoDelServer: Story = {
  parameters: {
    api: modificaApi(abilitazioniLibere, {
      rifiutoAnteprima: ['La causale "Altro" non è tra quelle ammesse per la modifica'],
    }),
  },
};

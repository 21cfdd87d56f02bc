import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { jsonResponse } from '../../engine/react/testing/createTestEngine';
import { withGridStoryEngine } from '../grid/stories/GridStoryEngine';
import { CancelPolicy, type AnteprimaAnnullamento } from './CancelPolicy';

const PATH = 'carrello/modifiche/annullamento/4711';

/** Inside its window, paid with credit, with one supplementary policy: everything back to the credit. */
export const anteprimaPiena: AnteprimaAnnullamento = {
  annullabile: true,
  versione: 1,
  motivo: null,
  premio: 1234.5,
  rimborso: 1234.5,
  percentuale: 100,
  rimborsoPienoFinoAl: '2027-06-01',
  modo: 'credito',
  polizze: [
    { itemID: 4711, numero: 'AG0001-2026-000123', pacchetto: 'Viaggio Sicuro Plus', rimborso: 1067 },
    { itemID: 4712, numero: 'AG0001-2026-000124', pacchetto: 'Integrativa spese mediche', rimborso: 167.5 },
  ],
};

/** After the window of a 15-day package with 50 % late refund, due on the month-end statement. */
export const anteprimaTardiva: AnteprimaAnnullamento = {
  ...anteprimaPiena,
  premio: 1067,
  rimborso: 533.5,
  percentuale: 50,
  rimborsoPienoFinoAl: '2027-06-16',
  modo: 'estrattoConto',
  polizze: [anteprimaPiena.polizze[0]!].map((p) => ({ ...p, rimborso: 533.5 })),
};

export const ERRORE_VERSIONE =
  'La polizza è stata modificata da un altro utente: ricarica la pagina per vedere la versione aggiornata.';

const api = (anteprima: AnteprimaAnnullamento, post: unknown) => ({
  [`GET ${PATH}`]: { item1: anteprima },
  [`POST ${PATH}`]: post,
});

const meta = {
  title: 'MyArea/CancelPolicy',
  component: CancelPolicy,
  globals: desktopViewport,
  decorators: [withGridStoryEngine],
  parameters: {
    api: api(anteprimaPiena, { item1: { esito: 'annullata', rimborso: 1234.5, versione: 2 } }),
  },
  args: { itemID: 4711, numero: 'AG0001-2026-000123', mobile: false },
} satisfies Meta<typeof CancelPolicy>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Annulla polizza' opens the preview: full refund to the credit, the supplementary policy included. */
export const Annullabile: Story = {};

/** Past the full-refund day: half the premium back, on the month-end statement. */
export const RimborsoParziale: Story = {
  parameters: {
    api: api(anteprimaTardiva, { item1: { esito: 'annullata', rimborso: 533.5, versione: 2 } }),
  },
};

/** On a phone: full-width button, the dialog fills the screen. */
export const Mobile: Story = { globals: mobileViewport, args: { mobile: true } };

/** Not cancellable (trip started, package without window…): no button at all. */
export const NonAnnullabile: Story = {
  parameters: {
    api: api(
      {
        ...anteprimaPiena,
        annullabile: false,
        motivo: 'Questa polizza non può essere annullata.',
        polizze: [],
      },
      {},
    ),
  },
};

/** Another agent changed or cancelled it meanwhile: the server's 409 text in a red toast. */
export const ModificataNelFrattempo: Story = {
  parameters: {
    api: api(
      anteprimaPiena,
      jsonResponse({ messages: [{ code: 'errore.versione', text: ERRORE_VERSIONE, type: 'error' }] }, 409),
    ),
  },
};

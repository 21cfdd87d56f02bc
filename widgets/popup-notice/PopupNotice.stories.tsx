import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import type { AvvisoPopup } from './avviso';
import { PopupNotice } from './PopupNotice';

const base: AvvisoPopup = {
  itemID: 7,
  versione: 1,
  titolo: 'Nuove condizioni di polizza',
  descrizione:
    '<p>Dal <strong>1° gennaio</strong> cambiano le condizioni dei prodotti annullamento.</p><ul><li>Franchigia ridotta</li></ul>',
  pathFile: null,
  link: null,
  tipoVisualizzazione: 1,
  modalitaVisualizzazione: 1,
  posizioneApertura: 2,
  idProdotto: null,
  idPolizza: null,
  idPolizzeProdotto: [],
};

const meta = {
  title: 'Shell/PopupNotice',
  component: PopupNotice,
  globals: desktopViewport,
  args: {
    avviso: base,
    onClose: fn(),
    onConfirm: fn(async () => undefined),
    onDontShowAgain: fn(async () => undefined),
  },
} satisfies Meta<typeof PopupNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mode 1: closes, and a ticked `Non mostrare più` asks not to see it again. */
export const NonMostrarePiu: Story = {};

/** Mode 2: no close icon, no Escape; only the confirmation ends it. A large dialog with a document. */
export const ConfermaLettura: Story = {
  args: {
    avviso: {
      ...base,
      itemID: 8,
      titolo: 'Presa visione obbligatoria',
      tipoVisualizzazione: 2,
      modalitaVisualizzazione: 2,
      pathFile: '/api/files/avviso-8.pdf',
    },
  },
};

/** Mode 3 on a phone: closes, nothing is sent; a link to the insurer's page. */
export const SempreMobile: Story = {
  globals: mobileViewport,
  args: {
    avviso: {
      ...base,
      itemID: 9,
      titolo: 'Promemoria',
      tipoVisualizzazione: 3,
      link: 'https://www.example.com/novita',
    },
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { jsonResponse } from '../../engine/react/testing/createTestEngine';
import { withFormStoryEngine } from '../form/FormStoryEngine';
import type { EsitoInvio } from './esito';
import { PraticheXmlEsito } from './PraticheXmlEsito';

const link = (token: string) => `/adesioni/file?token=${token}`;

/** A tour operator's envelope of four practices: one of each outcome. */
export const esitoStoria: EsitoInvio = {
  invio: { id: 4127, ricevutoIl: '2026-12-04T09:42:17.000Z', distributore: 'Tour Italia Viaggi S.r.l.' },
  pratiche: [
    {
      riferimento: 'GIRO-2026-0001',
      esito: 'emessa',
      messaggi: [
        'Polizza emessa',
        'Pagamento con carta da completare: https://pagamenti.example/pagamento?codTrans=PMX9G875&importo=13375&mac=62bf738d5cdfc81bb7267995030deb4d',
      ],
      polizze: [
        {
          numero: 'OV2026000123',
          pacchetto: 'Annullamento Viaggio Plus',
          contraente: 'Mario Rossi',
          urlCertificato: link('t.123.firma'),
        },
        {
          numero: 'OV2026000124',
          pacchetto: 'Assistenza Sanitaria Europa',
          contraente: 'Mario Rossi',
          urlCertificato: link('t.124.firma'),
        },
      ],
    },
    {
      riferimento: 'GIRO-2026-0002',
      esito: 'errore',
      messaggi: [
        'La data di fine viaggio 31/02/2027 non è una data valida',
        'Il pacchetto NONVENDIBILE non è tra quelli che il distributore può vendere',
      ],
      polizze: [],
    },
    {
      riferimento: 'GIRO-2026-0003',
      esito: 'giaPresente',
      messaggi: ['La pratica era già stata inviata: nessuna nuova polizza'],
      polizze: [
        {
          numero: 'OV2026000101',
          pacchetto: 'Annullamento Viaggio Plus',
          contraente: 'Anna Bianchi',
          urlCertificato: link('t.101.firma'),
        },
      ],
    },
    {
      riferimento: 'RIFERIMENTO-DI-PRATICA-MOLTO-LUNGO-SENZA-SPAZI-0004',
      esito: 'nelCarrello',
      messaggi: [],
      polizze: [],
    },
  ],
};

/** The query strings the stories' outcome calls were sent with, for tests. */
export const richieste: string[] = [];

const meta = {
  title: 'Adesioni/PraticheXmlEsito',
  component: PraticheXmlEsito,
  globals: desktopViewport,
  parameters: {
    api: {
      'GET pratichexml/esito': (request: Request) => {
        richieste.push(new URL(request.url).search);
        return { item1: esitoStoria };
      },
    },
    path: '/praticheXML?invio=4127&firma=abc.def',
  },
  decorators: [withFormStoryEngine],
} satisfies Meta<typeof PraticheXmlEsito>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An envelope with one practice of each outcome, its policies and their certificate links. */
export const Esito: Story = {};

/** The same on a phone: nothing wider than the screen. */
export const EsitoMobile: Story = { globals: mobileViewport };

/** An envelope whose practices were all refused. */
export const SoloErrori: Story = {
  parameters: {
    api: {
      'GET pratichexml/esito': {
        item1: { ...esitoStoria, pratiche: esitoStoria.pratiche.filter((p) => p.esito === 'errore') },
      },
    },
  },
};

/** An envelope without practices. */
export const Vuoto: Story = {
  parameters: { api: { 'GET pratichexml/esito': { item1: { ...esitoStoria, pratiche: [] } } } },
};

/** The link was altered or has expired: the server's Italian refusal on the page. */
export const LinkScaduto: Story = {
  globals: mobileViewport,
  parameters: {
    api: {
      'GET pratichexml/esito': jsonResponse({ text: 'Il link dell’esito non è valido o è scaduto' }, 404),
    },
  },
};

/** While the outcome loads. */
export const Caricamento: Story = {
  parameters: { api: { 'GET pratichexml/esito': () => new Promise<never>(() => undefined) } },
};

/** The page opened without its signature. */
export const SenzaFirma: Story = { parameters: { path: '/praticheXML?invio=4127' } };

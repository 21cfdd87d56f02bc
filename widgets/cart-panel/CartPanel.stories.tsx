import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { jsonResponse } from '../../engine/react/testing/createTestEngine';
import {
  esitoOk,
  esitoWarning,
  itemCompleto,
  itemsCarrello,
  itemSenzaPartecipanti,
  polizza,
  URL_PAGAMENTO,
} from './stories/cartFixtures';
import { OpenCartPanel, withCartStory, type CartStoryParameters } from './stories/withCartStory';

const cart = (c: CartStoryParameters) => ({ cart: c });

const meta = {
  title: 'Shopping/CartPanel',
  component: OpenCartPanel,
  globals: desktopViewport,
  decorators: [withCartStory],
  args: { vai: fn() },
  parameters: cart({ items: itemsCarrello, esito: esitoOk }),
} satisfies Meta<typeof OpenCartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two items, the second without participants ('ERRORE PARTECIPANTI'); Acquista issues both. */
export const ConProdotti: Story = {};

/** Every detail open: description, terms, participants, dates, flights, the supplementary policy. */
export const DettagliAperti: Story = { args: { dettagliAperti: true } };

export const SoloErrorePartecipanti: Story = { parameters: cart({ items: [itemSenzaPartecipanti] }) };

export const Vuoto: Story = { parameters: cart({ items: [] }) };

/** The item being edited on the product page: deleting it clears the trip data. */
export const InModifica: Story = {
  parameters: {
    trip: { tripData: { ...itemCompleto.datiViaggio, inModifica: true } },
    path: '/carrello/infoProdotto',
  },
};

/** Full width on a phone; the summary is titled 'Grazie per il tuo acquisto'. */
export const Mobile: Story = { globals: mobileViewport, args: { mobile: true } };

/** One item refused: the warning box lists it before the summary. */
export const AcquistoConAvvisi: Story = { parameters: cart({ items: itemsCarrello, esito: esitoWarning }) };

/** The distributor pays at purchase: the summary links the payment and asks before closing. */
export const AcquistoConPagamento: Story = {
  parameters: cart({
    items: itemsCarrello,
    esito: { ...esitoOk, data: { ...esitoOk.data, redirecUrl: URL_PAGAMENTO } },
  }),
};

/** No policy issued and a payment to make: the browser goes straight to the payment page. */
export const SoloPagamento: Story = {
  parameters: cart({
    items: itemsCarrello,
    esito: { status: 'ok', data: { adesioni: [], adesioniErrori: [], redirecUrl: URL_PAGAMENTO } },
  }),
};

/** Refused items and a payment: warnings first, then the payment page. */
export const AvvisiEPagamento: Story = {
  parameters: cart({
    items: itemsCarrello,
    esito: { ...esitoWarning, data: { ...esitoWarning.data, redirecUrl: URL_PAGAMENTO } },
  }),
};

/** A slow purchase answer: a double click sends one POST. */
export const AcquistoLento: Story = {
  parameters: cart({
    items: [itemCompleto],
    esito: {
      status: 'ok',
      data: { adesioni: [polizza(1, 'Viaggio Sicuro Plus', 120.5, 18.08)], adesioniErrori: [] },
    },
    lento: 150,
  }),
};

/** The server fails: the catalogue's toast, and Acquista can be pressed again (same Idempotency-Key). */
export const AcquistoFallito: Story = {
  parameters: cart({
    items: itemsCarrello,
    esito: () => jsonResponse({ text: 'Servizio non disponibile' }, 503),
  }),
};

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** 'Svuota carrello' asks first. */
export const ConfermaSvuota: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Svuota carrello' }));
    await expect(await page.findByRole('dialog', { name: 'Svuotare il carrello?' })).toBeVisible();
  },
};

/** ELIMINA asks first. */
export const ConfermaElimina: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: 'ELIMINA: Viaggio Sicuro Plus - Rossi Mario' }),
    );
    await expect(await page.findByRole('dialog', { name: 'Eliminare prodotto?' })).toBeVisible();
  },
};

/** Acquista: the summary of the two policies bought. */
export const RiepilogoAcquisto: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await page.findByText('Viaggio Sicuro Plus - Rossi Mario');
    await userEvent.click(page.getByRole('button', { name: 'Acquista' }));
    await expect(await page.findByRole('dialog', { name: 'Riepilogo acquisto' })).toBeVisible();
  },
};

/** Acquista on a phone: 'Grazie per il tuo acquisto'. */
export const RiepilogoMobile: Story = {
  ...Mobile,
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await page.findByText('Viaggio Sicuro Plus - Rossi Mario');
    await userEvent.click(page.getByRole('button', { name: 'Acquista' }));
    await expect(await page.findByRole('dialog', { name: 'Grazie per il tuo acquisto' })).toBeVisible();
  },
};

/** Acquista with a refused item: the warning box. */
export const AvvisiAcquisto: Story = {
  ...AcquistoConAvvisi,
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await page.findByText('Viaggio Sicuro Plus - Rossi Mario');
    await userEvent.click(page.getByRole('button', { name: 'Acquista' }));
    await expect(await page.findByRole('alert')).toBeVisible();
  },
};

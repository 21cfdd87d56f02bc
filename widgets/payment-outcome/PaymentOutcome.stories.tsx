import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { jsonResponse } from '../../engine/react/testing/createTestEngine';
import { sessionUser } from '../../tests/fixtures/demoUsers';
import {
  withPaymentStory,
  type PaymentStoryParameters,
} from '../statement-payment/stories/PaymentStoryEngine';
import { PaymentOutcome } from './PaymentOutcome';
import { esiti, esitoNonValido, pathWith, risposta, ritorno, utentePagato } from './stories/outcomeFixtures';

const payment = (p: PaymentStoryParameters) => ({ payment: p });
const OK = '/keyclient/ritorno-ok';
const FM_OK = '/keyclient/ritorno-fm-ok';
const KO = '/keyclient/ritorno-ko';

const meta = {
  title: 'Pagamenti/PaymentOutcome',
  component: PaymentOutcome,
  globals: desktopViewport,
  decorators: [withPaymentStory],
  args: { chiamata: 'keyclient/fm/ok', variante: 'fm' },
  parameters: payment({
    path: pathWith(FM_OK, ritorno('OK')),
    api: { 'POST keyclient/fm/ok': risposta(esiti.fineMesePagato), 'GET account/me': utentePagato },
  }),
} satisfies Meta<typeof PaymentOutcome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `moroso` paid every statement: nothing left to pay, the cart is back. */
export const FineMesePagato: Story = {};

export const FineMesePagatoMobile: Story = { globals: mobileViewport };

/** The card was refused on the month-end return: the page moves to ritorno-ko. */
export const FineMeseRifiutato: Story = {
  parameters: payment({
    path: pathWith(FM_OK, ritorno('KO')),
    api: { 'POST keyclient/fm/ok': risposta(esiti.fineMeseRifiutato) },
  }),
};

/** The policies of a purchase, paid. */
export const AcquistoPagato: Story = {
  args: { chiamata: 'keyclient/ok', variante: 'ok' },
  parameters: payment({
    path: pathWith(OK, ritorno('OK')),
    user: sessionUser(utentePagato.userInfo),
    api: { 'POST keyclient/ok': risposta(esiti.acquistoPagato) },
  }),
};

/** The agent gave up on the gateway page: the policies stay due on the month-end statement. */
export const AcquistoAnnullato: Story = {
  args: { chiamata: 'keyclient/ok', variante: 'ko' },
  parameters: payment({
    path: pathWith(KO, ritorno('ANNULLO')),
    user: sessionUser(utentePagato.userInfo),
    api: { 'POST keyclient/ok': risposta(esiti.acquistoAnnullato) },
  }),
};

/** The card refused the supplement of a change: the change stays applied, its supplement due on the statement. */
export const ModificaRifiutata: Story = {
  args: { chiamata: 'keyclient/ok', variante: 'ko' },
  parameters: payment({
    path: pathWith(KO, ritorno('KO')),
    user: sessionUser(utentePagato.userInfo),
    api: { 'POST keyclient/ok': risposta(esiti.modificaRifiutata) },
  }),
};

/** A credit top-up, paid: the new balance. */
export const RicaricaPagata: Story = {
  args: { chiamata: 'keyclient/ok', variante: 'ok' },
  parameters: payment({
    path: pathWith(OK, ritorno('OK')),
    user: sessionUser(utentePagato.userInfo),
    api: { 'POST keyclient/ok': risposta(esiti.ricaricaPagata) },
  }),
};

/**
 * The return opened with nobody signed in (another browser, a session that ended meanwhile): the
 * server tells the outcome alone, without amount, credit or what was paid.
 */
export const PagatoSenzaAccesso: Story = {
  args: { chiamata: 'keyclient/ok', variante: 'ok' },
  parameters: payment({
    path: pathWith(OK, ritorno('OK')),
    user: null,
    api: { 'POST keyclient/ok': risposta(esiti.soloEsito) },
  }),
};

/** The month-end return opened with nobody signed in: the screen itself says what was paid. */
export const FineMesePagatoSenzaAccesso: Story = {
  parameters: payment({
    path: pathWith(FM_OK, ritorno('OK')),
    user: null,
    // A function, not an object: parameters merge deeply, and the default answer has every detail.
    api: { 'POST keyclient/fm/ok': () => jsonResponse(risposta(esiti.soloEsito)) },
  }),
};

/** The return came before the bank's answer. */
export const InAttesa: Story = {
  parameters: payment({
    path: pathWith(FM_OK, ritorno('OK')),
    api: { 'POST keyclient/fm/ok': risposta(esiti.inAttesa) },
  }),
};

/** A return the server cannot verify (wrong MAC, unknown transaction). */
export const EsitoNonValido: Story = {
  parameters: payment({
    path: pathWith(FM_OK, ritorno('OK')),
    api: { 'POST keyclient/fm/ok': esitoNonValido },
  }),
};

/** While the server verifies the return (an answer that never comes). */
export const InVerifica: Story = {
  parameters: payment({
    path: pathWith(FM_OK, ritorno('OK')),
    api: { 'POST keyclient/fm/ok': () => new Promise<never>(() => undefined) },
  }),
};

/** /keyclient/ritorno-ko opened without the gateway's fields. */
export const KoSenzaEsito: Story = {
  args: { chiamata: 'keyclient/ok', variante: 'ko' },
  parameters: payment({ path: KO }),
};

/** The failure screen opened by a success screen, with the outcome already verified. */
export const KoInoltrato: Story = {
  args: { chiamata: 'keyclient/ok', variante: 'ko' },
  parameters: payment({
    path: pathWith(KO, ritorno('KO')),
    state: { esito: esiti.fineMeseRifiutato },
  }),
};

import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import { formatMoney } from '../../engine/core/format';
import { lastPaymentEngine, receivedCalls } from '../statement-payment/stories/PaymentStoryEngine';
import * as stories from './PaymentOutcome.stories';
import { ritorno } from './stories/outcomeFixtures';

const {
  FineMesePagato,
  FineMeseRifiutato,
  AcquistoPagato,
  AcquistoAnnullato,
  RicaricaPagata,
  PagatoSenzaAccesso,
  FineMesePagatoSenzaAccesso,
  InAttesa,
  EsitoNonValido,
  KoSenzaEsito,
  KoInoltrato,
  ModificaRifiutata,
} = composeStories(stories, preview);

const KO = 'Il pagamento non è andato a buon fine. Nessun importo è stato addebitato.';
const calls = (key: string) => receivedCalls.filter((c) => c.key === key);
const links = () =>
  screen.queryAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')] as const);
const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => {
  receivedCalls.length = 0;
});

describe('PaymentOutcome', () => {
  it('posts every field of the return once, even in strict mode, while saying it is verifying', async () => {
    render(
      <StrictMode>
        <FineMesePagato />
      </StrictMode>,
    );
    const busy = screen.getByText("Verifica dell'esito del pagamento…");
    expect(busy.getAttribute('role')).toBe('status');
    expect(busy.getAttribute('aria-live')).toBe('polite');
    await screen.findByRole('heading', { level: 1, name: 'Pagamento eseguito' });
    const posted = calls('POST keyclient/fm/ok');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body).toEqual(ritorno('OK'));
  });

  it('shows a paid month-end with its details and reloads the user so the cart is back', async () => {
    render(<FineMesePagato />);
    await screen.findByRole('heading', { level: 1, name: 'Pagamento eseguito' });
    expect(screen.getByText('Gli estratti conto risultano pagati.')).toBeTruthy();
    expect(detail('Importo')).toBe(formatMoney(1692.4));
    expect(detail('Importo')).toBe('1.692,40\u00a0€');
    expect(detail('Codice transazione')).toBe('PAG-20260401-0001');
    expect(detail('Codice di autorizzazione')).toBe('A1B2C3');
    expect(detail('Estratti conto')).toBe('EC-2026-02-0005, EC-2026-03-0005');
    await vi.waitFor(() => expect(calls('GET account/me')).toHaveLength(1));
    await vi.waitFor(() =>
      expect(lastPaymentEngine!.services().session.user?.attributes.mustPay).toBe(false),
    );
    expect(links()).toEqual([
      ['Vai al carrello', '/carrello'],
      ['Vai ai tuoi pagamenti', '/myoverins/tuoiPagamenti'],
    ]);
  });

  it('moves a refused month-end to the failure screen, with a retry and no cart', async () => {
    render(<FineMeseRifiutato />);
    await screen.findByRole('heading', { level: 1, name: 'Pagamento non riuscito' });
    expect(screen.getByRole('alert').textContent).toContain(KO);
    // The failure is shown as soon as it is known; the move to the failure route is an effect after it.
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Percorso corrente').textContent).toBe('/keyclient/ritorno-ko'),
    );
    // A way back to the portal besides the retry (issue 24, defect 7).
    expect(links()).toEqual([
      ['Riprova il pagamento', '/myoverins/tuoiPagamenti'],
      ['Torna al portale', '/'],
    ]);
    expect(screen.queryByText('Codice di autorizzazione')).toBeNull();
    expect(calls('POST keyclient/fm/ok')).toHaveLength(1);
    expect(calls('GET account/me')).toHaveLength(0);
  });

  it('moves to the failure screen once, however often the screen renders on the way', async () => {
    const { rerender } = render(<FineMeseRifiutato />);
    const where = () => screen.getByLabelText('Percorso corrente');
    await vi.waitFor(() => expect(where().textContent).toBe('/keyclient/ritorno-ko'));
    // What a router's loader does while the navigation is pending: the screen renders again.
    for (let i = 0; i < 5; i++) rerender(<FineMeseRifiutato />);
    await new Promise((done) => setTimeout(done, 100));
    expect(where().getAttribute('data-navigations')).toBe('1');
  });

  it('shows the failure handed on by a success screen without asking the server again', async () => {
    render(<KoInoltrato />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pagamento non riuscito' })).toBeTruthy();
    expect(receivedCalls).toEqual([]);
  });

  it('lists the paid policies of a purchase', async () => {
    render(<AcquistoPagato />);
    await screen.findByRole('heading', { level: 1, name: 'Pagamento eseguito' });
    expect(screen.getByText('Il pagamento è stato completato correttamente.')).toBeTruthy();
    expect(detail('Polizze')).toBe('OVR-2026-000812, OVR-2026-000813');
    expect(calls('POST keyclient/ok')[0]!.body).toEqual(ritorno('OK'));
    expect(calls('GET account/me')).toHaveLength(0);
  });

  it('says that the policies of an abandoned purchase stay due on the statement', async () => {
    render(<AcquistoAnnullato />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(KO);
    expect(alert.textContent).toContain(
      "Le polizze sono state emesse e restano da pagare nell'estratto conto di fine mese.",
    );
    expect(calls('POST keyclient/ok')[0]!.body).toEqual(ritorno('ANNULLO'));
    expect(screen.queryByRole('link', { name: 'Riprova il pagamento' })).toBeNull();
  });

  it('says that a refused supplement of a change stays due on the statement, the change applied', async () => {
    render(<ModificaRifiutata />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      "La modifica è stata applicata e il supplemento resta da pagare nell'estratto conto di fine mese.",
    );
    expect(alert.textContent).not.toContain('Le polizze sono state emesse');
    expect(detail('Polizze')).toBe('OVR-2026-000123');
  });

  it('shows the new credit after a top-up and leads to the credits', async () => {
    render(<RicaricaPagata />);
    await screen.findByRole('heading', { level: 1, name: 'Pagamento eseguito' });
    expect(detail('Credito disponibile')).toBe(formatMoney(730.25));
    expect(links()).toContainEqual(['Vai ai tuoi crediti', '/myoverins/tuoiCrediti']);
  });

  it('shows the outcome alone to a caller the server tells nothing more', async () => {
    render(<PagatoSenzaAccesso />);
    await screen.findByRole('heading', { level: 1, name: 'Pagamento eseguito' });
    expect(screen.getByText('Il pagamento è stato completato correttamente.')).toBeTruthy();
    expect(detail('Codice transazione')).toBe('PAG-20260401-0001');
    expect(screen.queryByText('Importo', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Credito disponibile', { selector: 'dt' })).toBeNull();
    expect(links()).toEqual([['Vai ai tuoi pagamenti', '/myoverins/tuoiPagamenti']]);
    expect(calls('GET account/me')).toHaveLength(0);
  });

  it('says a month-end payment was completed on its own return screen, told the outcome alone', async () => {
    render(<FineMesePagatoSenzaAccesso />);
    await screen.findByText('Il pagamento di fine mese è stato completato correttamente.');
    expect(screen.queryByText('Importo', { selector: 'dt' })).toBeNull();
    // Nobody is signed in: no user to reload.
    expect(calls('GET account/me')).toHaveLength(0);
  });

  it('says a payment awaiting the bank will be recorded when it arrives', async () => {
    render(<InAttesa />);
    expect(
      await screen.findByText(
        "Il pagamento è in attesa di conferma dalla banca: l'esito sarà registrato appena arriva.",
      ),
    ).toBeTruthy();
    expect(calls('GET account/me')).toHaveLength(0);
  });

  it("says a return could not be verified, with the server's message", async () => {
    render(<EsitoNonValido />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("Non è stato possibile verificare l'esito del pagamento.")).toBeTruthy();
    expect(within(alert).getByText('Esito del pagamento non valido.')).toBeTruthy();
    expect(links()).toEqual([
      ['Vai ai tuoi pagamenti', '/myoverins/tuoiPagamenti'],
      ['Torna al portale', '/'],
    ]);
  });

  it('shows the generic failure on ritorno-ko without the gateway fields', () => {
    render(<KoSenzaEsito />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pagamento non riuscito' })).toBeTruthy();
    expect(screen.getByText(KO)).toBeTruthy();
    expect(links()).toEqual([
      ['Vai ai tuoi pagamenti', '/myoverins/tuoiPagamenti'],
      ['Torna al portale', '/'],
    ]);
    expect(receivedCalls).toEqual([]);
  });
});

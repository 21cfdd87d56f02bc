import { composeStories } from '@storybook/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { lastShoppingEngine, lastTripState, receivedCalls } from '../shopping/stories/ShoppingStoryEngine';
import * as stories from './QuoteSummary.stories';

const { Completo, SenzaOneri, Errori, ConIntegrative, IntegrativaIncompleta, Mobile } = composeStories(
  stories,
  preview,
);

const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => {
  receivedCalls.length = 0;
});

describe('QuoteSummary', () => {
  it('prices the trip through carrello/totali and shows every line', async () => {
    render(<Completo />);
    expect(screen.getByRole('button', { name: /Preventivo/ }).getAttribute('aria-expanded')).toBe('true');
    await screen.findByText('Premio totale');
    await waitFor(() => expect(value('Destinazione')).toBe('Francia'));
    expect(value('Numero partecipanti')).toBe('2');
    expect(value('Data inizio')).toBe('01/08/2026');
    expect(value('Data fine')).toBe('15/08/2026');
    expect(value('Destinazione')).toBe('Francia');
    expect(value('Area di partenza')).toBe('Italia');
    expect(value('Importo viaggio')).toBe('1.500,00\u00a0€');
    expect(screen.getByTestId('premio-totale').textContent).toBe('77,00\u00a0€');
    expect(value('di cui imposte')).toBe('6,43\u00a0€');
    expect(value('di cui oneri accessori')).toBe('4,00\u00a0€');
    expect(value('totale per persona')).toBe('35,29\u00a0€');
    expect(value('Ritenuta d’acconto')).toBe('1,77\u00a0€');
    expect(screen.queryByText('Importo imbarcazione')).toBeNull();
    expect(receivedCalls.find((c) => c.key === 'POST carrello/totali')?.body).toEqual({
      pacchettoID: 12,
      nazionalitaID: 'IT',
      statoID: 'FR',
      importoViaggio: 1500,
      prodottiCollegati: [],
      parametri: {
        inizioViaggio: '2026-08-01',
        fineViaggio: '2026-08-15',
        destinazioneStato: 'FR',
        nazionalita: 'IT',
        eta: 2,
        numeroPartecipanti: 2,
        importoViaggio: 1500,
      },
    });
    // The totals are the query's: the persisted trip data keep only what the agent entered.
    expect(lastTripState().tripData).not.toHaveProperty('totali');
  });

  it('shows the commission when hovering the total premium', async () => {
    const user = userEvent.setup();
    render(<Completo />);
    await user.hover(await screen.findByTestId('premio-totale'));
    expect(screen.getByRole('tooltip').textContent).toBe('Commissioni: 15,40\u00a0€');
  });

  it('leaves out accessory charges and withholding at 0, shows the boat amount', async () => {
    render(<SenzaOneri />);
    await screen.findByText('Premio totale');
    expect(screen.queryByText('di cui oneri accessori')).toBeNull();
    expect(screen.queryByText('Ritenuta d’acconto')).toBeNull();
    expect(value('Importo imbarcazione')).toBe('25.000,00\u00a0€');
  });

  it('turns each totals error into a red toast', async () => {
    render(<Errori />);
    await waitFor(() => expect(lastShoppingEngine!.toasts()).toHaveLength(2));
    expect(lastShoppingEngine!.toasts().map((t) => `${t.variant}|${t.title}|${t.body}`)).toEqual([
      "danger|Errore|L'età dei partecipanti supera il massimo previsto dalla polizza: Viaggio Sicuro Plus",
      'danger|Errore|La destinazione non è assicurabile',
    ]);
    expect(screen.queryByText('Premio totale')).toBeNull();
  });

  it('lists each supplementary policy with its own total, the mandatory one included', async () => {
    render(<ConIntegrative />);
    const lines = () =>
      [...screen.getByTestId('preventivo-integrative').querySelectorAll('dt')].map(
        (dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`,
      );
    await waitFor(() =>
      expect(lines()).toEqual([
        'Integrativa Tutela Legale in Viaggio=16,40\u00a0€',
        'Integrativa Spese Mediche Illimitate=24,60\u00a0€',
      ]),
    );
    expect(screen.getByRole('heading', { name: 'Polizze integrative' })).toBeTruthy();
    expect(screen.getByTestId('premio-totale').textContent).toBe('118,00\u00a0€');
  });

  it('prices the trip without an added policy that lacks a value it needs, and lists that one unpriced', async () => {
    render(<IntegrativaIncompleta />);
    // Issue 24: the total premium stays while a policy waits for its values.
    await screen.findByText('Premio totale');
    const calls = receivedCalls.filter((c) => c.key === 'POST carrello/totali');
    expect(calls.length).toBeGreaterThan(0);
    for (const c of calls)
      expect((c.body as { prodottiCollegati?: unknown[] }).prodottiCollegati).toEqual([]);
    expect(screen.getByTestId('preventivo-integrative').textContent).toContain(
      'Integrativa Tutela Legale in Viaggio--',
    );
  });

  it('starts folded on a phone, with the total premium in its header', async () => {
    render(<Mobile />);
    const header = screen.getByRole('button', { name: /^Preventivo/ });
    expect(header.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() =>
      expect(screen.getByTestId('preventivo-totale-testata').textContent).toBe('77,00\u00a0€'),
    );
    expect(header.contains(screen.getByTestId('preventivo-totale-testata'))).toBe(true);
    expect(header.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows no total in the header while the trip is not priced', async () => {
    render(<Errori />);
    await screen.findByRole('button', { name: /^Preventivo/ });
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.queryByTestId('preventivo-totale-testata')).toBeNull();
  });
});

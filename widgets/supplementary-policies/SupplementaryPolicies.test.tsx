import { composeStories } from '@storybook/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { lastShoppingEngine, lastTripState, receivedCalls } from '../shopping/stories/ShoppingStoryEngine';
import { tripState } from '../shopping/tripState';
import { segnalaTentativoRifiutato } from '../add-to-cart/tentativoInvio';
import * as stories from './SupplementaryPolicies.stories';
import { speseMediche, tutelaLegale } from './stories/fixtures';
import { playStory } from '../../tests/fixtures/playStory';

const {
  NessunaAggiunta,
  UnaAggiunta,
  Obbligatoria,
  DatiMancanti,
  NonCompatibile,
  Errori,
  LeggiDiPiuAperto,
  Mobile,
} = composeStories(stories, preview);

const card = async (name: string) => (await screen.findByRole('region', { name })) as HTMLElement;
const totaliCalls = () => receivedCalls.filter((c) => c.key === 'POST carrello/totali');
const lastCollegati = () =>
  (totaliCalls().at(-1)?.body as { prodottiCollegati?: unknown } | undefined)?.prodottiCollegati;
const preventivo = () => screen.getByTestId('preventivo-integrative');
const toasts = () => lastShoppingEngine!.toasts().map((t) => `${t.variant}|${t.title}|${t.body}`);

beforeEach(() => {
  receivedCalls.length = 0;
});

describe('SupplementaryPolicies', () => {
  it('shows one card per policy: banner, title, sanitised description, no price before adding', async () => {
    render(<NessunaAggiunta />);
    const medica = await card(speseMediche.pacchetto);
    expect(within(medica).getByText('Overins CONSIGLIA')).toBeTruthy();
    expect(within(medica).getByText('illimitato').tagName).toBe('STRONG');
    expect(medica.innerHTML).not.toContain('<script');
    expect(within(medica).getByTestId('prezzo-integrativa').textContent).toBe('--');
    expect(within(medica).getByRole('button', { name: 'Aggiungi' })).toBeTruthy();
    expect(await card(tutelaLegale.pacchetto)).toBeTruthy();
    expect(receivedCalls.map((c) => c.key)).toContain('GET carrello/prodotti/complementari/12');
  });

  it('adds a policy with the trip’s values, prices it in the card and the Preventivo, and removes it', async () => {
    render(<NessunaAggiunta />);
    const medica = await card(speseMediche.pacchetto);
    fireEvent.click(within(medica).getByRole('button', { name: 'Aggiungi' }));
    expect(lastTripState().tripData?.prodottiCollegati).toEqual([
      { pacchettoID: 31, destinazioneID: 'FR', nazionalitaID: 'IT', importoViaggio: null },
    ]);
    await waitFor(() =>
      expect(within(medica).getByTestId('prezzo-integrativa').textContent).toBe('24,60\u00a0€'),
    );
    expect(lastCollegati()).toEqual([
      { pacchettoID: 31, destinazioneID: 'FR', nazionalitaID: 'IT', importoViaggio: null },
    ]);
    expect(within(preventivo()).getByText(speseMediche.pacchetto).nextElementSibling?.textContent).toBe(
      '24,60\u00a0€',
    );
    expect(screen.getByTestId('premio-totale').textContent).toBe('101,60\u00a0€');

    // A change of destination prices again.
    fireEvent.change(within(medica).getByLabelText('Destinazione'), { target: { value: 'USA' } });
    await waitFor(() =>
      expect((lastCollegati() as Array<{ destinazioneID: string }>)[0]!.destinazioneID).toBe('USA'),
    );

    fireEvent.click(within(medica).getByRole('button', { name: 'Rimuovi' }));
    expect(lastTripState().tripData?.prodottiCollegati).toEqual([]);
    await waitFor(() => expect(screen.queryByTestId('preventivo-integrative')).toBeNull());
    expect(within(medica).getByTestId('prezzo-integrativa').textContent).toBe('--');
    // Its values were reset: added again, it has none, and says so only on an attempt to add to the cart.
    fireEvent.click(within(medica).getByRole('button', { name: 'Aggiungi' }));
    expect(lastTripState().tripData?.prodottiCollegati).toEqual([
      { pacchettoID: 31, destinazioneID: null, nazionalitaID: null, importoViaggio: null },
    ]);
    expect(within(medica).queryByRole('alert')).toBeNull();
    expect(toasts()).toEqual([]);
    act(() => segnalaTentativoRifiutato());
    expect(within(medica).getByRole('alert').textContent).toContain(
      'Seleziona la Destinazione per la polizza integrativa Integrativa Spese Mediche Illimitate',
    );
  });

  it('shows an added policy priced from the trip data it was saved with', async () => {
    render(<UnaAggiunta />);
    const medica = await card(speseMediche.pacchetto);
    await waitFor(() =>
      expect(within(medica).getByTestId('prezzo-integrativa').textContent).toBe('24,60\u00a0€'),
    );
    expect((within(medica).getByLabelText('Destinazione') as HTMLSelectElement).value).toBe('FR');
    expect((within(medica).getByLabelText('Area di partenza') as HTMLSelectElement).value).toBe('IT');
  });

  it('adds a mandatory policy by itself and offers no remove button', async () => {
    render(<Obbligatoria />);
    const medica = await card(speseMediche.pacchetto);
    await waitFor(() =>
      expect(lastTripState().tripData?.prodottiCollegati).toEqual([
        { pacchettoID: 31, destinazioneID: 'FR', nazionalitaID: 'IT', importoViaggio: null },
      ]),
    );
    expect(within(medica).queryByRole('button', { name: 'Rimuovi' })).toBeNull();
    expect(within(medica).queryByRole('button', { name: 'Aggiungi' })).toBeNull();
    await waitFor(() => expect(within(preventivo()).getByText(speseMediche.pacchetto)).toBeTruthy());
  });

  it('gives the spec’s messages for a policy without its values on an attempt to add to the cart, and prices the trip without it', async () => {
    render(<DatiMancanti />);
    const legale = await card(tutelaLegale.pacchetto);
    expect(within(legale).queryByRole('alert')).toBeNull();
    act(() => segnalaTentativoRifiutato());
    expect(within(legale).getByRole('alert').textContent).toBe(
      'Seleziona il massimale per la polizza integrativa Integrativa Tutela Legale in Viaggio' +
        "Inserisci l'importo del viaggio per la polizza integrativa Integrativa Tutela Legale in Viaggio",
    );
    await new Promise((r) => setTimeout(r, 400));
    expect(totaliCalls().map((c) => (c.body as { prodottiCollegati?: unknown[] }).prodottiCollegati)).toEqual(
      totaliCalls().map(() => []),
    );
    fireEvent.change(within(legale).getByLabelText('Massimale'), { target: { value: 'M10' } });
    fireEvent.change(within(legale).getByLabelText('Costo del viaggio'), { target: { value: '0' } });
    expect(within(legale).getByRole('alert').textContent).toBe(
      "Inserisci l'importo del viaggio per la polizza integrativa Integrativa Tutela Legale in Viaggio",
    );
    fireEvent.change(within(legale).getByLabelText('Costo del viaggio'), { target: { value: '1200' } });
    expect(within(legale).queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(within(legale).getByTestId('prezzo-integrativa').textContent).toBe('16,40\u00a0€'),
    );
    expect(lastCollegati()).toEqual([
      { pacchettoID: 32, destinazioneID: 'M10', nazionalitaID: 'IT', importoViaggio: 1200 },
    ]);
  });

  it('adds a policy without a toast before the trip data validate, and asks no totals', async () => {
    render(<NessunaAggiunta />);
    const medica = await card(speseMediche.pacchetto);
    const store = tripState.of(lastShoppingEngine!.runtime).getState();
    act(() =>
      store.set({
        tripData: { ...store.tripData!, parametri: { ...store.tripData!.parametri, inizioViaggio: null } },
      }),
    );
    await new Promise((r) => setTimeout(r, 400));
    receivedCalls.length = 0;
    fireEvent.click(within(medica).getByRole('button', { name: 'Aggiungi' }));
    expect(lastTripState().tripData?.prodottiCollegati).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 400));
    expect(toasts()).toEqual([]);
    expect(totaliCalls()).toHaveLength(0);
  });

  it('removes a policy the totals answer neither prices nor refuses, with the alert', async () => {
    render(<NonCompatibile />);
    const medica = await card(speseMediche.pacchetto);
    await new Promise((r) => setTimeout(r, 400));
    receivedCalls.length = 0;
    fireEvent.click(within(medica).getByRole('button', { name: 'Aggiungi' }));
    expect(lastTripState().tripData?.prodottiCollegati).toHaveLength(1);
    expect(
      await screen.findByText(
        'I dati inseriti non sono compatibili con la polizza integrativa selezionata. Per assistenza, contatta Overins',
      ),
    ).toBeTruthy();
    expect(lastTripState().tripData?.prodottiCollegati).toEqual([]);
    expect(within(medica).getByRole('button', { name: 'Aggiungi' })).toBeTruthy();
  });

  it('turns totals errors into one red toast each, once for both widgets', async () => {
    render(<Errori />);
    await waitFor(() => expect(toasts()).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 100));
    expect(toasts()).toEqual([
      "danger|Errore|L'età dei partecipanti supera il massimo previsto dalla polizza: Integrativa Spese Mediche Illimitate",
    ]);
  });

  it('opens “Leggi di più” with the descriptions, the terms link and “Prosegui con gli acquisti”', async () => {
    await playStory(LeggiDiPiuAperto);
    const dialog = await screen.findByRole('dialog', { name: speseMediche.pacchetto });
    expect(within(dialog).getByRole('link', { name: 'Termini e Condizioni' }).getAttribute('href')).toBe(
      '/terminiecondizioni?pacchettoId=31&prodottoId=301',
    );
    expect(within(dialog).getByText('massimale spese mediche illimitato')).toBeTruthy();
    expect(dialog.innerHTML).not.toContain('onerror');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Prosegui con gli acquisti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lays the cards out for a phone', async () => {
    const { container } = render(<Mobile />);
    const view = within(container);
    expect(await view.findByRole('region', { name: speseMediche.pacchetto })).toBeTruthy();
    expect(view.getByRole('button', { name: /Preventivo/ }).getAttribute('aria-expanded')).toBe('false');
    expect(container.querySelector('.card-footer')?.className).toContain('flex-column');
  });
});

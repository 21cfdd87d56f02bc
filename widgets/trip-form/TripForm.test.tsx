import { composeStories } from '@storybook/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import { lastShoppingEngine, lastTripState, receivedCalls } from '../shopping/stories/ShoppingStoryEngine';
import * as stories from './TripForm.stories';

const { Vuoto, Compilato, Errori, SolaLettura, ListaInviato, Mobile, ConImbarcazione } = composeStories(
  stories,
  preview,
);

const toastBodies = () =>
  (lastShoppingEngine?.toasts() ?? []).map((t) => `${t.variant}|${t.title}|${t.body}`);

beforeEach(() => {
  receivedCalls.length = 0;
  // The stories' trip starts on 01/08/2026: "today" is a month before it (timers stay real).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 6, 1, 10));
});
afterEach(() => vi.useRealTimers());

describe('TripForm on the quote page', () => {
  it('shows the heading, the line, the required note and marks the required fields', async () => {
    render(<Vuoto />);
    expect(screen.getByRole('heading', { name: 'Preventivatore' })).toBeTruthy();
    expect(screen.getByText('Scopri la polizza più adatta alle tue esigenze')).toBeTruthy();
    expect(screen.getByText('(* Campo obbligatorio)')).toBeTruthy();
    expect(screen.getByLabelText('Data Inizio Viaggio')).toBeTruthy();
    expect(screen.getByLabelText('Data Fine Viaggio')).toBeTruthy();
    expect(screen.getByLabelText('Destinazione')).toBeTruthy();
    expect(screen.getByLabelText('Età')).toBeTruthy();
    expect(screen.getByLabelText('Numero Partecipanti')).toBeTruthy();
    expect(screen.getByLabelText('Area di partenza')).toBeTruthy();
    expect(screen.getByLabelText('Tipologia Polizza')).toBeTruthy();
    expect(screen.getByLabelText('Importo Viaggio a Persona')).toBeTruthy();
    expect(screen.getAllByText('*').length).toBe(5);
    expect(screen.getByRole('button', { name: 'Trova Polizze' })).toBeTruthy();
  });

  it('gives one red toast per missing field, with the generic error title', async () => {
    const user = userEvent.setup();
    render(<Errori />);
    await user.click(screen.getByRole('button', { name: 'Trova Polizze' }));
    expect(toastBodies()).toEqual([
      'danger|Errore|Data Inizio Viaggio richiesta',
      'danger|Errore|Data Fine Viaggio richiesta',
      'danger|Errore|Destinazione richiesta',
      'danger|Errore|Età richiesta',
      'danger|Errore|Importo Viaggio richiesto',
    ]);
    expect(receivedCalls.filter((c) => c.key.startsWith('POST'))).toEqual([]);
  });

  it('asks for the participants when the number is emptied', async () => {
    const user = userEvent.setup();
    render(<Vuoto />);
    await user.clear(screen.getByLabelText('Numero Partecipanti'));
    await user.click(screen.getByRole('button', { name: 'Trova Polizze' }));
    expect(toastBodies()).toContain('danger|Errore|Numero Partecipanti richiesto');
  });

  it('treats a number of participants below 1 as 1 (spec 2 §5)', async () => {
    const user = userEvent.setup();
    render(<Vuoto />);
    const numero = screen.getByLabelText('Numero Partecipanti') as HTMLInputElement;
    await user.clear(numero);
    await user.type(numero, '0');
    expect(numero.value).toBe('1');
  });

  it('refuses the decimal point key in the trip amount', async () => {
    const user = userEvent.setup();
    render(<Vuoto />);
    const amount = screen.getByLabelText('Importo Viaggio a Persona');
    await user.type(amount, '12.5');
    expect((amount as HTMLInputElement).value).toBe('125');
    expect(fireEvent.keyDown(amount, { key: '.' })).toBe(false);
  });

  it('chooses the configured defaults for empty lists, by value or by text (issue 24)', async () => {
    render(<Vuoto defaults={{ nazionalita: 'IT', eta: 'Da 18 a 65 anni' }} />);
    const area = screen.getByLabelText('Area di partenza') as HTMLSelectElement;
    const eta = screen.getByLabelText('Età') as HTMLSelectElement;
    await waitFor(() => expect(area.value).toBe('IT'));
    await waitFor(() => expect(eta.value).toBe('2'));
    // A choice already made is kept.
    cleanup();
    render(<Compilato defaults={{ eta: 'Fino a 17 anni' }} />);
    const kept = screen.getByLabelText('Età') as HTMLSelectElement;
    await waitFor(() => expect(kept.querySelectorAll('option').length).toBe(4));
    expect(kept.value).toBe('2');
  });

  it('finds the policies for a complete trip: records the parameters and goes to the list', async () => {
    const user = userEvent.setup();
    render(<Compilato />);
    await user.click(screen.getByRole('button', { name: 'Trova Polizze' }));
    await waitFor(() => expect(screen.getByTestId('percorso').textContent).toBe('/carrello/listaProdotti'));
    expect(lastTripState()).toMatchObject({
      parameters: {
        inizioViaggio: '2026-08-01',
        fineViaggio: '2026-08-15',
        destinazioneStato: 'FR',
        eta: 2,
        nazionalita: 'IT',
        numeroPartecipanti: 2,
        importoViaggio: 1500,
      },
      categoryId: null,
      showFavourites: false,
      tripData: null,
    });
    expect(toastBodies()).toEqual([]);
  });

  it('shows the dates as DD/MM/YYYY and refuses, without changing it, an end before the start', async () => {
    const user = userEvent.setup();
    render(<Compilato />);
    expect((screen.getByLabelText('Data Inizio Viaggio') as HTMLInputElement).value).toBe('01/08/2026');
    const end = screen.getByLabelText('Data Fine Viaggio') as HTMLInputElement;
    fireEvent.change(end, { target: { value: '20/07/2026' } });
    fireEvent.blur(end);
    expect(end.value).toBe('20/07/2026');
    expect(end.getAttribute('aria-invalid')).toBe('true');
    const message = 'La data di fine viaggio non può precedere la data di inizio';
    expect(screen.getByText(message)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Trova Polizze' }));
    expect(toastBodies()).toEqual([`danger|Errore|${message}`]);
    expect(end.value).toBe('20/07/2026');
  });

  it('keeps a typed start before today as typed, marked with the server’s text', () => {
    render(<Vuoto />);
    const start = screen.getByLabelText('Data Inizio Viaggio') as HTMLInputElement;
    fireEvent.change(start, { target: { value: '15/06/2026' } });
    fireEvent.blur(start);
    expect(start.value).toBe('15/06/2026');
    expect(start.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('La data di inizio viaggio non può essere nel passato')).toBeTruthy();
  });

  it('refuses a start kept from an earlier day with the server’s text, and searches nothing', async () => {
    const user = userEvent.setup();
    render(<Compilato />);
    const kept = lastTripState().parameters;
    vi.setSystemTime(new Date(2026, 7, 3, 10));
    await user.click(screen.getByRole('button', { name: 'Trova Polizze' }));
    expect(toastBodies()).toEqual(['danger|Errore|La data di inizio viaggio non può essere nel passato']);
    expect(lastTripState().parameters).toBe(kept);
    expect(screen.getByTestId('percorso').textContent).not.toBe('/carrello/listaProdotti');
  });

  it('is read-only with readonly=true', () => {
    render(<SolaLettura />);
    expect((screen.getByLabelText('Data Inizio Viaggio') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Numero Partecipanti') as HTMLInputElement).readOnly).toBe(true);
  });
});

describe('TripForm on the list page', () => {
  it('has the list title, hides the policy type, and is read-only once submitted with Modifica', async () => {
    const user = userEvent.setup();
    render(<ListaInviato />);
    expect(
      screen.getByRole('heading', { name: 'Inserisci i dati per scoprire le polizze adatte al viaggio' }),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Tipologia Polizza')).toBeNull();
    expect(screen.queryByText('(* Campo obbligatorio)')).toBeNull();
    expect((screen.getByLabelText('Data Inizio Viaggio') as HTMLInputElement).readOnly).toBe(true);
    const kept = lastTripState().parameters;
    await user.click(screen.getByRole('button', { name: 'Modifica' }));
    expect((screen.getByLabelText('Data Inizio Viaggio') as HTMLInputElement).readOnly).toBe(false);
    // "Modifica" only unlocks: it does not submit the form it opens (which would lock it again).
    expect(screen.getByRole('button', { name: 'Trova Polizze' })).toBeTruthy();
    expect(lastTripState().parameters).toBe(kept);
    await user.clear(screen.getByLabelText('Numero Partecipanti'));
    await user.type(screen.getByLabelText('Numero Partecipanti'), '3');
    await user.click(screen.getByRole('button', { name: 'Trova Polizze' }));
    await screen.findByRole('button', { name: 'Modifica' });
    // New parameters price the list again: the list page's query is keyed by them.
    expect(lastTripState().parameters).toMatchObject({ numeroPartecipanti: 3, destinazioneStato: 'FR' });
  });

  it('folds into a summary with Modifica on a phone', async () => {
    const user = userEvent.setup();
    render(<Mobile />);
    expect(await screen.findByText('Francia')).toBeTruthy();
    expect(await screen.findByText('Da 18 a 65 anni')).toBeTruthy();
    expect(screen.queryByLabelText('Data Inizio Viaggio')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Modifica' }));
    expect(screen.getByLabelText('Data Inizio Viaggio')).toBeTruthy();
  });

  it('offers the boat amount when asked', () => {
    render(<ConImbarcazione />);
    const form = screen.getByRole('heading', { name: /Inserisci i dati/ }).closest('section')!;
    expect(within(form).getByLabelText('Importo Imbarcazione')).toBeTruthy();
  });
});

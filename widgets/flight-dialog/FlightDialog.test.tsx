import { composeStories } from '@storybook/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { lastShoppingEngine, lastTripState, receivedCalls } from '../shopping/stories/ShoppingStoryEngine';
import { checkVoli } from './checkVoli';
import { datiExtraConVoli, fromBase64Url, toBase64Url, voliDaDatiExtra } from './datiExtra';
import * as stories from './FlightDialog.stories';
import { volo } from './stories/voliApi';
import { playStories } from '../../tests/fixtures/playStory';

const {
  SenzaCoperturaVoli,
  NessunVolo,
  VoliSelezionati,
  SeiVoli,
  DialogoRicerca,
  Risultati,
  ErroriValidazione,
  RicercaFallita,
  Mobile,
  CambioPagina,
} = composeStories(stories, preview);

const dialog = () => screen.getByRole('dialog', { name: 'Seleziona volo' });
const toasts = () => lastShoppingEngine!.toasts().map((t) => `${t.variant}|${t.title}|${t.body}`);
const savedFlights = () => voliDaDatiExtra(lastTripState().tripData?.datiExtra).map((v) => v.numeroVolo);

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'SELEZIONA VOLO' }));
  return within(await screen.findByRole('dialog', { name: 'Seleziona volo' }));
}

async function searchByNumber(user: ReturnType<typeof userEvent.setup>, numero: string, day = '2026-08-01') {
  const d = within(dialog());
  await user.type(d.getByLabelText('Numero volo'), numero);
  await user.type(d.getByLabelText('Data di partenza'), day);
  await user.click(d.getByRole('button', { name: 'Cerca' }));
}

beforeEach(() => {
  receivedCalls.length = 0;
});

// Typing, searching and choosing in jsdom takes seconds of work while CI loads the machine.
describe('FlightDialog', { timeout: 20_000 }, () => {
  it('shows no flight and the prompt until some are chosen', async () => {
    render(<NessunVolo />);
    await screen.findByText('Nessun Volo Selezionato');
    screen.getByText('Seleziona i voli da monitorare per la copertura in caso di ritardo o cancellazione');
  });

  it('lists the chosen flights with times, airports, number and day', async () => {
    render(<VoliSelezionati />);
    const rows = await screen.findAllByTestId('volo');
    expect(rows.map((r) => r.textContent)).toEqual([
      '07:35 FCO→arrivo09:30 CDGAF120501/08/2026Air France',
      '10:05 FCO→arrivo14:10 JFKAZ61015/08/2026ITA Airways',
    ]);
    expect(screen.queryByText('Nessun Volo Selezionato')).toBeNull();
  });

  it('is not shown for a product without flight cover', async () => {
    render(<SenzaCoperturaVoli />);
    await waitFor(() => expect(receivedCalls.some((c) => c.key === 'GET carrello/12')).toBe(true));
    expect(screen.queryByRole('button', { name: 'SELEZIONA VOLO' })).toBeNull();
  });

  it('searches by number, selects, and saves the flight into datiExtra', async () => {
    const user = userEvent.setup();
    render(<NessunVolo />);
    const d = await openDialog(user);
    expect(d.getByLabelText('Data di partenza').getAttribute('min')).toBe('2000-01-01');
    await searchByNumber(user, 'AZ610');
    await user.click(await d.findByRole('button', { name: /^Seleziona AZ610/ }));
    // Selecting hides the search and its results and offers another flight.
    expect(d.queryByLabelText('Numero volo')).toBeNull();
    expect(d.queryByRole('button', { name: /^Seleziona AZ610/ })).toBeNull();
    await user.click(d.getByRole('button', { name: 'Aggiungi un altro volo' }));
    await user.click(d.getByLabelText('Cerca per aeroporti'));
    await user.type(d.getByRole('combobox', { name: 'Aeroporto di partenza' }), 'rom');
    await user.click(await d.findByRole('option', { name: /FCO Roma/ }));
    expect((d.getByRole('combobox', { name: 'Aeroporto di partenza' }) as HTMLInputElement).value).toBe(
      'FCO',
    );
    const arrivo = d.getByRole('combobox', { name: 'Aeroporto di destinazione' });
    await user.type(arrivo, 'CD');
    await d.findByRole('option', { name: /CDG Parigi/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect((arrivo as HTMLInputElement).value).toBe('CDG');
    await user.type(d.getByLabelText('Data di partenza'), '2026-08-01');
    await user.click(d.getByRole('button', { name: 'Cerca' }));
    await user.click(await d.findByRole('button', { name: /^Seleziona AF1207/ }));
    await user.click(d.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(savedFlights()).toEqual(['AZ610', 'AF1207']);
    expect(receivedCalls.filter((c) => c.key === 'GET carrello/infoVoli')).toHaveLength(2);
    expect(await screen.findAllByTestId('volo')).toHaveLength(2);
  });

  it('opens on the list when flights are chosen; Annulla keeps the saved ones', async () => {
    const user = userEvent.setup();
    render(<VoliSelezionati />);
    const d = await openDialog(user);
    expect(d.queryByLabelText('Numero volo')).toBeNull();
    await user.click(d.getByRole('button', { name: /^Elimina volo AF1205/ }));
    await user.click(d.getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(savedFlights()).toEqual(['AF1205', 'AZ610']);
  });

  it('goes back to the search when the last flight is deleted', async () => {
    const user = userEvent.setup();
    render(<VoliSelezionati />);
    const d = await openDialog(user);
    await user.click(d.getByRole('button', { name: /^Elimina volo AF1205/ }));
    expect(d.queryByLabelText('Numero volo')).toBeNull();
    await user.click(d.getByRole('button', { name: /^Elimina volo AZ610/ }));
    d.getByLabelText('Numero volo');
    await user.click(d.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(savedFlights()).toEqual([]));
  });

  it('closes on a route change without saving', async () => {
    const user = userEvent.setup();
    render(<CambioPagina />);
    const d = await openDialog(user);
    await searchByNumber(user, 'AZ610');
    await user.click(await d.findByRole('button', { name: /^Seleziona AZ610/ }));
    await user.click(screen.getByText('Torna alla lista'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('percorso').textContent).toBe('/carrello/listaProdotti');
    expect(savedFlights()).toEqual([]);
  });

  it('refuses a duplicate: the result cannot be selected and says why', async () => {
    const user = userEvent.setup();
    render(<VoliSelezionati />);
    const d = await openDialog(user);
    await user.click(d.getByRole('button', { name: 'Aggiungi un altro volo' }));
    await searchByNumber(user, 'AF1205');
    const select = await d.findByRole('button', { name: /^Seleziona AF1205/ });
    expect((select as HTMLButtonElement).disabled).toBe(true);
    d.getByText('Il volo è già stato selezionato');
  });

  it('refuses a seventh flight', async () => {
    const user = userEvent.setup();
    render(<SeiVoli />);
    const d = await openDialog(user);
    expect((d.getByRole('button', { name: 'Aggiungi un altro volo' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    d.getByText('È possibile selezionare al massimo 6 voli');
    // With one deleted a search is possible again, and its result fills the sixth place only.
    await user.click(d.getAllByRole('button', { name: /^Elimina volo/ })[0]!);
    await user.click(d.getByRole('button', { name: 'Aggiungi un altro volo' }));
    await searchByNumber(user, 'AZ610');
    await user.click(await d.findByRole('button', { name: /^Seleziona AZ610/ }));
    expect((d.getByRole('button', { name: 'Aggiungi un altro volo' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says what is missing in Errore validazione toasts', async () => {
    const user = userEvent.setup();
    render(<ErroriValidazione />);
    await user.click((await openDialog(user)).getByRole('button', { name: 'Cerca' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        'danger|Errore validazione|Impostare il numero di volo',
        'danger|Errore validazione|Impostare la data di partenza',
      ]),
    );
    await user.click(within(dialog()).getByLabelText('Cerca per aeroporti'));
    await user.click(within(dialog()).getByRole('button', { name: 'Cerca' }));
    expect(toasts().slice(2)).toEqual([
      "danger|Errore validazione|Impostare l'aeroporto di partenza",
      "danger|Errore validazione|Impostare l'aeroporto di destinazione",
      'danger|Errore validazione|Impostare la data di partenza',
    ]);
    expect(receivedCalls.some((c) => c.key === 'GET carrello/infoVoli')).toBe(false);
  });

  it('shows the server’s item2 errors in one toast, and no result as the spec says', async () => {
    const user = userEvent.setup();
    render(<NessunVolo />);
    const d = await openDialog(user);
    await user.click(d.getByLabelText('Cerca per aeroporti'));
    await user.type(d.getByRole('combobox', { name: 'Aeroporto di partenza' }), 'XXX');
    await user.type(d.getByRole('combobox', { name: 'Aeroporto di destinazione' }), 'XXX');
    await user.type(d.getByLabelText('Data di partenza'), '2026-08-01');
    await user.click(d.getByRole('button', { name: 'Cerca' }));
    await d.findByText('Non è stato rilevato alcun volo che soddisfa i parametri inseriti');
    await waitFor(() =>
      expect(toasts()).toEqual(['danger|Errore|Aeroporto XXX non trovato\nAeroporto XXX non trovato']),
    );
  });

  it('runs the designers’ stories', async () => {
    await playStories(DialogoRicerca, Risultati, RicercaFallita);
    render(<Mobile />);
    await screen.findAllByTestId('volo');
  });
});

describe('datiExtra and checkVoli', () => {
  const a = volo('AF1205', 'FCO', 'CDG', '2026-08-01', '07:35', '09:30');
  const b = volo('AZ610', 'FCO', 'JFK', '2026-08-15', '10:05', '14:10');
  const dati = (voli: unknown[]) => ({
    pacchettoID: 12,
    parametri: { inizioViaggio: '2026-08-01', fineViaggio: '2026-08-15' },
    datiExtra: toBase64Url({ datiVolo: voli }),
  });

  it('round-trips UTF-8 JSON through base64url as the server’s Buffer does', () => {
    const value = { datiVolo: [{ ...a, compagnia: 'Aeroméxico ✈' }], altro: 'è' };
    const encoded = toBase64Url(value);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(fromBase64Url(encoded)).toEqual(value);
    expect(fromBase64Url('%%%')).toBeNull();
    expect(voliDaDatiExtra(datiExtraConVoli(toBase64Url({ altro: 1 }), [a]))).toEqual([a]);
    expect(fromBase64Url(datiExtraConVoli(toBase64Url({ altro: 1 }), [a]))).toEqual({
      altro: 1,
      datiVolo: [a],
    });
  });

  it('finds more than 6 flights and duplicates', () => {
    expect(checkVoli(dati([a, b]) as never)).toEqual([]);
    expect(checkVoli({ pacchettoID: 12 } as never)).toEqual([]);
    expect(
      checkVoli(dati([a, b, { ...a, timestampPartenza: '2026-08-02T07:35:00+01:00' }]) as never),
    ).toEqual(['Il volo AF1205 da FCO a CDG è già stato selezionato']);
    expect(checkVoli(dati([a, b, b, b, b, b, b]) as never)).toEqual([
      'È possibile selezionare al massimo 6 voli',
      'Il volo AZ610 da FCO a JFK è già stato selezionato',
    ]);
  });
});

import { composeStories } from '@storybook/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import { AVVISI_CF } from './avvisoCodiceFiscale';
import * as stories from './ParticipantTable.stories';
import {
  lastParticipantEngine,
  lastParticipantTrip,
  participantCalls,
} from './stories/ParticipantStoryEngine';
import { tripState } from '../shopping/tripState';

const {
  Vuoto,
  Compilato,
  DuePagine,
  Errori,
  Mobile,
  ConImmagine,
  ConImmagineMobile,
  SolaLettura,
  FileSenzaPartecipanti,
} = composeStories(stories, preview);

const righe = () => lastParticipantTrip().tripData!.partecipanti!;
const setCount = (n: number) =>
  act(() => {
    const store = tripState.of(lastParticipantEngine!.runtime);
    const d = store.getState().tripData!;
    store.getState().set({ tripData: { ...d, parametri: { ...d.parametri, numeroPartecipanti: n } } });
  });
const surnames = () =>
  screen.getAllByRole('textbox', { name: /^Cognome/ }).map((i) => (i as HTMLInputElement).value);
const csv = () => new File(['Cognome;Nome\r\nEsposito;Chiara\r\n'], 'gruppo.csv', { type: 'text/csv' });

beforeEach(() => {
  participantCalls.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ParticipantTable', () => {
  it('takes a birth date typed as DD/MM/YYYY, keeps it as YYYY-MM-DD, marks one before 1900', async () => {
    const user = userEvent.setup();
    render(<Vuoto />);
    const nascita = (await screen.findByLabelText('Data di nascita partecipante 1')) as HTMLInputElement;
    await user.type(nascita, '5/4/1985');
    await waitFor(() => expect(righe()[0]!.DataNascita).toBe('1985-04-05'));
    await user.tab();
    expect(nascita.value).toBe('05/04/1985');
    expect(nascita.getAttribute('aria-invalid')).toBeNull();
    await user.clear(nascita);
    await user.type(nascita, '31/12/1899');
    await waitFor(() => expect(nascita.getAttribute('aria-invalid')).toBe('true'));
  });

  it('shows a blank row per participant with the spec’s columns, file actions and the single-document option', async () => {
    render(<Vuoto />);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['N', 'Cognome*', 'Nome*', 'Codice fiscale', 'Data di nascita', 'E-mail']);
    expect(surnames()).toEqual(['', '']);
    expect(
      (screen.getByRole('textbox', { name: 'Cognome partecipante 1' }) as HTMLInputElement).required,
    ).toBe(true);
    // One Tab stop typed as DD/MM/YYYY, not the browser's date input of three or four (issue 24).
    expect(screen.getByLabelText('Data di nascita partecipante 2').getAttribute('type')).toBe('text');
    // The product page's focus request names the first participant's surname (issue 24).
    expect(document.querySelector('[data-campo="Cognome"]')).toBe(
      screen.getByRole('textbox', { name: 'Cognome partecipante 1' }),
    );
    await waitFor(() => expect(righe()).toHaveLength(2));
    const check = screen.getByRole('checkbox', {
      name: 'Documento Singolo: Ottieni un documento per ogni nominativo viaggiatore inserito',
    });
    expect(
      screen.getByText(
        'Attenzione: se si seleziona questa casella si genererà una pratica per ogni partecipante inserito',
      ),
    ).toBeTruthy();
    await userEvent.click(check);
    expect(lastParticipantTrip().tripData!.tesseraSingola).toBe(true);
    expect(screen.getByLabelText(/Carica file partecipanti/).getAttribute('accept')).toBe('.xls,.xlsx,.csv');
    expect(screen.getByLabelText(/Carica immagine o PDF/).getAttribute('accept')).toBe(
      '.jpg,.bmp,.png,.gif,.pdf',
    );
    expect(screen.getByRole('button', { name: 'Cancella dati inseriti' })).toBeTruthy();
  });

  it('keeps what is typed in the trip data, PascalCase, tax code upper case', async () => {
    const user = userEvent.setup();
    render(<Vuoto />);
    await user.type(await screen.findByRole('textbox', { name: 'Cognome partecipante 2' }), 'Verdi');
    await user.type(screen.getByRole('textbox', { name: 'Codice fiscale partecipante 2' }), 'vrdlcu');
    expect(righe()[1]).toMatchObject({ Cognome: 'Verdi', CodiceFiscale: 'VRDLCU' });
  });

  it('follows the participant count: adds blank rows, trims from the end, at least one', async () => {
    render(<Compilato />);
    await screen.findByRole('table');
    setCount(5);
    await waitFor(() => expect(surnames()).toEqual(['Rossi', 'Bianchi', '', '', '']));
    setCount(1);
    await waitFor(() => expect(surnames()).toEqual(['Rossi']));
    setCount(0);
    await waitFor(() => expect(righe()).toHaveLength(1));
    expect(righe()[0]).toMatchObject({ Cognome: 'Rossi' });
  });

  it('pages ten rows at a time', async () => {
    const user = userEvent.setup();
    render(<DuePagine />);
    await waitFor(() => expect(surnames()).toHaveLength(10));
    expect(screen.getByRole('rowheader', { name: '1' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pagina 2' }));
    expect(surnames()).toHaveLength(2);
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['11', '12']);
    await user.click(screen.getByRole('button', { name: 'Pagina precedente' }));
    expect(screen.getAllByRole('rowheader')[0]!.textContent).toBe('1');
  });

  it('appends imported rows after the complete ones, refreshes the count after 1 s, clears the input after 3 s', async () => {
    const user = userEvent.setup();
    render(<Compilato />);
    await screen.findByRole('table');
    setCount(3); // a third, blank row: dropped by the import
    await waitFor(() => expect(righe()).toHaveLength(3));
    const input = screen.getByLabelText(/Carica file partecipanti/) as HTMLInputElement;
    await user.upload(input, csv());
    await waitFor(() => expect(righe()).toHaveLength(5));
    const sent = participantCalls.find((c) => c.key === 'POST carrello/upload/excelpartecipanti');
    expect(Object.keys(sent!.files)).toEqual(['filePartecipanti']);
    expect(righe().map((r) => r.Cognome)).toEqual(['Rossi', 'Bianchi', 'Esposito', 'Ferri', 'Gallo']);
    expect(righe()[3]).toEqual({
      Cognome: 'Ferri',
      Nome: 'Davide',
      CodiceFiscale: '',
      DataNascita: '1979-11-30',
      Email: 'd.ferri@esempio.it',
    });
    expect(screen.getByText('3 partecipanti importati')).toBeTruthy();
    await waitFor(() => expect(lastParticipantTrip().tripData!.parametri.numeroPartecipanti).toBe(5), {
      timeout: 2000,
    });
    expect(righe()).toHaveLength(5);
    expect(input.files).toHaveLength(1);
    await waitFor(() => expect(input.value).toBe(''), { timeout: 4000 });
  }, 10_000);

  it('shows the server’s message when the file has no participants, and changes nothing', async () => {
    const user = userEvent.setup();
    render(<FileSenzaPartecipanti />);
    await screen.findByRole('table');
    await user.upload(screen.getByLabelText(/Carica file partecipanti/), csv());
    await waitFor(() =>
      expect(lastParticipantEngine!.toasts().map((t) => t.body)).toContain(
        'Verificare il file caricato: non risultano partecipanti presenti al suo interno',
      ),
    );
    expect(righe()).toHaveLength(2);
  });

  it('clears the data entered, keeping the rows', async () => {
    const user = userEvent.setup();
    render(<Compilato />);
    await user.click(await screen.findByRole('button', { name: 'Cancella dati inseriti' }));
    expect(surnames()).toEqual(['', '']);
    expect(righe().every((r) => !r.Cognome && !r.Nome && !r.CodiceFiscale)).toBe(true);
  });

  it('with an image or PDF of the group: one head-of-group row, no single document; Rimuovi File restores', async () => {
    const user = userEvent.setup();
    render(<Compilato />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: /Documento Singolo/ }));
    const pdf = new File(['%PDF-1.4'], 'gruppo.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/Carica immagine o PDF/), pdf);
    await screen.findByRole('button', { name: 'Rimuovi File' });
    expect(lastParticipantTrip().tripData).toMatchObject({
      immaginePartecipanti: '77',
      tesseraSingola: false,
    });
    expect(surnames()).toEqual(['Rossi']);
    expect(screen.getByRole('rowheader').textContent).toBe('Capogruppo');
    expect(screen.queryByRole('checkbox', { name: /Documento Singolo/ })).toBeNull();
    expect(screen.queryByLabelText(/Carica file partecipanti/)).toBeNull();
    expect(screen.getByText('gruppo.pdf')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Rimuovi File' }));
    await waitFor(() => expect(surnames()).toEqual(['Rossi', '']));
    expect(participantCalls.map((c) => c.key)).toContain('DELETE carrello/upload/immaginepartecipanti/77');
    expect(lastParticipantTrip().tripData!.immaginePartecipanti).toBeNull();
    expect(screen.getByRole('checkbox', { name: /Documento Singolo/ })).toBeTruthy();
  });

  it('shows errors under the rows: a wrong check character is an error, a mismatch a warning', async () => {
    render(<Errori />);
    await screen.findByRole('table');
    expect(screen.getByText('Cognome e nome obbligatori per il partecipante 1')).toBeTruthy();
    expect(screen.getByText('Data di nascita obbligatoria per il partecipante 1')).toBeTruthy();
    expect(screen.getByText('Codice fiscale obbligatorio per il partecipante 1')).toBeTruthy();
    expect(
      screen.getByText("Il codice fiscale del passeggero Luca Verdi ha piu' di 16 caratteri. Correggerlo"),
    ).toBeTruthy();
    expect((await screen.findByText(AVVISI_CF.controllo)).className).toContain('text-danger');
    expect(
      screen.getByRole('textbox', { name: 'Codice fiscale partecipante 3' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.getByText(AVVISI_CF.corrispondenza).className).toContain('text-warning-emphasis');
    expect(
      screen.getByRole('textbox', { name: 'Codice fiscale partecipante 4' }).getAttribute('aria-invalid'),
    ).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Nome partecipante 1' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('gives no warning for a tax code that matches the participant', async () => {
    render(<Compilato />);
    await screen.findByRole('table');
    // Let the library load before asserting there is nothing to say.
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText(AVVISI_CF.controllo)).toBeNull();
    expect(screen.queryByText(AVVISI_CF.corrispondenza)).toBeNull();
  });

  it('on a phone shows one card per participant, titled Capogruppo with a group file', async () => {
    const { unmount } = render(<Mobile />);
    expect(await screen.findByRole('group', { name: 'Partecipante 1' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Partecipante 2' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    render(<ConImmagineMobile />);
    expect(await screen.findByRole('group', { name: 'Capogruppo' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Partecipante/ })).toBeNull();
  });

  it('keeps the head of the group only when a file is attached', async () => {
    render(<ConImmagine />);
    await screen.findByRole('table');
    expect(surnames()).toEqual(['Rossi']);
    expect(righe()).toHaveLength(1);
  });

  it('read-only: no file actions, inputs not editable', async () => {
    render(<SolaLettura />);
    const input = (await screen.findByRole('textbox', {
      name: 'Cognome partecipante 1',
    })) as HTMLInputElement;
    expect(input.readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancella dati inseriti' })).toBeNull();
    expect((screen.getByRole('checkbox', { name: /Documento Singolo/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });

  it('downloads the templates through the API', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = vi.fn(() => 'blob:modello');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<Vuoto />);
    await user.click(await screen.findByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(participantCalls.map((c) => c.key)).toContain('GET carrello/modelloPartecipanti');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('modello_partecipanti.csv');
    click.mockRestore();
  });
});

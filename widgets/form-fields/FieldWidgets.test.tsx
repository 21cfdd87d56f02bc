import { composeStories } from '@storybook/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { parseAmount } from './CurrencyWidget';
import * as stories from './FieldWidgets.stories';

const { Vuoti, Compilati, ConErrori, SoloLettura } = composeStories(stories, preview);

const data = () =>
  JSON.parse(screen.getByLabelText('Dati del modulo').textContent ?? '{}') as Record<string, unknown>;

describe('the project’s field widgets', () => {
  it('date: typed as DD/MM/YYYY, kept as YYYY-MM-DD, a date after 31/12/2099 kept and marked', async () => {
    render(<Vuoti />);
    const date = screen.getByLabelText('Data di partenza*') as HTMLInputElement;
    await userEvent.type(date, '5/3/2026');
    await userEvent.tab();
    expect(date.value).toBe('05/03/2026');
    expect(data().dataPartenza).toBe('2026-03-05');
    await userEvent.clear(date);
    await userEvent.type(date, '01/01/3000');
    await userEvent.tab();
    expect(date.value).toBe('01/01/3000');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('La data non può essere successiva al 31/12/2099')).toBeTruthy();
  });

  it('date: eight digits typed without slashes make the date, shown DD/MM/YYYY on leaving', async () => {
    render(<Vuoti />);
    const date = screen.getByLabelText('Data di partenza*') as HTMLInputElement;
    await userEvent.type(date, '05032026');
    expect(data().dataPartenza).toBe('2026-03-05');
    await userEvent.tab();
    expect(date.value).toBe('05/03/2026');
  });

  it('date: the calendar starts its weeks on Monday and picks a day', async () => {
    render(<Compilati />);
    await userEvent.click(screen.getByRole('button', { name: 'Apri il calendario' }));
    const grid = await screen.findByRole('grid', { name: 'luglio 2026' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['lu', 'ma', 'me', 'gi', 've', 'sa', 'do']);
    await userEvent.click(within(grid).getByRole('gridcell', { name: '20 luglio 2026' }));
    expect(data().dataPartenza).toBe('2026-07-20');
    expect((screen.getByLabelText('Data di partenza*') as HTMLInputElement).value).toBe('20/07/2026');
  });

  it('date: Tab goes field to field; Alt+ArrowDown opens the calendar on its day (issue 24)', async () => {
    render(<Compilati />);
    const date = screen.getByLabelText('Data di partenza*') as HTMLInputElement;
    expect(screen.getByRole('button', { name: 'Apri il calendario' }).tabIndex).toBe(-1);
    expect(date.getAttribute('aria-describedby')).toMatch(/-tasti/);
    expect(document.getElementById(date.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Alt+Freccia giù apre il calendario',
    );
    date.focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const grid = await screen.findByRole('grid', { name: 'luglio 2026' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-selected')).toBe('true'));
    await userEvent.click(within(grid).getByRole('gridcell', { name: '21 luglio 2026' }));
    expect(date.value).toBe('21/07/2026');
    expect(document.activeElement).toBe(date);
  });

  it('currency: Italian decimals in, a number rounded to the cent out, shown with 2 decimals', async () => {
    render(<Vuoti />);
    const amount = screen.getByLabelText('Importo del viaggio*') as HTMLInputElement;
    await userEvent.type(amount, '1.234,567');
    await userEvent.tab();
    expect(data().importoViaggio).toBe(1234.57);
    expect(amount.value).toBe('1.234,57');
    expect(parseAmount('12 €')).toBe(12);
    expect(parseAmount('dodici')).toBeNull();
  });

  it('codice fiscale: upper case, no spaces, at most 16 characters', async () => {
    render(<Vuoti />);
    const cf = screen.getByLabelText('Codice fiscale*') as HTMLInputElement;
    await userEvent.type(cf, 'rss mra 80a01h501u99');
    expect(cf.value).toBe('RSSMRA80A01H501U');
    expect(data().codiceFiscale).toBe('RSSMRA80A01H501U');
  });

  it('dropdown: options from dropdown/province, the value is the sigla', async () => {
    render(<Vuoti />);
    const select = screen.getByLabelText('Provincia*');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selezionare…', 'Firenze', 'Milano', 'Napoli']);
    await userEvent.selectOptions(select, 'MI');
    expect(data().provincia).toBe('MI');
  });

  it('file upload: keeps the name, refuses a file over the size limit', async () => {
    render(<Vuoti />);
    await userEvent.upload(
      screen.getByLabelText('Documento*'),
      new File(['x'.repeat(1_100_000)], 'grande.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText('Il file "grande.pdf" supera la dimensione massima di 1 MB.')).toBeTruthy();
    expect(data().documento).toBeUndefined();
    await userEvent.upload(
      screen.getByLabelText('Documento*'),
      new File(['%PDF'], 'piccolo.pdf', { type: 'application/pdf' }),
    );
    expect(data().documento).toBe('piccolo.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi' }));
    expect(data().documento).toBeUndefined();
  });

  it('shows filled values the Italian way', async () => {
    render(<Compilati />);
    expect((screen.getByLabelText('Data di partenza*') as HTMLInputElement).value).toBe('14/07/2026');
    expect((screen.getByLabelText('Importo del viaggio*') as HTMLInputElement).value).toBe('1.234,50');
    await waitFor(() => expect((screen.getByLabelText('Provincia*') as HTMLSelectElement).value).toBe('NA'));
  });

  it('shows each field’s message and marks the input invalid', () => {
    render(<ConErrori />);
    expect(screen.getByText('Data Inizio Viaggio richiesta')).toBeTruthy();
    expect(screen.getByText('Importo Viaggio richiesto')).toBeTruthy();
    expect(screen.getByLabelText('Codice fiscale*').className).toContain('is-invalid');
  });

  it('read-only: nothing can be changed', () => {
    render(<SoloLettura />);
    expect((screen.getByLabelText('Data di partenza*') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Importo del viaggio*') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Codice fiscale*') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Provincia*') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Rimuovi' })).toBeNull();
  });
});

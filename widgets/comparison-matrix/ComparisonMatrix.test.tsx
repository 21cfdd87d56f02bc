import { composeStories } from '@storybook/react';
import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import { lastTripState } from '../shopping/stories/ShoppingStoryEngine';
import * as stories from './ComparisonMatrix.stories';

const { Pannello, DueProdotti, TreProdotti, QuattroProdotti, Mobile } = composeStories(stories, preview);

const selectedIds = () => lastTripState().selectedItems;
const columnHeaders = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
const cells = (name: string) =>
  within(row(name))
    .getAllByRole('cell')
    .map((c) => c.textContent);

afterEach(() => vi.useRealTimers());

/** Renders a story and waits for the listed products (a query); fake timers only after that. */
async function shown(story: ReactElement) {
  const result = render(story);
  await screen.findByRole('checkbox', { name: 'Europ Assistance Travel' });
  return result;
}

describe('ComparisonMatrix', () => {
  it('shows 2, 3 and 4 products side by side', async () => {
    const { unmount } = await shown(<DueProdotti />);
    expect(columnHeaders()).toEqual(['Viaggio Sicuro Base', 'Viaggio Sicuro Plus']);
    unmount();
    const second = await shown(<TreProdotti />);
    expect(columnHeaders()).toHaveLength(3);
    second.unmount();
    await shown(<QuattroProdotti />);
    expect(columnHeaders()).toEqual([
      'Viaggio Sicuro Base',
      'Viaggio Sicuro Plus',
      'Medico Bagaglio Top',
      'Globy Giallo',
    ]);
  });

  it('shows every field type as the spec says', async () => {
    await shown(<QuattroProdotti />);
    // 3 currency, -1 = Illimitato
    expect(cells('Massimale spese mediche')).toEqual([
      '30.000,00\u00a0€',
      '60.000,00\u00a0€',
      'Illimitato',
      '120.000,00\u00a0€',
    ]);
    // 2 percentage, -1 = Illimitato
    expect(cells('Scoperto')).toEqual(['15%', 'Illimitato', '15%', '15%']);
    // 1 yes/no
    const ticks = within(row('Rientro sanitario'))
      .getAllByRole('img')
      .map((i) => i.getAttribute('aria-label'));
    expect(ticks).toEqual(['No', 'Sì', 'Sì', 'Sì']);
    // 4 decimal: decimalSlot, else 2 decimals
    expect(cells('Coefficiente rimborso')).toEqual(['0,885', '0,90', '0,91', '0,92']);
    // 5 integer
    expect(cells('Ritardo consegna (ore)')).toEqual(['12', '12', '12', '12']);
    // 6 and 7 text
    expect(cells('Motivi coperti')[0]).toBe('Malattia e infortunio');
    expect(cells('Centrale operativa')[3]).toBe('H24 in italiano');
    // -1 rich text, sanitised
    const note = row('Note');
    expect(within(note).getAllByText('Assistenza')[0]!.tagName).toBe('STRONG');
    expect(note.innerHTML).not.toContain('<script');
    expect(screen.getByRole('rowheader', { name: 'Bagaglio' })).toBeTruthy();
  });

  it('refuses a fifth product with the ATTENZIONE warning, gone after 1.5 s', async () => {
    await shown(<QuattroProdotti />);
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Europ Assistance Travel' }));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'ATTENZIONE' })).toBeTruthy();
    expect(alert.textContent).toContain('Non è possibile selezionare più di 4 prodotti per il confronto');
    expect(selectedIds()).toEqual([11, 12, 13, 14]);
    act(() => vi.advanceTimersByTime(1400));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on a phone removes the extra product again', async () => {
    await shown(<Mobile />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Europ Assistance Travel' }));
    expect(screen.getByRole('alert').textContent).toContain('Non è possibile selezionare più di 4 prodotti');
    await waitFor(() => expect(selectedIds()).toEqual([11, 12, 13, 14]));
    expect(
      (screen.getByRole('checkbox', { name: 'Europ Assistance Travel' }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  it('asks for at least one product, and the warning goes after 1.5 s', async () => {
    await shown(<Pannello />);
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: /^Confronta/ }));
    expect(screen.getByRole('alert').textContent).toBe('Selezionare almeno un prodotto');
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('filters the list by name, ticks, compares and clears the selection', async () => {
    await shown(<Pannello />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cerca prodotti' }), {
      target: { value: 'sicuro' },
    });
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Viaggio Sicuro Plus' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Viaggio Sicuro Base' }));
    expect(selectedIds()).toEqual([12, 11]);
    fireEvent.click(screen.getByRole('button', { name: 'Confronta (2/4)' }));
    expect(columnHeaders()).toEqual(['Viaggio Sicuro Plus', 'Viaggio Sicuro Base']);
    fireEvent.click(screen.getByRole('button', { name: 'Cancella selezione' }));
    expect(selectedIds()).toEqual([]);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('brings the matrix into view and focus on "Confronta" (it opens below the fold)', async () => {
    const scrolled: Element[] = [];
    // jsdom lays nothing out and has no scrollIntoView: record the calls.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      await shown(<Pannello />);
      fireEvent.click(screen.getByRole('checkbox', { name: 'Viaggio Sicuro Base' }));
      expect(scrolled).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Confronta (1/4)' }));
      const matrix = screen.getByTestId('matrice-confronto');
      expect(within(matrix).getByRole('table')).toBeTruthy();
      expect(scrolled).toEqual([matrix]);
      expect(document.activeElement).toBe(matrix);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('chooses a product from the matrix', async () => {
    await shown(<DueProdotti />);
    fireEvent.click(screen.getByRole('button', { name: 'Seleziona Viaggio Sicuro Base' }));
    await waitFor(() => expect(screen.getByTestId('percorso').textContent).toBe('/carrello/infoProdotto'));
  });
});

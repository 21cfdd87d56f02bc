import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import { CELL_TYPES } from '../../../engine/core/registry/cellTypes';
import { lastGridStoryEngine } from '../stories/GridStoryEngine';
import * as stories from './Cells.stories';
import { formatNumber, hrefOf, imageForValue, isSafeHref, secondsToTime } from './format';

const s = composeStories(stories, preview);
const cellsOf = (n: number) => within(screen.getAllByRole('row')[n]!).getAllByRole('gridcell');
const secondCell = (n = 1) => cellsOf(n)[1]!;

describe('grid cells', () => {
  it('has a story for every cell type', () => {
    const shown = Object.values(stories).flatMap((story) =>
      ((story as { args?: { columns?: Array<{ type?: string }> } }).args?.columns ?? []).map(
        (c) => c.type ?? 'text',
      ),
    );
    expect(new Set(shown)).toEqual(new Set(CELL_TYPES));
  });

  it('formats dates, numbers, durations and booleans the Italian way', () => {
    const cases: Array<[keyof typeof s, string]> = [
      ['Data', '05/03/2026'],
      ['DataOra', '05/03/2026 09:07'],
      ['Numerico', '1.234,50\u00a0€'],
      ['NumericoIntero', '12.000'],
      ['SecondiInOre', '1:02:05'],
      ['Booleano', 'Sì'],
      ['Testo', 'Rossi Mario'],
      ['Colore', '#1F6FEB'],
      ['FunzioneDiRendering', 'Giulia Bianchi'],
    ];
    for (const [name, text] of cases) {
      const Story = s[name];
      const { unmount } = render(<Story />);
      expect(secondCell().textContent, name).toBe(text);
      unmount();
    }
  });

  it('links only safe targets and downloads files with a button', () => {
    const { unmount } = render(<s.Link />);
    expect(within(secondCell()).getByRole('link').getAttribute('href')).toBe(
      'https://www.overins.it/condizioni',
    );
    expect(within(secondCell(2)).queryByRole('link')).toBeNull();
    unmount();
    render(<s.DownloadFile />);
    expect(
      within(secondCell()).getByRole('button', { name: 'Scarica condizioni-viaggio-sicuro.pdf' }),
    ).toBeTruthy();
  });

  it('shows the status dots with their Italian meaning', () => {
    const { unmount } = render(<s.EstrattoInviato />);
    expect(secondCell().textContent).toContain('Inviato');
    expect(secondCell().textContent).toContain('28/02/2026');
    expect(secondCell(2).textContent).toBe('Non inviato');
    unmount();
    render(<s.Sollecito />);
    expect(secondCell().textContent).toBe('Sollecito inviato');
    expect(secondCell(2).textContent).toBe('Nessun sollecito');
  });

  it('shows only the custom buttons the user may use and warns on an unknown action', async () => {
    render(<s.Azioni />);
    const cell = secondCell();
    expect(within(cell).getByRole('button', { name: 'Dettaglio' })).toBeTruthy();
    expect(within(cell).getByRole('button', { name: 'Annulla polizza' })).toBeTruthy();
    expect(within(cell).queryByRole('button', { name: 'Rimborso' })).toBeNull();
    await userEvent.click(within(cell).getByRole('button', { name: 'Dettaglio' }));
    expect(lastGridStoryEngine?.toasts().map((t) => t.variant)).toEqual(['warning']);
  });

  it('lists the actions in a menu and selects rows with ck_select', async () => {
    const { unmount } = render(<s.ListaAzioni />);
    await userEvent.click(within(secondCell()).getByRole('button', { name: 'Azioni' }));
    expect(screen.getByRole('button', { name: 'Modifica' })).toBeTruthy();
    unmount();
    render(<s.Selezione />);
    await userEvent.click(within(secondCell()).getByRole('checkbox', { name: 'Seleziona la riga' }));
    expect(screen.getByText('1 riga selezionata')).toBeTruthy();
  });

  it('pure formatters', () => {
    expect(formatNumber(0.125, 'p1', false)).toBe('12,5%');
    expect(formatNumber('x', undefined, false)).toBe('');
    expect(secondsToTime(93_600)).toBe('26:00:00');
    expect(imageForValue('EU', 'EU=a.png;*=b.png')).toBe('a.png');
    expect(imageForValue('XX', 'EU=a.png;*=b.png')).toBe('b.png');
    expect(hrefOf('x', { id: 7 }, '/myoverins/adesione/{id}')).toBe('/myoverins/adesione/7');
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref('mailto:a@b.it')).toBe(true);
  });
});

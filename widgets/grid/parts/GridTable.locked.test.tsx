import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview';
import * as stories from '../Grid.stories';
import { contentMinWidthOf } from '../model/widths';
import { playStory } from '../../../tests/fixtures/playStory';

const { ColonnaBloccata, Utenti } = composeStories(stories, preview);

const grid = () => screen.getByRole('grid');
const classes = (el: HTMLElement) => [...el.classList];
/** The body cells of a column, by the position of its header. */
function columnCells(title: RegExp): HTMLElement[] {
  const headers = within(grid()).getAllByRole('columnheader');
  const index = headers.findIndex((h) => title.test(h.textContent ?? ''));
  expect(index).toBeGreaterThanOrEqual(0);
  return within(grid())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('gridcell')[index]!);
}

describe('GridTable: locked column and widths from the format (issue 14, defect 6)', () => {
  it('makes the locked column sticky at the left edge, header and cells, with the edge marked', async () => {
    render(<ColonnaBloccata />);
    await screen.findAllByText('PR-2026-001200');
    const header = screen.getByRole('columnheader', { name: /Riferimento pratica/ });
    expect(classes(header)).toEqual(expect.arrayContaining(['grid-locked', 'grid-locked-last']));
    expect(classes(header)).not.toContain('position-relative');
    expect(header.style.left).toBe('0px');
    const cells = columnCells(/Riferimento pratica/);
    expect(cells).toHaveLength(20);
    for (const cell of cells) {
      expect(classes(cell)).toEqual(expect.arrayContaining(['grid-locked', 'grid-locked-last']));
      expect(cell.style.left).toBe('0px');
    }
    // The key's text wraps rather than hide its end; other cells keep one line with an ellipsis.
    for (const cell of cells) expect(classes(cell)).toContain('grid-locked-wrap');
    // The table stays a real table, other columns untouched.
    expect(grid().tagName).toBe('TABLE');
    for (const cell of columnCells(/Contraente/)) {
      expect(classes(cell)).not.toContain('grid-locked');
      expect(classes(cell)).toContain('text-truncate');
    }
    expect(classes(screen.getByRole('columnheader', { name: /Contraente/ }))).toContain('position-relative');
  });

  it('sizes date-time and amount columns set too narrow to their format, keeps wider ones', async () => {
    const columns = ColonnaBloccata.args.columns!.map((c) =>
      c.type === 'datetime' || c.type === 'numeric'
        ? { ...c, width: 90 }
        : c.field === 'contraente'
          ? { ...c, width: 230 }
          : c,
    );
    render(<ColonnaBloccata columns={columns} />);
    await screen.findAllByText('PR-2026-001200');
    const headers = within(grid()).getAllByRole('columnheader');
    const widthOf = (title: RegExp) => {
      const index = headers.findIndex((h) => title.test(h.textContent ?? ''));
      return (grid().querySelectorAll('colgroup col')[index] as HTMLElement).style.width;
    };
    expect(widthOf(/Data acquisto/)).toBe(`${contentMinWidthOf({ field: 'd', type: 'datetime' })}px`);
    expect(widthOf(/Premio totale/)).toBe(
      `${contentMinWidthOf({ field: 'p', type: 'numeric', format: 'c2' })}px`,
    );
    expect(widthOf(/Contraente/)).toBe('230px');
  });

  it('locks nothing in a grid whose columns do not ask', async () => {
    render(<Utenti />);
    await screen.findByText('giulia.bianchi');
    expect(grid().querySelectorAll('.grid-locked')).toHaveLength(0);
  });
});

describe('Grid: the locked-column story', () => {
  it('runs, its play checking the header stays locked while the table scrolls sideways', async () => {
    await playStory(ColonnaBloccata);
  });
});

import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAllMocks } from 'storybook/test';
import { beforeEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './Breadcrumbs.stories';

const { MyArea, Carrello } = composeStories(stories, preview);

// Stories share their fn() spies; each test starts with clean call records.
beforeEach(() => clearAllMocks());

describe('Breadcrumbs', () => {
  it('links the parents and shows the current page as text', async () => {
    render(<MyArea />);
    const trail = screen.getByRole('navigation', { name: 'Percorso di navigazione' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['MyOverins']);
    expect(within(trail).getByText('I tuoi acquisti').getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(trail).getByRole('link', { name: 'MyOverins' }));
    expect(MyArea.args.onNavigate).toHaveBeenCalledWith('/myoverins');
  });

  it('shows every step of a deeper trail', () => {
    render(<Carrello />);
    const trail = screen.getByRole('navigation', { name: 'Percorso di navigazione' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual(['Carrello', 'Prodotti', 'Dettaglio prodotto']);
  });
});

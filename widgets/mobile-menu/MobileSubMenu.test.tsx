import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAllMocks } from 'storybook/test';
import { beforeEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './MobileMenu.stories';

const { SottoMenuCategorie, SottoMenuSoloCategorie } = composeStories(stories, preview);
const actions = stories.subMenuActions;

beforeEach(() => clearAllMocks());

describe('MobileSubMenu', () => {
  it('shows Categorie (current), Preferiti and PREVENTIVATORE, each doing its action', async () => {
    render(<SottoMenuCategorie />);
    const nav = screen.getByRole('navigation', { name: 'Menu acquisti' });
    const categorie = within(nav).getByRole('link', { name: 'Categorie' });
    expect(categorie.getAttribute('aria-current')).toBe('page');
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Preferiti', 'PREVENTIVATORE']);
    await userEvent.click(within(nav).getByRole('button', { name: 'PREVENTIVATORE' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Preferiti' }));
    await userEvent.click(categorie);
    expect(actions.onQuoteTool).toHaveBeenCalledOnce();
    expect(actions.onFavourites).toHaveBeenCalledOnce();
    expect(actions.onNavigate).toHaveBeenCalledWith('/carrello/carrelloCategorie');
  });

  it('leaves out what the user may not do', () => {
    render(<SottoMenuSoloCategorie />);
    const nav = screen.getByRole('navigation', { name: 'Menu acquisti' });
    expect(within(nav).queryAllByRole('button')).toEqual([]);
    expect(within(nav).getByRole('link', { name: 'Categorie' })).toBeTruthy();
  });
});

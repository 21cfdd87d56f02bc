import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAllMocks } from 'storybook/test';
import { beforeEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './MobileMenu.stories';
import { playStory } from '../../tests/fixtures/playStory';

const { Agenzia, DevePagare, MenuAperto } = composeStories(stories, preview);

// Stories share their fn() spies; each test starts with clean call records.
beforeEach(() => clearAllMocks());

describe('MobileMenu', () => {
  it('opens from the burger with the entries and the user panel, without the shopping shortcuts', async () => {
    render(<Agenzia />);
    const burger = screen.getByRole('button', { name: 'Apri il menu' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('navigation', { name: 'Menu principale' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'Carrello', 'MyOverins']);
    expect(within(menu).getByRole('button', { name: 'Marco Bianchi' })).toBeTruthy();
    // Spec 2 §2: on a phone they show only on the categories route, in MobileSubMenu.
    expect(within(menu).queryByRole('button', { name: 'Preferiti' })).toBeNull();
    expect(within(menu).queryByRole('button', { name: 'Preventivatore' })).toBeNull();
  });

  it('offers the product search in the opened menu and closes once it has searched', async () => {
    render(<Agenzia />);
    const burger = screen.getByRole('button', { name: 'Apri il menu' });
    await userEvent.click(burger);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cerca polizze' }), 'globy{Enter}');
    expect(burger.getAttribute('aria-expanded')).toBe('false');
  });

  it('navigates inside the app from an entry', async () => {
    render(<Agenzia />);
    await userEvent.click(screen.getByRole('button', { name: 'Apri il menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'MyOverins' }));
    expect(Agenzia.args.onNavigate).toHaveBeenCalledWith('/myoverins');
  });

  it('has no cart for a user who must pay', () => {
    render(<DevePagare />);
    expect(screen.queryByRole('link', { name: 'Carrello' })).toBeNull();
  });

  it('opens itself in the story designers see opened', async () => {
    await playStory(MenuAperto);
    expect(screen.getByRole('button', { name: 'Apri il menu' }).getAttribute('aria-expanded')).toBe('true');
  });
});

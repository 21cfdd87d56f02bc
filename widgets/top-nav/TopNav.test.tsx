import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAllMocks } from 'storybook/test';
import { beforeEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './TopNav.stories';

const { Agenzia, DevePagare, BackOffice } = composeStories(stories, preview);

// Stories share their fn() spies; each test starts with clean call records.
beforeEach(() => clearAllMocks());

describe('TopNav', () => {
  it('shows the logo, Home and the allowed entries, marking the current one', () => {
    render(<Agenzia />);
    const menu = screen.getByRole('navigation', { name: 'Menu principale' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'Carrello', 'MyOverins']);
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveProperty(
      'href',
      'https://www.overins.it/',
    );
    expect(within(menu).getByRole('link', { name: 'Carrello' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('img', { name: 'Overins' }).closest('a')?.getAttribute('href')).toBe(
      '/carrello/carrelloCategorie',
    );
  });

  it('navigates inside the app and opens the side panel from the user name', async () => {
    render(<Agenzia />);
    await userEvent.click(screen.getByRole('link', { name: 'MyOverins' }));
    expect(Agenzia.args.onNavigate).toHaveBeenCalledWith('/myoverins');
    await userEvent.click(screen.getByRole('button', { name: 'Marco Bianchi' }));
    expect(Agenzia.args.onToggleSidePanel).toHaveBeenCalledOnce();
  });

  it('has no cart entry for a user who must pay', () => {
    render(<DevePagare />);
    expect(screen.queryByRole('link', { name: 'Carrello' })).toBeNull();
    expect(screen.getByRole('link', { name: 'MyOverins' })).toBeTruthy();
  });

  it('shows only Home when no entry is allowed', () => {
    render(<BackOffice />);
    const menu = screen.getByRole('navigation', { name: 'Menu principale' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home']);
    expect(screen.getByRole('button', { name: 'Laura Conti' })).toBeTruthy();
  });
});

import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAllMocks } from 'storybook/test';
import { beforeEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './SubmenuTabs.stories';

const { Agenzia, Network, Fornitore, Mobile } = composeStories(stories, preview);

// Stories share their fn() spies; each test starts with clean call records.
beforeEach(() => clearAllMocks());

const tabTitles = () =>
  within(screen.getByRole('navigation', { name: 'MyOverins' }))
    .getAllByRole('link')
    .map((l) => l.textContent);

describe('SubmenuTabs', () => {
  it('shows the allowed tabs in order and marks the current one', () => {
    render(<Agenzia />);
    expect(tabTitles()).toEqual([
      'I tuoi acquisti',
      'I tuoi crediti',
      'I tuoi pagamenti',
      'I tuoi estratti conto',
      'I tuoi utenti',
    ]);
    expect(screen.getByRole('link', { name: 'I tuoi acquisti' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'I tuoi crediti' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows the network tabs to a network and one tab to a supplier', () => {
    const { unmount } = render(<Network />);
    expect(tabTitles()).toContain('Estratti conto del network');
    unmount();
    render(<Fornitore />);
    expect(tabTitles()).toEqual(['Acquisti polizze']);
  });

  it('navigates inside the app', async () => {
    render(<Mobile />);
    await userEvent.click(screen.getByRole('link', { name: 'I tuoi pagamenti' }));
    expect(Mobile.args.onNavigate).toHaveBeenCalledWith('/myoverins/tuoiPagamenti');
  });
});

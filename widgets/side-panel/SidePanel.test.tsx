import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAllMocks } from 'storybook/test';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './SidePanel.stories';

const { Agenzia, BackOffice, Impersonando, Mobile } = composeStories(stories, preview);

// Stories share their fn() spies; each test starts with clean call records.
beforeEach(() => clearAllMocks());

// Offcanvas asks matchMedia for its responsive variants, which jsdom lacks.
beforeAll(() => {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
});

describe('SidePanel', () => {
  it('shows the user, the role and the account actions of an agency', () => {
    render(<Agenzia />);
    expect(screen.getByRole('dialog', { name: 'Marco Bianchi' })).toBeTruthy();
    expect(screen.getByText('Agenzia dettagliante — Agenzia Viaggi Il Gabbiano S.r.l.')).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '',
      'Cambia password',
      'Dati aziendali',
      'Esci',
    ]);
    expect(screen.getByRole('button', { name: 'Chiudi' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Vai all’amministrazione' })).toBeNull();
  });

  it('gives back office the sign-in-as button and the admin link with the token', async () => {
    render(<BackOffice />);
    expect(screen.getByRole('link', { name: 'Vai all’amministrazione' }).getAttribute('href')).toBe(
      'https://admin.overins.it/?token=3f2a9c',
    );
    expect(screen.queryByRole('button', { name: 'Dati aziendali' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Disconnetti' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accedi come' }));
    expect(BackOffice.args.onSignInAs).toHaveBeenCalledOnce();
    expect(BackOffice.args.onHide).toHaveBeenCalled();
  });

  it('names the impersonator and offers to disconnect while impersonating', async () => {
    render(<Impersonando />);
    expect(screen.getByRole('dialog', { name: 'Laura Conti' })).toBeTruthy();
    expect(screen.getByText('Stai operando come Marco Bianchi')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnetti' }));
    expect(Impersonando.args.onDisconnect).toHaveBeenCalledOnce();
  });

  it('runs change password and logout', async () => {
    render(<Mobile />);
    await userEvent.click(screen.getByRole('button', { name: 'Cambia password' }));
    expect(Mobile.args.onChangePassword).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Esci' }));
    expect(Mobile.args.onLogout).toHaveBeenCalledOnce();
  });
});

import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAllMocks } from 'storybook/test';
import { beforeEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './MenuTiles.stories';

const { Admin, Operatore, Nessuna } = composeStories(stories, preview);

beforeEach(() => clearAllMocks());

const titles = () =>
  within(screen.getByRole('list', { name: 'Amministrazione' }))
    .getAllByRole('link')
    .map((l) => l.textContent);

describe('MenuTiles', () => {
  it('shows one link per screen, in order, in a named list', () => {
    render(<Admin />);
    expect(titles()).toEqual([
      'Accedi come altro utente',
      'Report commissioni',
      'Posta in uscita',
      'Richieste di modifica',
      'Ruoli e permessi',
      'Storico dei permessi',
    ]);
    expect(screen.getByRole('link', { name: 'Ruoli e permessi' }).getAttribute('href')).toBe(
      '/admin/ruoliPermessi',
    );
  });

  it('navigates inside the app', async () => {
    render(<Operatore />);
    expect(titles()).toHaveLength(3);
    await userEvent.click(screen.getByRole('link', { name: 'Posta in uscita' }));
    expect(Operatore.args.onNavigate).toHaveBeenCalledWith('/admin/postaInUscita');
  });

  it('says so when no screen is open to the user', () => {
    render(<Nessuna />);
    expect(screen.getByText('Non hai accesso a nessuna sezione di questa area.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

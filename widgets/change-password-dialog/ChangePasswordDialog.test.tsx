import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAllMocks } from 'storybook/test';
import { beforeEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './ChangePasswordDialog.stories';
import { problemFromErrorBody } from './submitProblem';

const { Accettata, Rifiutata, TroppiTentativi } = composeStories(stories, preview);

// Stories share their fn() spies; each test starts with clean call records.
beforeEach(() => clearAllMocks());

async function fillAndSave() {
  await userEvent.type(screen.getByLabelText('Password attuale'), 'Viaggi2026!');
  await userEvent.type(screen.getByLabelText('Nuova password'), 'Gabbiano-2027');
  await userEvent.type(screen.getByLabelText('Conferma nuova password'), 'Gabbiano-2027');
  await userEvent.click(screen.getByRole('button', { name: 'Salva password' }));
}

describe('ChangePasswordDialog', () => {
  it('sends the three fields with the spec names', async () => {
    render(<Accettata />);
    expect(screen.getByRole('dialog', { name: 'Cambia password' })).toBeTruthy();
    await fillAndSave();
    expect(Accettata.args.onSubmit).toHaveBeenCalledWith({
      passwordVecchia: 'Viaggi2026!',
      passwordNuova: 'Gabbiano-2027',
      passwordConferma: 'Gabbiano-2027',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server messages beside their inputs', async () => {
    render(<Rifiutata />);
    await fillAndSave();
    const old = screen.getByLabelText('Password attuale');
    expect(old.getAttribute('class')).toContain('is-invalid');
    expect(await screen.findByText('La password attuale non è corretta')).toBeTruthy();
    expect(screen.getByText('La conferma non coincide con la nuova password')).toBeTruthy();
    expect(screen.getByLabelText('Nuova password').getAttribute('class')).not.toContain('is-invalid');
  });

  it('shows a general refusal above the form', async () => {
    render(<TroppiTentativi />);
    await fillAndSave();
    expect(
      (await screen.findByText('Troppi tentativi. Riprova tra 60 secondi.')).closest('.alert'),
    ).toBeTruthy();
  });

  it('cancels', async () => {
    render(<Accettata />);
    await userEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(Accettata.args.onHide).toHaveBeenCalled();
  });
});

describe('problemFromErrorBody', () => {
  it('reads both 400 shapes of spec 1 §8', () => {
    expect(problemFromErrorBody({ messages: [{ code: 'a.b', text: 'Testo', type: 'error' }] })).toEqual({
      messages: [{ code: 'a.b', text: 'Testo' }],
    });
    expect(problemFromErrorBody({ text: 'Dati non validi' })).toEqual({
      messages: [{ text: 'Dati non validi' }],
    });
    expect(problemFromErrorBody({ messages: [] })).toBeNull();
    expect(problemFromErrorBody('boom')).toBeNull();
  });
});

import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './AccountPanel.stories';

const { Accesso, CambioObbligatorio, ConIstruzioni } = composeStories(stories, preview);

describe('AccountPanel', () => {
  it('shows the brand, the translated title, the body and the links', () => {
    render(<Accesso />);
    expect(screen.getByRole('img', { name: 'Overins' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Accedi al portale' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accedi' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Password dimenticata?' }).getAttribute('href')).toBe(
      '/password-recover',
    );
    expect(screen.getByRole('link', { name: 'Registra la tua agenzia' }).getAttribute('href')).toBe(
      '/register',
    );
  });

  it('shows the instructions', () => {
    render(<ConIstruzioni />);
    expect(screen.getByRole('heading', { name: 'Registrazione agenzia' })).toBeTruthy();
    expect(screen.getByText(/allega i documenti richiesti/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna all’accesso' })).toBeTruthy();
  });

  it('offers a sign-out button instead of links on the forced password change', () => {
    render(<CambioObbligatorio />);
    expect(screen.getByRole('heading', { name: 'Cambia la tua password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Esci' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

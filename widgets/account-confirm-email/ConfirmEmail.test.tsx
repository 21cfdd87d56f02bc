import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './ConfirmEmail.stories';

const { Confermata, LinkScaduto, SenzaToken } = composeStories(stories, preview);

describe('ConfirmEmail', () => {
  it('shows the server’s confirmation', async () => {
    render(<Confermata />);
    expect(await screen.findByText('Il tuo indirizzo e-mail è stato confermato.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows why an old link no longer works', async () => {
    render(<LinkScaduto />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Il link di conferma non è valido, è già stato usato oppure è scaduto.',
    );
  });

  it('says a link without token is incomplete', () => {
    render(<SenzaToken />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Il link di conferma è incompleto: aprilo di nuovo dall’e-mail ricevuta.',
    );
  });
});

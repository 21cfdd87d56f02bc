import { composeStories } from '@storybook/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './CartIcon.stories';

const { ConProdotti, Vuoto } = composeStories(stories, preview);

describe('CartIcon', () => {
  it('shows the item count and lists each item to edit, ERRORE PARTECIPANTI without participants', async () => {
    const onModifica = vi.fn();
    render(<ConProdotti onModifica={onModifica} />);
    expect(screen.getByTestId('cart-count').textContent).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Carrello: 2 prodotti' }));
    expect(await screen.findByText('Viaggio Sicuro Plus - Rossi Mario')).toBeTruthy();
    expect(screen.getByText('Annullamento Viaggio Plus - ERRORE PARTECIPANTI')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'MODIFICA: Viaggio Sicuro Plus - Rossi Mario' }));
    expect(onModifica).toHaveBeenCalledWith(
      expect.objectContaining({
        datiProdotto: expect.objectContaining({ pacchetto: 'Viaggio Sicuro Plus' }),
      }),
    );
  });

  it('says the cart is empty', async () => {
    render(<Vuoto />);
    expect(screen.getByTestId('cart-count').textContent).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Carrello: 0 prodotti' }));
    expect(await screen.findByText('Il carrello è vuoto')).toBeTruthy();
  });
});

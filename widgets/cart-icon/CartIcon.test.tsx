import { composeStories } from '@storybook/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { StoryEngineProvider } from '../../.storybook/storyEngine';
import { stubMatchMedia } from '../cart-panel/stories/stubMatchMedia';
import { CartIcon } from './CartIcon';
import * as stories from './CartIcon.stories';

const { ConProdotti, Vuoto } = composeStories(stories, preview);

beforeAll(stubMatchMedia);

describe('CartIcon', () => {
  it('shows the item count and opens the cart panel with the items', async () => {
    render(<ConProdotti />);
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: 'Carrello: 2 prodotti' }));
    const panel = await screen.findByRole('dialog', { name: 'Carrello' });
    expect(panel.textContent).toContain('Viaggio Sicuro Plus - Rossi Mario');
    expect(panel.textContent).toContain('Annullamento Viaggio Plus - ERRORE PARTECIPANTI');
  });

  it('opens the empty cart', async () => {
    render(<Vuoto />);
    expect(screen.getByTestId('cart-count').textContent).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Carrello: 0 prodotti' }));
    expect(await screen.findByText('Il carrello è vuoto')).toBeTruthy();
  });

  it('names one item in the singular (plural forms of the labels)', () => {
    render(
      <StoryEngineProvider>
        <CartIcon count={1} onOpen={() => {}} />
      </StoryEngineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Carrello: 1 prodotto' })).toBeTruthy();
  });
});

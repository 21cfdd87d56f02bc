import { composeStories } from '@storybook/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import { StoryEngineProvider } from '../../.storybook/storyEngine';
import { stubMatchMedia } from '../cart-panel/stories/stubMatchMedia';
import { CartIcon } from './CartIcon';
import * as stories from './CartIcon.stories';

const { ConProdotti, Vuoto } = composeStories(stories, preview);

beforeAll(stubMatchMedia);
// Not vi.unstubAllGlobals: it would take stubMatchMedia's stub away too.
const idleBefore = window.requestIdleCallback;
afterEach(() => {
  window.requestIdleCallback = idleBefore;
});

describe('CartIcon', () => {
  it('shows the item count and opens the cart panel with the items', async () => {
    render(<ConProdotti />);
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: 'Carrello: 2 prodotti' }));
    const panel = await screen.findByRole('dialog', { name: 'Carrello' });
    expect(panel.textContent).toContain('Viaggio Sicuro Plus - Rossi Mario');
    expect(panel.textContent).toContain('Annullamento Viaggio Plus - ERRORE PARTECIPANTI');
  });

  it('with something to buy, loads the panel’s code once the page is idle, before it is opened (issue 30)', async () => {
    const idle = vi.fn((run: IdleRequestCallback) => {
      run({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    });
    window.requestIdleCallback = idle;
    render(<ConProdotti />);
    await waitFor(() => expect(idle).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with an empty cart, leaves the panel’s code until it is opened', async () => {
    const idle = vi.fn(() => 1);
    window.requestIdleCallback = idle;
    render(<Vuoto />);
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toBe('0'));
    expect(idle).not.toHaveBeenCalled();
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

import { composeStories } from '@storybook/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { lastTripState, receivedCalls } from '../shopping/stories/ShoppingStoryEngine';
import * as stories from './ProductSearch.stories';

const { Ricerca } = composeStories(stories, preview);

beforeEach(() => {
  receivedCalls.length = 0;
});

describe('ProductSearch', () => {
  it('picks several products and searches them with the button', async () => {
    const user = userEvent.setup();
    render(<Ricerca />);
    const input = screen.getByRole('searchbox', { name: 'Cerca polizze' });
    await user.type(input, 'sicuro');
    await user.click(await screen.findByRole('option', { name: 'Viaggio Sicuro Plus' }));
    await user.type(input, 'globy');
    await user.click(await screen.findByRole('option', { name: 'Globy Giallo' }));
    expect(screen.getByRole('button', { name: 'Rimuovi Viaggio Sicuro Plus' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    await waitFor(() => expect(screen.getByTestId('percorso').textContent).toBe('/carrello/listaProdotti'));
    expect(lastTripState()).toMatchObject({
      searchedProducts: [12, 14],
      categoryId: null,
      showFavourites: false,
    });
  });

  it('searches the typed text with Enter', async () => {
    const user = userEvent.setup();
    render(<Ricerca />);
    await user.type(screen.getByRole('searchbox', { name: 'Cerca polizze' }), 'sicuro');
    await screen.findByRole('option', { name: 'Viaggio Sicuro Base' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastTripState().searchedProducts).toEqual([11, 12]));
  });

  it('searches a text matching nothing too, so the list says so instead of keeping old results', async () => {
    const user = userEvent.setup();
    render(<Ricerca />);
    await user.type(screen.getByRole('searchbox', { name: 'Cerca polizze' }), 'xyzzy{Enter}');
    await waitFor(() => expect(screen.getByTestId('percorso').textContent).toBe('/carrello/listaProdotti'));
    expect(lastTripState()).toMatchObject({ searchedProducts: [], searchedText: 'xyzzy' });
  });
});

import { composeStories } from '@storybook/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { lastShoppingEngine, receivedCalls } from '../shopping/stories/ShoppingStoryEngine';
import * as stories from './CategoryCards.stories';

const { Categorie, Carta } = composeStories(stories, preview);

beforeEach(() => {
  receivedCalls.length = 0;
});

describe('CategoryCards', () => {
  it('shows each category with its name and description, and the favourites pseudo-category', async () => {
    render(<Categorie />);
    expect(screen.getByRole('heading', { name: 'Categorie' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Annullamento' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Medico Bagaglio: Spese mediche e bagaglio in viaggio' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prodotti Preferiti: preferiti' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });

  it('opens a category: compares its whole list, stores products and category, goes to the list', async () => {
    const user = userEvent.setup();
    render(<Categorie />);
    await user.click(await screen.findByRole('button', { name: /^Medico Bagaglio:/ }));
    await waitFor(() => expect(screen.getByTestId('percorso').textContent).toBe('/carrello/listaProdotti'));
    expect(receivedCalls.find((c) => c.key === 'POST carrello/confrontaProdotti')?.body).toEqual({
      listIDs: [],
      categoriaID: 2,
      parametri: {},
    });
    const state = lastShoppingEngine!.runtime.store.getState();
    expect(state.productList).toHaveLength(6);
    expect(state.category).toMatchObject({ itemID: 2, categoria: 'Medico Bagaglio' });
    expect(state.selectedItems).toEqual([]);
    expect(state.tripData).toBeNull();
  });

  it('opens the favourites with only the favourite products', async () => {
    const user = userEvent.setup();
    render(<Categorie />);
    await user.click(await screen.findByRole('button', { name: 'Prodotti Preferiti: preferiti' }));
    await waitFor(() => expect(lastShoppingEngine!.runtime.store.getState().showFavourites).toBe(true));
    expect(receivedCalls.find((c) => c.key === 'POST carrello/confrontaProdotti')?.body).toEqual({
      listIDs: [],
      categoriaID: -1,
      parametri: {},
    });
    expect(lastShoppingEngine!.runtime.store.getState().productList).toHaveLength(1);
  });

  it('renders a single card with its colour classes', () => {
    render(<Carta />);
    const back = screen.getByRole('button', { name: /^Annullamento:/ });
    expect(back.className).toContain('bg-primary-subtle');
  });
});

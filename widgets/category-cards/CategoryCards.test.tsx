import { composeStories } from '@storybook/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { lastTripState, receivedCalls } from '../shopping/stories/ShoppingStoryEngine';
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
      screen.getByRole('button', { name: 'Medico Bagaglio Spese mediche e bagaglio in viaggio' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Prodotti Preferiti preferiti' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });

  it('opens a category: records it, clears the selection and the trip data, goes to the list', async () => {
    const user = userEvent.setup();
    render(<Categorie />);
    await user.click(await screen.findByRole('button', { name: /^Medico Bagaglio / }));
    await waitFor(() => expect(screen.getByTestId('percorso').textContent).toBe('/carrello/listaProdotti'));
    expect(lastTripState()).toMatchObject({
      categoryId: 2,
      showFavourites: false,
      selectedItems: [],
      searchedProducts: [],
      tripData: null,
    });
    // The list page's reads start at the click, beside its code (issue 30): the products for the
    // category just recorded, keyed as the list page's query (its cache entry, not data carried over).
    await waitFor(() =>
      expect(receivedCalls.map((c) => c.key).sort()).toEqual([
        'GET carrello/pacchettiCategorie',
        'GET dropdown/destinazioni',
        'GET dropdown/eta',
        'GET dropdown/nazionalita',
        'POST carrello/confrontaProdotti',
      ]),
    );
    expect(receivedCalls.find((c) => c.key === 'POST carrello/confrontaProdotti')?.body).toEqual({
      listIDs: [],
      categoriaID: 2,
      parametri: {},
    });
  });

  it('pointing at a card starts the list page’s code (issue 30)', async () => {
    render(<Categorie />);
    await screen.findByRole('heading', { name: 'Annullamento' });
    for (const card of screen.getAllByRole('article'))
      expect(card.getAttribute('data-preload-screen')).toBe('listaProdotti');
  });

  it('opens the favourites', async () => {
    const user = userEvent.setup();
    render(<Categorie />);
    await user.click(await screen.findByRole('button', { name: 'Prodotti Preferiti preferiti' }));
    await waitFor(() => expect(screen.getByTestId('percorso').textContent).toBe('/carrello/listaProdotti'));
    expect(lastTripState()).toMatchObject({ categoryId: null, showFavourites: true });
  });

  it('renders a single card with its colour classes', () => {
    render(<Carta />);
    const back = screen.getByRole('button', { name: /^Annullamento / });
    expect(back.className).toContain('bg-primary-subtle');
  });
});

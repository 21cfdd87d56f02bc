import { composeStories } from '@storybook/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import { lastTripState, receivedCalls } from '../shopping/stories/ShoppingStoryEngine';
import * as stories from './AddToCart.stories';

const { Aggiungi, Modifica, DatiMancanti, Mobile } = composeStories(stories, preview);
const cartCalls = () => receivedCalls.filter((c) => /^(POST|PUT) carrello(\/\d+)?$/.test(c.key));

beforeEach(() => {
  receivedCalls.length = 0;
  // The fixtures' trip starts on 1 August 2026: the page refuses a start in the past.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 6, 1, 10));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AddToCart', () => {
  it('adds the trip data to the cart without totals, then clears the product page and goes to the categories', async () => {
    render(<Aggiungi />);
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi al carrello' }));
    await waitFor(() => expect(cartCalls()).toHaveLength(1));
    const call = cartCalls()[0]!;
    expect(call.key).toBe('POST carrello');
    expect(call.body).toMatchObject({
      pacchettoID: 12,
      partecipanti: [{ Cognome: 'Rossi' }, { Cognome: 'Bianchi' }],
    });
    expect(call.body).not.toHaveProperty('totali');
    expect(call.body).not.toHaveProperty('inModifica');
    expect(await screen.findByText('Prodotto aggiunto al carrello')).toBeTruthy();
    await waitFor(() => expect(lastTripState().tripData).toBeNull());
    expect(screen.getByTestId('percorso').textContent).toBe('/carrello/carrelloCategorie');
  });

  it('saves an item being edited with PUT carrello/{itemID}', async () => {
    render(<Modifica />);
    fireEvent.click(await screen.findByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(cartCalls().map((c) => c.key)).toEqual(['PUT carrello/7']));
    expect(await screen.findByText('Modifiche salvate nel carrello')).toBeTruthy();
  });

  it('answers missing data with one red toast each and asks the server nothing', async () => {
    render(<DatiMancanti />);
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi al carrello' }));
    expect((await screen.findAllByText(/Accettare le condizioni di polizza/)).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(3);
    expect(cartCalls()).toEqual([]);
    expect(lastTripState().tripData).not.toBeNull();
  });

  it('renders on a phone', async () => {
    render(<Mobile />);
    expect(await screen.findByRole('button', { name: 'Aggiungi al carrello' })).toBeTruthy();
  });
});

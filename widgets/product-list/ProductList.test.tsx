import { composeStories } from '@storybook/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import { lastShoppingEngine, receivedCalls } from '../shopping/stories/ShoppingStoryEngine';
import * as stories from './ProductList.stories';

const { Prezzati, SenzaViaggio, NonPrezzabile, Preferiti, PreferitiDaMenu, PreferitoRifiutato, Carta } =
  composeStories(stories, preview);

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  receivedCalls.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('ProductList', () => {
  it('shows each product with its price, buttons, terms link and the category title', () => {
    render(<Prezzati />);
    expect(screen.getByRole('heading', { name: 'Medico Bagaglio' })).toBeTruthy();
    const base = card('Viaggio Sicuro Base');
    expect(within(base).getByTestId('prezzo').textContent).toBe('38,50\u00a0€');
    expect(within(base).getByRole('button', { name: 'Seleziona' })).toBeTruthy();
    expect(within(base).getByRole('button', { name: 'Info' })).toBeTruthy();
    const terms = within(base).getByRole('link', { name: 'Termini e Condizioni' });
    expect(terms.getAttribute('href')).toBe('/terminiecondizioni?pacchettoId=11&prodottoId=201');
    expect(terms.getAttribute('target')).toBe('_blank');
  });

  it('shows the commission on hover: percent, or euro when the type is 1', async () => {
    const user = userEvent.setup();
    render(<Prezzati />);
    await user.hover(within(card('Viaggio Sicuro Base')).getByTestId('prezzo'));
    expect(screen.getByRole('tooltip').textContent).toBe('Commissione: 20%');
    await user.unhover(within(card('Viaggio Sicuro Base')).getByTestId('prezzo'));
    await user.hover(within(card('Viaggio Sicuro Plus')).getByTestId('prezzo'));
    expect(screen.getByRole('tooltip').textContent).toBe('Commissione: 5,00\u00a0€');
  });

  it('shows the placeholders when there is no price', () => {
    render(<SenzaViaggio />);
    expect(within(card('Viaggio Sicuro Base')).getByTestId('prezzo').textContent).toBe('..... €');
  });

  it('shows -- when the trip was entered but the product has no price', () => {
    render(<NonPrezzabile />);
    expect(within(card('Viaggio Sicuro Base')).getByTestId('prezzo').textContent).toBe('--');
  });

  it('opens Info with the sanitised short description and closes it', async () => {
    const user = userEvent.setup();
    render(<Prezzati />);
    await user.click(within(card('Viaggio Sicuro Base')).getByRole('button', { name: 'Info' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('30.000 €')).toBeTruthy();
    expect(dialog.innerHTML).not.toContain('onerror');
    expect(dialog.innerHTML).not.toContain('<script');
    await user.click(within(dialog).getAllByRole('button', { name: 'Chiudi' })[1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('toggles the star only when the server says ok', async () => {
    const user = userEvent.setup();
    render(<Prezzati />);
    const star = within(card('Viaggio Sicuro Base')).getByRole('button', { name: 'Aggiungi ai preferiti' });
    await user.click(star);
    await waitFor(() =>
      expect(
        within(card('Viaggio Sicuro Base')).getByRole('button', { name: 'Rimuovi dai preferiti' }),
      ).toBeTruthy(),
    );
    expect(receivedCalls.find((c) => c.key === 'POST carrello/preferiti')?.body).toEqual({
      itemIDPacchetto: 11,
      userID: '',
      itemID: '',
    });
  });

  it('leaves the star alone when the server refuses', async () => {
    const user = userEvent.setup();
    render(<PreferitoRifiutato />);
    await user.click(
      within(card('Viaggio Sicuro Base')).getByRole('button', { name: 'Aggiungi ai preferiti' }),
    );
    await waitFor(() => expect(receivedCalls.some((c) => c.key === 'POST carrello/preferiti')).toBe(true));
    expect(
      within(card('Viaggio Sicuro Base'))
        .getByRole('button', { name: 'Aggiungi ai preferiti' })
        .getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('removes an un-favourited product from the favourites view', async () => {
    const user = userEvent.setup();
    render(<Preferiti />);
    expect(screen.getByRole('heading', { name: 'Prodotti Preferiti' })).toBeTruthy();
    await user.click(
      within(card('Viaggio Sicuro Plus')).getByRole('button', { name: 'Rimuovi dai preferiti' }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Viaggio Sicuro Plus' })).toBeNull());
  });

  it('chooses a product: stores its detail and the trip data, goes to infoProdotto', async () => {
    const user = userEvent.setup();
    render(<Prezzati />);
    await user.click(within(card('Viaggio Sicuro Plus')).getByRole('button', { name: 'Seleziona' }));
    await waitFor(() => expect(screen.getByTestId('percorso').textContent).toBe('/carrello/infoProdotto'));
    const state = lastShoppingEngine!.runtime.store.getState();
    expect(state.selectedProduct).toMatchObject({ pacchettoID: 12, pacchetto: 'Viaggio Sicuro Plus' });
    expect(state.tripData).toMatchObject({ pacchettoID: 12, parametri: { destinazioneStato: 'FR' } });
  });

  it('expands Vedi Garanzie with checkboxes per parameter', async () => {
    const user = userEvent.setup();
    render(<Carta />);
    await user.click(screen.getByRole('button', { name: 'Vedi Garanzie' }));
    expect(screen.getByRole('group', { name: 'Spese mediche' })).toBeTruthy();
    const box = screen.getByRole('checkbox', {
      name: 'Massimale spese mediche: 60.000,00\u00a0€',
    }) as HTMLInputElement;
    expect(box.checked).toBe(true);
  });

  it('opens the terms PDF in a new tab, fetched with the session', async () => {
    const user = userEvent.setup();
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    URL.createObjectURL = vi.fn(() => 'blob:condizioni');
    URL.revokeObjectURL = vi.fn();
    render(<Prezzati />);
    await user.click(within(card('Viaggio Sicuro Base')).getByRole('link', { name: 'Termini e Condizioni' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:condizioni'));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(receivedCalls.map((c) => c.key)).toContain('GET carrello/terminiecondizioni');
  });

  it('loads the favourites when the view is switched on from the menu', async () => {
    render(<PreferitiDaMenu />);
    expect(await screen.findByRole('article', { name: 'Viaggio Sicuro Plus' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Prodotti Preferiti' })).toBeTruthy();
    expect(receivedCalls.find((c) => c.key === 'POST carrello/confrontaProdotti')?.body).toEqual({
      listIDs: [],
      categoriaID: -1,
      parametri: {},
    });
  });
});

import { composeStories } from '@storybook/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import { lastShoppingEngine, lastTripState, receivedCalls } from '../shopping/stories/ShoppingStoryEngine';
import { tripState } from '../shopping/tripState';
import * as stories from './ProductList.stories';

const { Prezzati, SenzaViaggio, NonPrezzabile, Preferiti, Ricerca, PreferitoRifiutato, Carta } =
  composeStories(stories, preview);

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  receivedCalls.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

/** The product page's reads (issue 30): asked for together, before that page's code has come. */
const PRODUCT_PAGE_READS = [
  'GET carrello/11',
  'GET carrello/prodotti/complementari/11',
  'GET carrello/questionarioAdeguatezza',
];

describe('ProductList', () => {
  it('pointing at Seleziona asks for the product page’s reads and marks the button for its code (issue 30)', async () => {
    const user = userEvent.setup();
    render(<Prezzati />);
    const base = await screen.findByRole('article', { name: 'Viaggio Sicuro Base' });
    const seleziona = within(base).getByRole('button', { name: 'Seleziona' });
    expect(seleziona.getAttribute('data-preload-screen')).toBe('infoProdotto');
    receivedCalls.length = 0;
    await user.hover(seleziona);
    await waitFor(() => expect(receivedCalls.map((c) => c.key)).toEqual(PRODUCT_PAGE_READS));
  });

  it('choosing a product asks for the product page’s reads at the click, all at once (issue 30)', async () => {
    render(<Prezzati />);
    const base = await screen.findByRole('article', { name: 'Viaggio Sicuro Base' });
    receivedCalls.length = 0;
    act(() => within(base).getByRole('button', { name: 'Seleziona' }).click());
    await waitFor(() =>
      expect(receivedCalls.map((c) => c.key)).toEqual(expect.arrayContaining(PRODUCT_PAGE_READS)),
    );
    expect(lastTripState().tripData?.pacchettoID).toBe(11);
  });

  it('asks for the category priced for the trip, and shows each product with its price, buttons and terms', async () => {
    render(<Prezzati />);
    expect(await screen.findByRole('heading', { name: 'Medico Bagaglio' })).toBeTruthy();
    const base = await screen.findByRole('article', { name: 'Viaggio Sicuro Base' });
    expect(receivedCalls.find((c) => c.key === 'POST carrello/confrontaProdotti')?.body).toEqual({
      listIDs: [],
      categoriaID: 2,
      parametri: {
        inizioViaggio: '2026-08-01',
        fineViaggio: '2026-08-15',
        destinazioneStato: 'FR',
        nazionalita: 'IT',
        eta: 2,
        numeroPartecipanti: 2,
        importoViaggio: 1500,
      },
    });
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
    await screen.findByRole('article', { name: 'Viaggio Sicuro Base' });
    await user.hover(within(card('Viaggio Sicuro Base')).getByTestId('prezzo'));
    expect(screen.getByRole('tooltip').textContent).toBe('Commissione: 20%');
    await user.unhover(within(card('Viaggio Sicuro Base')).getByTestId('prezzo'));
    await user.hover(within(card('Viaggio Sicuro Plus')).getByTestId('prezzo'));
    expect(screen.getByRole('tooltip').textContent).toBe('Commissione: 5,00\u00a0€');
  });

  it('shows the commission while a control of the card has the focus; the price is no Tab stop', async () => {
    const user = userEvent.setup();
    render(<Prezzati />);
    const base = await screen.findByRole('article', { name: 'Viaggio Sicuro Base' });
    act(() => within(base).getByRole('button', { name: 'Aggiungi ai preferiti' }).focus());
    expect(screen.getByRole('tooltip').textContent).toBe('Commissione: 20%');
    await user.tab();
    expect(document.activeElement).toBe(within(base).getByRole('link', { name: 'Termini e Condizioni' }));
    expect(screen.getByRole('tooltip').textContent).toBe('Commissione: 20%');
    act(() => (document.activeElement as HTMLElement).blur());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows the placeholders when there is no price', async () => {
    render(<SenzaViaggio />);
    const base = await screen.findByRole('article', { name: 'Viaggio Sicuro Base' });
    expect(within(base).getByTestId('prezzo').textContent).toBe('..... €');
    expect(receivedCalls.find((c) => c.key === 'POST carrello/confrontaProdotti')?.body).toEqual({
      listIDs: [],
      categoriaID: 2,
      parametri: {},
    });
  });

  it('shows -- and why, in the server’s words, when the trip was entered but the product has no price', async () => {
    render(<NonPrezzabile />);
    const base = await screen.findByRole('article', { name: 'Viaggio Sicuro Base' });
    expect(within(base).getByTestId('prezzo').textContent).toBe('--');
    // Its own package is not named again; another one (a mandatory policy) is (spec 2 §8).
    expect(within(base).getByTestId('prezzo-motivo').textContent).toBe(
      'Destinazione non coperta dalla polizza',
    );
    expect(within(base).getByTestId('prezzo').getAttribute('aria-describedby')).toBe(
      within(base).getByTestId('prezzo-motivo').id,
    );
    expect(within(card('Viaggio Sicuro Plus')).getByTestId('prezzo-motivo').textContent).toBe(
      "L'età dei partecipanti supera il massimo previsto dalla polizza: Annullamento Obbligatorio",
    );
  });

  it('does not sell a product without a price: its Seleziona is disabled and names why (issue 24)', async () => {
    render(<NonPrezzabile />);
    const base = await screen.findByRole('article', { name: 'Viaggio Sicuro Base' });
    const seleziona = within(base).getByRole('button', { name: 'Seleziona' });
    expect(seleziona.getAttribute('aria-disabled')).toBe('true');
    expect(seleziona.getAttribute('aria-describedby')).toBe(within(base).getByTestId('prezzo-motivo').id);
    seleziona.click();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByTestId('percorso').textContent).not.toBe('/carrello/infoProdotto');
  });

  it('opens Info with the sanitised short description and closes it', async () => {
    const user = userEvent.setup();
    render(<Prezzati />);
    await user.click(
      within(await screen.findByRole('article', { name: 'Viaggio Sicuro Base' })).getByRole('button', {
        name: 'Info',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('30.000 €')).toBeTruthy();
    expect(dialog.innerHTML).not.toContain('onerror');
    expect(dialog.innerHTML).not.toContain('<script');
    await user.click(within(dialog).getAllByRole('button', { name: 'Chiudi' })[1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('toggles the star as the server says, fetching the list again', async () => {
    const user = userEvent.setup();
    render(<Prezzati />);
    const star = within(await screen.findByRole('article', { name: 'Viaggio Sicuro Base' })).getByRole(
      'button',
      { name: 'Aggiungi ai preferiti' },
    );
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
    expect(receivedCalls.filter((c) => c.key === 'POST carrello/confrontaProdotti')).toHaveLength(2);
  });

  it('leaves the star alone when the server refuses', async () => {
    const user = userEvent.setup();
    render(<PreferitoRifiutato />);
    await user.click(
      within(await screen.findByRole('article', { name: 'Viaggio Sicuro Base' })).getByRole('button', {
        name: 'Aggiungi ai preferiti',
      }),
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
      within(await screen.findByRole('article', { name: 'Viaggio Sicuro Plus' })).getByRole('button', {
        name: 'Rimuovi dai preferiti',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Viaggio Sicuro Plus' })).toBeNull());
  });

  it('chooses a product: the trip data start from the parameters, then infoProdotto', async () => {
    const user = userEvent.setup();
    render(<Prezzati />);
    await user.click(
      within(await screen.findByRole('article', { name: 'Viaggio Sicuro Plus' })).getByRole('button', {
        name: 'Seleziona',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('percorso').textContent).toBe('/carrello/infoProdotto'));
    // The product page starts at the first participant's surname, what the agent types next (issue 24).
    const focus = screen.getByTestId('percorso').getAttribute('data-focus');
    expect(focus).toBe('[data-campo="Cognome"]');
    expect(lastTripState().tripData).toEqual({
      pacchettoID: 12,
      parametri: { ...lastTripState().parameters },
      prodottiCollegati: [],
    });
  });

  it('prices the list again when the trip parameters change (the query is keyed by them)', async () => {
    render(<Prezzati />);
    await screen.findByRole('article', { name: 'Viaggio Sicuro Base' });
    const trip = tripState.of(lastShoppingEngine!.runtime).getState();
    act(() => trip.set({ parameters: { ...trip.parameters, numeroPartecipanti: 4 } }));
    await waitFor(() =>
      expect(receivedCalls.filter((c) => c.key === 'POST carrello/confrontaProdotti')).toHaveLength(2),
    );
    expect(receivedCalls.at(-1)?.body).toMatchObject({
      categoriaID: 2,
      parametri: { numeroPartecipanti: 4 },
    });
  });

  it('keeps no server data in the persisted client state', async () => {
    render(<Prezzati />);
    await screen.findByRole('article', { name: 'Viaggio Sicuro Base' });
    const saved = JSON.stringify(lastTripState());
    expect(saved).not.toContain('Viaggio Sicuro');
    expect(saved).not.toContain('totaleViaggio');
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

  it('links the terms to the public terms page in a new tab, downloading nothing itself', async () => {
    vi.stubGlobal('open', vi.fn());
    render(<Prezzati />);
    const link = within(await screen.findByRole('article', { name: 'Viaggio Sicuro Base' })).getByRole(
      'link',
      { name: 'Termini e Condizioni' },
    );
    expect(link.getAttribute('href')).toMatch(/^\/terminiecondizioni\?pacchettoId=\d+&prodottoId=\d+$/);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // The browser follows the link: no blob, no window.open, no call with the session.
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.setup().click(link);
    expect(window.open).not.toHaveBeenCalled();
    expect(receivedCalls.map((c) => c.key)).not.toContain('GET carrello/terminiecondizioni');
  });

  it('asks for the favourites pseudo-category when the view is on (the menu sets it)', async () => {
    render(<Preferiti />);
    expect(await screen.findByRole('article', { name: 'Viaggio Sicuro Plus' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(receivedCalls.find((c) => c.key === 'POST carrello/confrontaProdotti')?.body).toMatchObject({
      listIDs: [],
      categoriaID: -1,
    });
  });

  it('asks for the searched products', async () => {
    render(<Ricerca />);
    expect(await screen.findByRole('heading', { name: 'Risultati della ricerca' })).toBeTruthy();
    await screen.findByRole('article', { name: 'Viaggio Sicuro Plus' });
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      'prodotto-12',
      'prodotto-14',
    ]);
    expect(receivedCalls.find((c) => c.key === 'POST carrello/confrontaProdotti')?.body).toMatchObject({
      listIDs: [12, 14],
      categoriaID: null,
    });
  });
});

import { composeStories } from '@storybook/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { clearAllMocks, fn } from 'storybook/test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import { lastShoppingEngine, lastTripState, receivedCalls } from '../shopping/stories/ShoppingStoryEngine';
import * as stories from './CartPanel.stories';
import { chiaviAcquisto } from './stories/cartApi';
import { URL_PAGAMENTO } from './stories/cartFixtures';
import { stubMatchMedia } from './stories/stubMatchMedia';
import { playStories } from '../../tests/fixtures/playStory';

const {
  ConProdotti,
  DettagliAperti,
  SoloErrorePartecipanti,
  Vuoto,
  InModifica,
  Mobile,
  AcquistoConAvvisi,
  AcquistoConPagamento,
  SoloPagamento,
  AvvisiEPagamento,
  AcquistoLento,
  AcquistoFallito,
  ConfermaSvuota,
  ConfermaElimina,
  RiepilogoAcquisto,
  RiepilogoMobile,
  AvvisiAcquisto,
} = composeStories(stories, preview);

const calls = (key: string) => receivedCalls.filter((c) => c.key === key);
const path = () => screen.getByTestId('percorso').textContent;
const panel = () => screen.findByRole('dialog', { name: 'Carrello' });
const click = (name: string | RegExp, root: HTMLElement = document.body) =>
  fireEvent.click(within(root).getAllByRole('button', { name })[0]!);

beforeAll(stubMatchMedia);
beforeEach(() => {
  receivedCalls.length = 0;
  chiaviAcquisto.length = 0;
  clearAllMocks();
});
afterEach(() => vi.restoreAllMocks());

describe('CartPanel: the cart', () => {
  it('lists the items and sums their totals', async () => {
    render(<ConProdotti />);
    const cart = await panel();
    await within(cart).findByText('Viaggio Sicuro Plus - Rossi Mario');
    expect(within(cart).getByText('Annullamento Viaggio Plus - ERRORE PARTECIPANTI')).toBeTruthy();
    expect(screen.getByTestId('carrello-premio-totale').textContent).toBe('165,70\u00a0€');
    expect(screen.getByTestId('carrello-commissioni').textContent).toBe('24,86\u00a0€');
    expect(screen.getByTestId('carrello-da-pagare').textContent).toBe('140,84\u00a0€');
    expect(within(cart).getByText('Premio Totale')).toBeTruthy();
    expect(within(cart).getByText('Da pagare')).toBeTruthy();
    expect(within(cart).getByRole('button', { name: 'Seleziona altre Polizze' })).toBeTruthy();
    expect(within(cart).getByRole('button', { name: 'Svuota carrello' })).toBeTruthy();
  });

  it('expands an item to its details', async () => {
    render(<ConProdotti />);
    const cart = await panel();
    const toggle = await within(cart).findByRole('button', { name: 'Viaggio Sicuro Plus - Rossi Mario' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await within(cart).findByText('PR-2026-0042')).toBeTruthy();
  });

  it('shows every detail, the description cleaned', async () => {
    render(<DettagliAperti />);
    const cart = await panel();
    const value = (label: string) =>
      within(cart).getAllByText(label, { selector: 'dt' })[0]!.nextElementSibling?.textContent;
    await waitFor(() => expect(value('Destinazione')).toBe('Francia'));
    expect(value('Area di partenza')).toBe('Italia');
    expect(value('Data inizio')).toBe('10/12/2026');
    expect(value('Data fine')).toBe('17/12/2026');
    expect(value('Partecipanti')).toBe('Rossi MarioBianchi Lucia');
    expect(value('Numero alloggi')).toBe('2');
    expect(value('Riferimento pratica')).toBe('PR-2026-0042');
    expect(value('Importo imbarcazione')).toBe('25.000,00\u00a0€');
    expect(within(cart).getByText('Voli assicurati')).toBeTruthy();
    expect(within(cart).getByText('AZ610 · 10/12/2026 · 07:40 FCO → 09:35 CDG')).toBeTruthy();
    // The product's own total is the item's less its supplementary policies'.
    expect(value('Viaggio Sicuro Plus')).toBe('100,00\u00a0€');
    expect(value('Spese Mediche Extra')).toBe('20,50\u00a0€');
    expect(within(cart).getAllByText('annullamento', { selector: 'strong' }).length).toBeGreaterThan(0);
    expect(cart.querySelector('script')).toBeNull();
    // Spec 2 §2: the terms page of the product (/terminiecondizioni), in a new tab, as on the product card.
    const terms = within(cart).getAllByRole('link', { name: 'Termini e Condizioni' });
    expect(terms.length).toBe(2);
    for (const link of terms) {
      expect(link.getAttribute('href')).toMatch(/^\/terminiecondizioni\?pacchettoId=\d+&prodottoId=\d+$/);
      expect(link.getAttribute('target')).toBe('_blank');
    }
  });

  it('names an item without participants ERRORE PARTECIPANTI', async () => {
    render(<SoloErrorePartecipanti />);
    const cart = await panel();
    expect(await within(cart).findByText('Annullamento Viaggio Plus - ERRORE PARTECIPANTI')).toBeTruthy();
  });

  it('says the cart is empty and cannot buy it', async () => {
    render(<Vuoto />);
    const cart = await panel();
    expect(await within(cart).findByText('Il carrello è vuoto')).toBeTruthy();
    expect(within(cart).getByRole('button', { name: 'Acquista' }).hasAttribute('disabled')).toBe(true);
    expect(within(cart).queryByRole('button', { name: 'Svuota carrello' })).toBeNull();
  });

  it('deletes an item after asking Eliminare prodotto?', async () => {
    render(<ConProdotti />);
    const cart = await panel();
    await within(cart).findByText('Annullamento Viaggio Plus - ERRORE PARTECIPANTI');
    click('ELIMINA: Annullamento Viaggio Plus - ERRORE PARTECIPANTI', cart);
    const ask = await screen.findByRole('dialog', { name: 'Eliminare prodotto?' });
    click('No', ask);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Eliminare prodotto?' })).toBeNull());
    expect(calls('DELETE carrello/2')).toHaveLength(0);
    click('ELIMINA: Annullamento Viaggio Plus - ERRORE PARTECIPANTI', cart);
    click('Sì', await screen.findByRole('dialog', { name: 'Eliminare prodotto?' }));
    await waitFor(() =>
      expect(within(cart).queryByText('Annullamento Viaggio Plus - ERRORE PARTECIPANTI')).toBeNull(),
    );
    expect(calls('DELETE carrello/2')).toHaveLength(1);
    expect(screen.getByTestId('carrello-premio-totale').textContent).toBe('120,50\u00a0€');
    expect(path()).toBe('/carrello/listaProdotti');
  });

  it('deleting the item being edited clears the trip data and goes to carrelloCategorie', async () => {
    render(<InModifica />);
    const cart = await panel();
    await within(cart).findByText('Annullamento Viaggio Plus - ERRORE PARTECIPANTI');
    // Another item: the edit goes on.
    click('ELIMINA: Annullamento Viaggio Plus - ERRORE PARTECIPANTI', cart);
    click('Sì', await screen.findByRole('dialog', { name: 'Eliminare prodotto?' }));
    await waitFor(() => expect(calls('DELETE carrello/2')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Eliminare prodotto?' })).toBeNull());
    expect(lastTripState().tripData?.itemID).toBe(1);
    expect(path()).toBe('/carrello/infoProdotto');
    click('ELIMINA: Viaggio Sicuro Plus - Rossi Mario', cart);
    click('Sì', await screen.findByRole('dialog', { name: 'Eliminare prodotto?' }));
    await waitFor(() => expect(path()).toBe('/carrello/carrelloCategorie'));
    expect(lastTripState().tripData).toBeNull();
  });

  it('empties the cart after asking Svuotare il carrello?', async () => {
    render(<ConProdotti />);
    const cart = await panel();
    await within(cart).findByText('Viaggio Sicuro Plus - Rossi Mario');
    click('Svuota carrello', cart);
    click('Sì', await screen.findByRole('dialog', { name: 'Svuotare il carrello?' }));
    expect(await within(cart).findByText('Il carrello è vuoto')).toBeTruthy();
    expect(calls('POST carrello/svuotacarrello')).toHaveLength(1);
  });

  it('MODIFICA loads the item into the product page and closes the panel', async () => {
    render(<ConProdotti />);
    const cart = await panel();
    await within(cart).findByText('Viaggio Sicuro Plus - Rossi Mario');
    click('MODIFICA: Viaggio Sicuro Plus - Rossi Mario', cart);
    await waitFor(() => expect(path()).toBe('/carrello/infoProdotto'));
    expect(lastTripState().tripData).toMatchObject({ itemID: 1, inModifica: true, pacchettoID: 12 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Carrello' })).toBeNull());
  });

  it('Seleziona altre Polizze closes the panel and opens the categories', async () => {
    render(<ConProdotti />);
    click('Seleziona altre Polizze', await panel());
    await waitFor(() => expect(path()).toBe('/carrello/carrelloCategorie'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Carrello' })).toBeNull());
  });
});

describe('CartPanel: the purchase', () => {
  it('buys the cart, shows the summary, reloads the cart and downloads each certificate', async () => {
    const clicked: Array<{ download: string; href: string }> = [];
    URL.createObjectURL = vi.fn(() => 'blob:adesione');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    render(<ConProdotti />);
    const cart = await panel();
    await within(cart).findByText('Viaggio Sicuro Plus - Rossi Mario');
    const before = calls('GET carrello').length;
    click('Acquista', cart);
    const summary = await screen.findByRole('dialog', { name: 'Riepilogo acquisto' });
    expect(calls('POST adesioni')).toHaveLength(1);
    expect(chiaviAcquisto[0]).toMatch(/^[0-9a-f-]{36}$/);
    const totals = within(summary).getByTestId('riepilogo-totali').textContent;
    expect(totals).toContain('Numero polizze2');
    expect(totals).toContain('Premio totale165,70\u00a0€');
    expect(totals).toContain('Commissioni24,86\u00a0€');
    expect(totals).toContain('Totale140,84\u00a0€');
    expect(within(summary).getByText(/VS-2026-000001/)).toBeTruthy();
    expect(within(summary).getByText('Polizza acquistata con il credito disponibile')).toBeTruthy();
    expect(within(summary).queryByText('Paga le restanti polizze')).toBeNull();
    await waitFor(() => expect(calls('GET carrello').length).toBeGreaterThan(before));
    // The panel gave way to the summary, which focuses the first certificate once in view.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Carrello' })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(summary).getByRole('button', { name: 'Scarica certificato assicurativo VS-2026-000001' }),
      ),
    );

    fireEvent.click(
      within(summary).getByRole('button', { name: 'Scarica certificato assicurativo VS-2026-000002' }),
    );
    await waitFor(() => expect(clicked).toEqual([{ download: 'adesione.pdf', href: 'blob:adesione' }]));
    expect(calls('GET file/adesione/0f8b2c1e-0000-4000-8000-000000000002')).toHaveLength(1);

    click('Chiudi', summary);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Riepilogo acquisto' })).toBeNull());
    expect(path()).toBe('/carrello/carrelloCategorie');
  });

  it('thanks the buyer on a phone', async () => {
    render(<Mobile />);
    const cart = await panel();
    await within(cart).findByText('Viaggio Sicuro Plus - Rossi Mario');
    click('Acquista', cart);
    expect(await screen.findByRole('dialog', { name: 'Grazie per il tuo acquisto' })).toBeTruthy();
  });

  it('lists the refused items in a warning box before the summary', async () => {
    render(<AcquistoConAvvisi />);
    const cart = await panel();
    await within(cart).findByText('Viaggio Sicuro Plus - Rossi Mario');
    click('Acquista', cart);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Attenzione')).toBeTruthy();
    const lines = within(alert)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Partecipanti mancanti: Annullamento Viaggio Plus',
      'La data di inizio viaggio è passata',
    ]);
    expect(screen.queryByRole('dialog', { name: 'Riepilogo acquisto' })).toBeNull();
    click('OK');
    const summary = await screen.findByRole('dialog', { name: 'Riepilogo acquisto' });
    expect(within(summary).getByTestId('riepilogo-totali').textContent).toContain('Numero polizze1');
  });

  it('links the payment of the remaining policies and asks before closing', async () => {
    render(<AcquistoConPagamento />);
    const cart = await panel();
    await within(cart).findByText('Viaggio Sicuro Plus - Rossi Mario');
    click('Acquista', cart);
    const summary = await screen.findByRole('dialog', { name: 'Riepilogo acquisto' });
    expect(within(summary).getByRole('link', { name: 'Paga le restanti polizze' }).getAttribute('href')).toBe(
      URL_PAGAMENTO,
    );
    click('Chiudi', summary);
    const ask = await screen.findByRole('dialog', {
      name: 'Restano polizze da pagare: chiudere comunque il riepilogo?',
    });
    click('No', ask);
    const again = await screen.findByRole('dialog', { name: 'Riepilogo acquisto' });
    expect(path()).toBe('/carrello/listaProdotti');
    click('Chiudi', again);
    click('Sì', await screen.findByRole('dialog', { name: /Restano polizze da pagare/ }));
    await waitFor(() => expect(path()).toBe('/carrello/carrelloCategorie'));
    expect(screen.queryByRole('dialog', { name: 'Riepilogo acquisto' })).toBeNull();
  });

  it('goes straight to the payment page when no policy was issued', async () => {
    const vai = fn();
    render(<SoloPagamento vai={vai} />);
    const cart = await panel();
    await within(cart).findByText('Viaggio Sicuro Plus - Rossi Mario');
    click('Acquista', cart);
    await waitFor(() => expect(vai).toHaveBeenCalledWith(URL_PAGAMENTO));
    expect(screen.queryByRole('dialog', { name: 'Riepilogo acquisto' })).toBeNull();
  });

  it('with refused items and a payment: the warnings first, then the payment page', async () => {
    const vai = fn();
    render(<AvvisiEPagamento vai={vai} />);
    const cart = await panel();
    await within(cart).findByText('Viaggio Sicuro Plus - Rossi Mario');
    click('Acquista', cart);
    await screen.findByRole('alert');
    expect(vai).not.toHaveBeenCalled();
    click('OK');
    await waitFor(() => expect(vai).toHaveBeenCalledWith(URL_PAGAMENTO));
    expect(screen.queryByRole('dialog', { name: 'Riepilogo acquisto' })).toBeNull();
  });

  it('a double click buys once', async () => {
    render(<AcquistoLento />);
    const cart = await panel();
    await within(cart).findByText('Viaggio Sicuro Plus - Rossi Mario');
    const acquista = within(cart).getByRole('button', { name: 'Acquista' });
    fireEvent.click(acquista);
    fireEvent.click(acquista);
    fireEvent.click(acquista);
    await screen.findByRole('dialog', { name: 'Riepilogo acquisto' });
    expect(calls('POST adesioni')).toHaveLength(1);
    expect(chiaviAcquisto).toHaveLength(1);
  });

  it('a failed purchase shows the error, releases Acquista and retries with the same key', async () => {
    render(<AcquistoFallito />);
    const cart = await panel();
    await within(cart).findByText('Viaggio Sicuro Plus - Rossi Mario');
    const acquista = within(cart).getByRole('button', { name: 'Acquista' });
    fireEvent.click(acquista);
    await waitFor(() =>
      expect(lastShoppingEngine!.runtime.toasts.getState().toasts.length).toBeGreaterThan(0),
    );
    await waitFor(() => expect(acquista.hasAttribute('disabled')).toBe(false));
    fireEvent.click(acquista);
    await waitFor(() => expect(chiaviAcquisto).toHaveLength(2));
    expect(chiaviAcquisto[1]).toBe(chiaviAcquisto[0]);
    expect(screen.queryByRole('dialog', { name: 'Riepilogo acquisto' })).toBeNull();
  });
});

describe('CartPanel: the designers’ stories', () => {
  it('runs the confirm, summary and warning stories', async () => {
    await playStories(ConfermaSvuota, ConfermaElimina, RiepilogoAcquisto, RiepilogoMobile, AvvisiAcquisto);
  });
});

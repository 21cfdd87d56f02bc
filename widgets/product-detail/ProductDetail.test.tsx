import { composeStories } from '@storybook/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { lastTripState, receivedCalls } from '../shopping/stories/ShoppingStoryEngine';
import * as stories from './ProductDetail.stories';

const { Dettaglio, StatoDelViaggio, NessunProdotto, ConPartecipanti } = composeStories(stories, preview);

const totaliCalls = () => receivedCalls.filter((c) => c.key === 'POST carrello/totali');

beforeEach(() => {
  receivedCalls.length = 0;
});

describe('ProductDetail', () => {
  it('shows the product, its sanitised description, terms and the trip data with the quote summary', async () => {
    render(<Dettaglio />);
    expect(await screen.findByRole('heading', { name: 'Viaggio Sicuro Plus', level: 1 })).toBeTruthy();
    expect(receivedCalls.map((c) => c.key)).toContain('GET carrello/12');
    const description = screen.getByRole('region', { name: 'Descrizione' });
    expect(within(description).getByText('60.000 €').tagName).toBe('STRONG');
    expect(description.innerHTML).not.toContain('onerror');
    expect(screen.getByRole('link', { name: 'Termini e Condizioni' }).getAttribute('href')).toBe(
      '/terminiecondizioni?pacchettoId=12&prodottoId=202',
    );
    expect(screen.getByRole('heading', { name: 'Dati del viaggio' })).toBeTruthy();
    const destination = screen.getByLabelText('Destinazione') as HTMLSelectElement;
    expect([...destination.options].map((o) => o.textContent)).toEqual([
      'Destinazione',
      'Italia',
      'Francia',
      'Stati Uniti',
    ]);
    expect(screen.queryByRole('button', { name: 'Trova Polizze' })).toBeNull();
    expect(await screen.findByTestId('premio-totale')).toBeTruthy();
  });

  it('prices the trip again when the data change', async () => {
    render(<Dettaglio />);
    await waitFor(() => expect(totaliCalls()).toHaveLength(1));
    fireEvent.change(await screen.findByLabelText('Numero Partecipanti'), { target: { value: '3' } });
    await waitFor(() => expect(totaliCalls()).toHaveLength(2));
    expect(totaliCalls()[1]!.body).toMatchObject({ pacchettoID: 12, parametri: { numeroPartecipanti: 3 } });
    expect(lastTripState().tripData).toMatchObject({ parametri: { numeroPartecipanti: 3 } });
    expect(lastTripState().tripData).not.toHaveProperty('totali');
  });

  it('quotes the travellers’ birth dates typed in the participants’ table, once a date is whole', async () => {
    const user = userEvent.setup();
    render(<ConPartecipanti />);
    await waitFor(() => expect(totaliCalls()).toHaveLength(1));
    expect(totaliCalls()[0]!.body).toMatchObject({
      pacchettoID: 12,
      partecipanti: [{ DataNascita: '1952-05-10' }, { DataNascita: null }],
    });
    // Names are not priced: typing them asks nothing new.
    await user.type(screen.getByRole('textbox', { name: 'Cognome partecipante 2' }), 'Bianchi');
    // The birth date is a DD/MM/YYYY text field: priced once the date is whole.
    await user.type(screen.getByLabelText('Data di nascita partecipante 2'), '31/01/1990');
    await user.tab();
    await waitFor(() => expect(totaliCalls()).toHaveLength(2));
    expect(totaliCalls()[1]!.body).toMatchObject({
      partecipanti: [{ DataNascita: '1952-05-10' }, { DataNascita: '1990-01-31' }],
    });
    expect(totaliCalls()[1]!.body).not.toHaveProperty('partecipanti.1.Cognome');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(totaliCalls()).toHaveLength(2);
  });

  it('says so when no product was chosen', () => {
    render(<NessunProdotto />);
    expect(screen.getByText('Nessun prodotto selezionato: scegli una polizza dalle categorie.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alle categorie' }).getAttribute('href')).toBe(
      '/carrello/carrelloCategorie',
    );
  });

  it('keeps the trip destination selectable when the product covers it through a zone', async () => {
    render(<StatoDelViaggio />);
    const destination = (await screen.findByLabelText('Destinazione')) as HTMLSelectElement;
    await waitFor(() => expect(destination.selectedOptions[0]?.textContent).toBe('Thailandia'));
  });
});

import { composeStories } from '@storybook/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { lastTripState, receivedCalls } from '../shopping/stories/ShoppingStoryEngine';
import * as stories from './ProductDetail.stories';

const { Dettaglio, StatoDelViaggio, NessunProdotto } = composeStories(stories, preview);

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

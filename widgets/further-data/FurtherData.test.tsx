import { composeStories } from '@storybook/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { dettaglio } from '../shopping/stories/fixtures';
import { lastTripState } from '../shopping/stories/ShoppingStoryEngine';
import { segnalaTentativoRifiutato } from '../add-to-cart/tentativoInvio';
import { checkUlterioriDati } from './checkUlterioriDati';
import { opzioniCombo } from './opzioniCombo';
import * as stories from './FurtherData.stories';
import { voci } from './furtherData.fixtures';

const { Vuoto, Compilato, Errori, Mobile, SolaLettura, SenzaUlterioriDati } = composeStories(
  stories,
  preview,
);

describe('FurtherData', () => {
  it('shows one input per item: text, dropdown, malformed list as text; mandatory ones required', async () => {
    render(<Vuoto />);
    const nave = await screen.findByRole('textbox', { name: /Nome della nave/ });
    expect((nave as HTMLInputElement).required).toBe(true);
    expect((screen.getByRole('textbox', { name: /Cabina/ }) as HTMLInputElement).required).toBe(false);
    const sistemazione = screen.getByRole('combobox', { name: /Tipo di sistemazione/ });
    expect([...sistemazione.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Seleziona…',
      'Hotel',
      'Appartamento',
      'Villa',
    ]);
    expect(screen.getByRole('textbox', { name: /Compagnia di navigazione/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Descrizione' })).toBeTruthy();
    expect(screen.queryByText(/Ulteriore dato obbligatorio/)).toBeNull();
  });

  it('stores the answers in the trip data as the product’s items with their valore', async () => {
    const user = userEvent.setup();
    render(<Vuoto />);
    await user.type(await screen.findByRole('textbox', { name: /Nome della nave/ }), 'MSC Seaview');
    await user.selectOptions(screen.getByRole('combobox', { name: /Tipo di sistemazione/ }), 'Villa');
    expect(lastTripState().tripData?.ulterioriDati).toEqual([
      {
        itemID: 31,
        descrizione: 'Nome della nave',
        tipo: 'testo',
        obbligatorio: true,
        valore: 'MSC Seaview',
      },
      { itemID: 32, descrizione: 'Numero di prenotazione', tipo: 'testo', obbligatorio: true, valore: null },
      { itemID: 33, descrizione: 'Cabina', tipo: 'testo', obbligatorio: false, valore: null },
      { ...voci[3], obbligatorio: true, valore: 'VIL' },
      { ...voci[4], obbligatorio: false, valore: null },
    ]);
    expect(lastTripState().tripData?.pacchettoID).toBe(12);
  });

  it('says a mandatory item is missing once the agent leaves it empty', async () => {
    const user = userEvent.setup();
    render(<Vuoto />);
    const numero = await screen.findByRole('textbox', { name: /Numero di prenotazione/ });
    await user.click(numero);
    await user.tab();
    const described = numero.getAttribute('aria-describedby');
    expect(described && document.getElementById(described)?.textContent).toBe(
      'Ulteriore dato obbligatorio: Numero di prenotazione',
    );
    await user.type(numero, 'AB123');
    expect(screen.queryByText(/Ulteriore dato obbligatorio/)).toBeNull();
  });

  it('shows the saved answers', async () => {
    render(<Compilato />);
    expect(
      ((await screen.findByRole('textbox', { name: /Nome della nave/ })) as HTMLInputElement).value,
    ).toBe('Costa Smeralda');
    expect((screen.getByRole('combobox', { name: /Tipo di sistemazione/ }) as HTMLInputElement).value).toBe(
      'APP',
    );
  });

  it('lists every missing mandatory item in the errors state', async () => {
    render(<Errori />);
    await screen.findByRole('textbox', { name: /Nome della nave/ });
    expect(screen.getAllByText(/^Ulteriore dato obbligatorio:/).map((e) => e.textContent)).toEqual([
      'Ulteriore dato obbligatorio: Nome della nave',
      'Ulteriore dato obbligatorio: Numero di prenotazione',
      'Ulteriore dato obbligatorio: Tipo di sistemazione',
    ]);
  });

  it('marks the missing items, invalid for screen readers too, once add to cart is refused', async () => {
    render(<Vuoto />);
    const nave = await screen.findByRole('textbox', { name: /Nome della nave/ });
    expect(screen.queryByText(/Ulteriore dato obbligatorio/)).toBeNull();
    act(() => segnalaTentativoRifiutato());
    expect(await screen.findByText('Ulteriore dato obbligatorio: Nome della nave')).toBeTruthy();
    expect(nave.getAttribute('aria-invalid')).toBe('true');
    expect(nave.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('stacks labelled fields on a phone', async () => {
    render(<Mobile />);
    expect(
      ((await screen.findByRole('textbox', { name: /Nome della nave/ })) as HTMLInputElement).value,
    ).toBe('Costa Smeralda');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('cannot be changed read-only', async () => {
    render(<SolaLettura />);
    expect(
      ((await screen.findByRole('textbox', { name: /Nome della nave/ })) as HTMLInputElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('combobox', { name: /Tipo di sistemazione/ }) as HTMLInputElement).disabled,
    ).toBe(true);
  });

  it('is not shown for a product without items', async () => {
    render(<SenzaUlterioriDati />);
    await waitFor(() => expect(lastTripState().tripData).not.toBeNull());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading', { name: 'Ulteriori dati' })).toBeNull();
  });
});

describe('checkUlterioriDati', () => {
  const prodotto = { ...dettaglio, ulterioriDati: voci };
  const base = { pacchettoID: 12, parametri: {}, prodottiCollegati: [] };
  it('names each mandatory item without a value, blank counting as none', () => {
    expect(checkUlterioriDati(base, prodotto)).toEqual([
      'Ulteriore dato obbligatorio: Nome della nave',
      'Ulteriore dato obbligatorio: Numero di prenotazione',
      'Ulteriore dato obbligatorio: Tipo di sistemazione',
    ]);
    expect(
      checkUlterioriDati(
        {
          ...base,
          ulterioriDati: [
            { itemID: 31, descrizione: 'x', valore: 'Costa' },
            { itemID: 32, descrizione: 'x', valore: '  ' },
            { itemID: 34, descrizione: 'x', valore: 'HOT' },
          ],
        },
        prodotto,
      ),
    ).toEqual(['Ulteriore dato obbligatorio: Numero di prenotazione']);
    expect(checkUlterioriDati(base, { ...dettaglio })).toEqual([]);
  });

  it('reads combo options, and none from free text or a malformed list', () => {
    expect(opzioniCombo(voci[3]!.tipo)?.map((o) => o.Codice)).toEqual(['HOT', 'APP', 'VIL']);
    expect(opzioniCombo(voci[4]!.tipo)).toBeNull();
    expect(opzioniCombo('testo')).toBeNull();
    expect(opzioniCombo('combo{"Codice":"A"}')).toBeNull();
  });
});

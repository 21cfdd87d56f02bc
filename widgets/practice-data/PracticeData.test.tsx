import { composeStories } from '@storybook/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { lastTripState } from '../shopping/stories/ShoppingStoryEngine';
import * as stories from './PracticeData.stories';
import { codicePulito, errorePromo } from './promo';

const { Vuoto, CodiceValido, CodiceScaduto, Mobile } = composeStories(stories, preview);

describe('PracticeData', () => {
  it('stores the practice reference and the notes in the trip data as typed', async () => {
    const user = userEvent.setup();
    render(<Vuoto />);
    await user.type(await screen.findByLabelText('Riferimento pratica'), 'PRAT-7');
    await user.type(screen.getByLabelText('Note'), 'Chiamare in agenzia');
    expect(lastTripState().tripData).toMatchObject({
      riferimentoPratica: 'PRAT-7',
      note: 'Chiamare in agenzia',
    });
  });

  it('applies the promo code only on Applica / Enter / leaving the field, trimmed and in capitals', async () => {
    const user = userEvent.setup();
    render(<Vuoto />);
    const promo = await screen.findByLabelText('Codice promozionale');
    await user.type(promo, ' benvenuto10 ');
    expect(lastTripState().tripData?.parametri?.codicePromo).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Applica' }));
    expect(lastTripState().tripData?.parametri?.codicePromo).toBe('BENVENUTO10');
    expect((promo as HTMLInputElement).value).toBe('BENVENUTO10');
    await screen.findByText('Sconto applicato: 7,70 €');
  });

  it('applies the code on leaving the field by Tab, which goes on to the notes past Applica', async () => {
    const user = userEvent.setup();
    render(<Vuoto />);
    const promo = await screen.findByLabelText('Codice promozionale');
    await user.type(promo, 'benvenuto10');
    await user.tab();
    expect(lastTripState().tripData?.parametri?.codicePromo).toBe('BENVENUTO10');
    expect(document.activeElement).toBe(screen.getByLabelText('Note'));
  });

  it('says the discount of a valid code', async () => {
    render(<CodiceValido />);
    await screen.findByText('Sconto applicato: 7,70 €');
    expect(screen.getByLabelText('Codice promozionale').getAttribute('aria-invalid')).toBeNull();
  });

  it('marks an expired code invalid with the server’s message', async () => {
    render(<CodiceScaduto />);
    await screen.findByText('Codice promozionale scaduto o non ancora valido');
    await waitFor(() =>
      expect(screen.getByLabelText('Codice promozionale').getAttribute('aria-invalid')).toBe('true'),
    );
  });

  it('renders on a phone', async () => {
    render(<Mobile />);
    await screen.findByLabelText('Riferimento pratica');
  });

  it('codicePulito and errorePromo', () => {
    expect(codicePulito('  ')).toBeNull();
    expect(codicePulito(' ab1 ')).toBe('AB1');
    expect(errorePromo([{ codice: 'pricing.etaRichiesta', descrizione: 'x' }])).toBeNull();
    expect(errorePromo([{ codice: 'pricing.codicePromoScaduto', descrizione: 'y' }])?.descrizione).toBe('y');
  });
});

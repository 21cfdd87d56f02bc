import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import { URL_GATEWAY } from '../statement-payment/stories/paymentFixtures';
import { receivedCalls, storyAssign } from '../statement-payment/stories/PaymentStoryEngine';
import * as stories from './CreditTopUp.stories';
import { readAmount } from './topUpAmount';

const { Ricarica, RicaricaRifiutata } = composeStories(stories, preview);

const FUORI_LIMITI = "L'importo deve essere compreso tra 10 e 10.000 €.";
const posted = () =>
  receivedCalls.filter((c) => c.key === 'POST myoverins/ricaricacredito').map((c) => c.body);

beforeEach(() => {
  receivedCalls.length = 0;
  storyAssign.mockClear();
});

async function topUp(amount: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText('Importo della ricarica (€)');
  await user.clear(field);
  if (amount) await user.type(field, amount);
  await user.click(screen.getByRole('button', { name: 'Ricarica con carta' }));
  return field;
}

describe('CreditTopUp', () => {
  it('offers an amount field from 10 to 10.000 € in cents', () => {
    render(<Ricarica />);
    expect(screen.getByRole('heading', { name: 'Ricarica il credito' })).toBeTruthy();
    const field = screen.getByLabelText('Importo della ricarica (€)');
    expect([field.getAttribute('min'), field.getAttribute('max'), field.getAttribute('step')]).toEqual([
      '10',
      '10000',
      '0.01',
    ]);
  });

  it.each(['', '9.99', '10000.01'])('refuses %j in Italian and sends nothing', async (amount) => {
    render(<Ricarica />);
    const field = await topUp(amount);
    expect(screen.getByText(FUORI_LIMITI)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(posted()).toEqual([]);
  });

  it('sends the amount in euros and leaves for the gateway', async () => {
    render(<Ricarica />);
    await topUp('250.5');
    await vi.waitFor(() => expect(storyAssign).toHaveBeenCalledWith(URL_GATEWAY));
    expect(posted()).toEqual([{ importo: 250.5 }]);
    expect(screen.queryByText(FUORI_LIMITI)).toBeNull();
  });

  it("shows the server's refusal", async () => {
    render(<RicaricaRifiutata />);
    await topUp('100');
    expect((await screen.findByRole('alert')).textContent).toBe('Ricarica del credito non consentita.');
    expect(storyAssign).not.toHaveBeenCalled();
  });
});

describe('readAmount', () => {
  it('reads Italian decimals and refuses more than two', () => {
    expect(readAmount('50,5')).toEqual({ importo: 50.5 });
    expect(readAmount('10')).toEqual({ importo: 10 });
    expect(readAmount('10000')).toEqual({ importo: 10000 });
    expect(readAmount('10.001')).toEqual({ problem: 'decimali' });
    expect(readAmount('abc')).toEqual({ problem: 'fuoriLimiti' });
  });
});

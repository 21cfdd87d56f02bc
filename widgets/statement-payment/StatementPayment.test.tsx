import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import { formatMoney } from '../../engine/core/format';
import * as stories from './StatementPayment.stories';
import { URL_GATEWAY } from './stories/paymentFixtures';
import { receivedCalls, storyAssign } from './stories/PaymentStoryEngine';

const { DaPagare, NienteDaPagare, AvvioRifiutato } = composeStories(stories, preview);

const posted = () =>
  receivedCalls.filter((c) => c.key === 'POST myoverins/eseguipagamento').map((c) => c.body);

beforeEach(() => {
  receivedCalls.length = 0;
  storyAssign.mockClear();
});

describe('StatementPayment', () => {
  it('lists the unpaid statements with Italian month, due date, amount and state', async () => {
    render(<DaPagare />);
    const table = await screen.findByRole('table', { name: 'Estratti conto da pagare' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const cells = within(rows[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1)).toEqual([
      'EC-2026-02-0005',
      'febbraio 2026',
      '15/03/2026',
      formatMoney(412.3),
      'Scaduto',
    ]);
    expect(screen.getByRole('checkbox', { name: "Seleziona l'estratto conto EC-2026-03-0005" })).toBeTruthy();
  });

  it('pays every statement with an empty body and leaves for the gateway', async () => {
    render(<DaPagare />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Paga tutto (${formatMoney(1692.4)})` }));
    await vi.waitFor(() => expect(storyAssign).toHaveBeenCalledWith(URL_GATEWAY));
    expect(posted()).toEqual([{}]);
  });

  it('pays only the chosen statements, showing their total', async () => {
    render(<DaPagare />);
    const user = userEvent.setup();
    const pay = await screen.findByRole('button', { name: 'Paga i selezionati' });
    expect(pay).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: "Seleziona l'estratto conto EC-2026-03-0005" }));
    expect(screen.getByText(/Totale selezionato/).textContent).toContain(formatMoney(1280.1));
    await user.click(pay);
    await vi.waitFor(() => expect(storyAssign).toHaveBeenCalledOnce());
    expect(posted()).toEqual([{ estrattiContoIds: [42] }]);
  });

  it('says when there is nothing to pay', async () => {
    render(<NienteDaPagare />);
    expect(await screen.findByText('Non ci sono estratti conto da pagare.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the server's refusal and stays on the page", async () => {
    render(<AvvioRifiutato />);
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Paga tutto/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Non ci sono estratti conto da pagare.');
    expect(storyAssign).not.toHaveBeenCalled();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createTestEngine,
  demoUsers,
  jsonResponse,
  routeFetch,
  type RouteAnswer,
} from '../../engine/react/testing/createTestEngine';
import { itIT } from '../../schemas/catalogues/labelTexts';
import { browserLocation } from '../../widgets/statement-payment/browserLocation';
import { portalUser } from '../auth/portalUser';
import { MonthEndPayment } from './MonthEndPayment';
import { paymentDialogVariant } from './paymentReminder';

const GATEWAY = '/sandbox/pagamento?codTrans=PAG-1';

afterEach(() => vi.restoreAllMocks());

function renderDialog(answer: RouteAnswer, user = demoUsers.moroso) {
  const bodies: unknown[] = [];
  const engine = createTestEngine({
    user,
    labels: itIT,
    fetch: routeFetch({
      'POST myoverins/eseguipagamento': async (request: Request) => {
        bodies.push(await request.json());
        return typeof answer === 'function' ? (answer as () => unknown)() : answer;
      },
    }),
  });
  const handlers = { onGoToPayments: vi.fn(), onHide: vi.fn(), onLogout: vi.fn() };
  render(
    <engine.Provider>
      <MonthEndPayment show variant={paymentDialogVariant(portalUser(user)) ?? 'mustPay'} {...handlers} />
    </engine.Provider>,
  );
  return { bodies, handlers };
}

describe('MonthEndPayment', () => {
  it("'Paga ora' pays every unpaid statement and leaves for the gateway", async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { bodies, handlers } = renderDialog({ data: { url: GATEWAY, codTrans: 'PAG-1', importo: 1692.4 } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Paga ora' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(GATEWAY));
    expect(bodies).toEqual([{}]);
    expect(screen.getByRole('button', { name: 'Paga ora' })).toHaveProperty('disabled', true);
    expect(handlers.onGoToPayments).not.toHaveBeenCalled();
  });

  it('says in Italian when the payment cannot start, and lets the user try again', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { bodies } = renderDialog(() => jsonResponse({ text: 'Errore interno' }, 500));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Paga ora' }));
    expect((await screen.findByText('Errore interno')).getAttribute('role')).toBe('alert');
    expect(assign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Paga ora' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
  });

  it('keeps Chiudi for the reminder', async () => {
    const { handlers } = renderDialog({}, demoUsers.avviso);
    expect(
      screen.getByText('Ti ricordiamo che a fine mese è previsto il pagamento delle polizze acquistate.'),
    ).toBeTruthy();
    const closers = screen.getAllByRole('button', { name: 'Chiudi' });
    await userEvent.setup().click(closers[closers.length - 1]!);
    expect(handlers.onHide).toHaveBeenCalled();
  });
});

import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAllMocks } from 'storybook/test';
import { beforeEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './PaymentDialog.stories';

const { DevePagare, Avviso, DevePagareMobile, AvvioInCorso, AvvioNonRiuscito } = composeStories(
  stories,
  preview,
);

// Stories share their fn() spies; each test starts with clean call records.
beforeEach(() => clearAllMocks());

describe('PaymentDialog', () => {
  it('blocks a user who must pay, with no way to close it', async () => {
    render(<DevePagare />);
    const dialog = screen.getByRole('dialog', { name: 'Pagamento di fine mese' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText(
        'Risultano polizze non ancora pagate: per continuare ad acquistare è necessario effettuare il pagamento.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Chiudi' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(DevePagare.args.onHide).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Paga ora' }));
    expect(DevePagare.args.onPay).toHaveBeenCalledOnce();
    expect(DevePagare.args.onGoToPayments).not.toHaveBeenCalled();
  });

  it('keeps a link to the payments tab', async () => {
    render(<DevePagare />);
    await userEvent.click(screen.getByRole('button', { name: 'Vedi i pagamenti' }));
    expect(DevePagare.args.onGoToPayments).toHaveBeenCalledOnce();
    expect(DevePagare.args.onPay).not.toHaveBeenCalled();
  });

  it('waits while the payment starts and says why it could not', async () => {
    const { unmount } = render(<AvvioInCorso />);
    const pay = screen.getByRole('button', { name: 'Paga ora' });
    expect(pay).toHaveProperty('disabled', true);
    expect(screen.getByText('Avvio del pagamento in corso…').getAttribute('role')).toBe('status');
    unmount();
    render(<AvvioNonRiuscito />);
    expect(
      screen.getByText('Non è stato possibile avviare il pagamento. Riprova più tardi.').getAttribute('role'),
    ).toBe('alert');
    expect(screen.getByRole('button', { name: 'Paga ora' })).toHaveProperty('disabled', false);
  });

  it('lets a blocked user sign out', async () => {
    render(<DevePagareMobile />);
    await userEvent.click(screen.getByRole('button', { name: 'Esci' }));
    expect(DevePagareMobile.args.onLogout).toHaveBeenCalledOnce();
  });

  it('reminds of the month-end payment and can be closed', async () => {
    render(<Avviso />);
    expect(
      screen.getByText('Ti ricordiamo che a fine mese è previsto il pagamento delle polizze acquistate.'),
    ).toBeTruthy();
    expect(screen.queryByText(/necessario effettuare il pagamento/)).toBeNull();
    const closers = screen.getAllByRole('button', { name: 'Chiudi' });
    expect(closers).toHaveLength(2);
    await userEvent.click(closers[1]!);
    expect(Avviso.args.onHide).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Paga ora' })).toBeTruthy();
  });
});

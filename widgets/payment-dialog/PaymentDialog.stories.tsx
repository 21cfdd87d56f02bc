import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { PaymentDialog } from './PaymentDialog';

const meta = {
  title: 'Shell/PaymentDialog',
  component: PaymentDialog,
  globals: desktopViewport,
  args: { show: true, variant: 'mustPay', onPay: fn(), onGoToPayments: fn(), onHide: fn(), onLogout: fn() },
} satisfies Meta<typeof PaymentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `moroso` user: policies unpaid, the dialog blocks until they go to pay. */
export const DevePagare: Story = {};

/** The `avviso` user: a reminder that can be closed. */
export const Avviso: Story = { args: { variant: 'warning' } };

export const DevePagareMobile: Story = { globals: mobileViewport };

/** 'Paga ora' clicked: the payment is being started, the button waits. */
export const AvvioInCorso: Story = { args: { paying: true } };

/** The payment could not start: the reason in the dialog, which stays open. */
export const AvvioNonRiuscito: Story = {
  args: { payError: 'Non è stato possibile avviare il pagamento. Riprova più tardi.' },
};

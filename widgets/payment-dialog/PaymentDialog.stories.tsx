import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { PaymentDialog } from './PaymentDialog';

const meta = {
  title: 'Shell/PaymentDialog',
  component: PaymentDialog,
  globals: desktopViewport,
  args: { show: true, variant: 'mustPay', onGoToPayments: fn(), onHide: fn(), onLogout: fn() },
} satisfies Meta<typeof PaymentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `moroso` user: policies unpaid, the dialog blocks until they go to pay. */
export const DevePagare: Story = {};

/** The `avviso` user: a reminder that can be closed. */
export const Avviso: Story = { args: { variant: 'warning' } };

export const DevePagareMobile: Story = { globals: mobileViewport };

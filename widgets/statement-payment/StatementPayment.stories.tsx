import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { StatementPayment } from './StatementPayment';
import { avvioPagamento, daPagare, nienteDaPagare, pagamentoRifiutato } from './stories/paymentFixtures';
import { withPaymentStory, type PaymentStoryParameters } from './stories/PaymentStoryEngine';

const payment = (p: PaymentStoryParameters) => ({ payment: p });

const meta = {
  title: 'Pagamenti/StatementPayment',
  component: StatementPayment,
  globals: desktopViewport,
  decorators: [withPaymentStory],
  parameters: payment({
    api: {
      'GET myoverins/pagamenti/dapagare': { data: daPagare },
      'POST myoverins/eseguipagamento': avvioPagamento(daPagare.totale),
    },
  }),
} satisfies Meta<typeof StatementPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `moroso` distributor: one statement overdue, one due; pay some or all by card. */
export const DaPagare: Story = {};

export const DaPagareMobile: Story = { globals: mobileViewport };

/** Everything paid: a short notice instead of the table. */
export const NienteDaPagare: Story = {
  parameters: payment({ api: { 'GET myoverins/pagamenti/dapagare': { data: nienteDaPagare } } }),
};

/** The server refuses to start the payment: its message under the buttons. */
export const AvvioRifiutato: Story = {
  parameters: payment({
    api: {
      'GET myoverins/pagamenti/dapagare': { data: daPagare },
      'POST myoverins/eseguipagamento': pagamentoRifiutato,
    },
  }),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { jsonResponse } from '../../engine/react/testing/createTestEngine';
import { avvioPagamento } from '../statement-payment/stories/paymentFixtures';
import {
  withPaymentStory,
  type PaymentStoryParameters,
} from '../statement-payment/stories/PaymentStoryEngine';
import { CreditTopUp } from './CreditTopUp';

const payment = (p: PaymentStoryParameters) => ({ payment: p });

const meta = {
  title: 'Pagamenti/CreditTopUp',
  component: CreditTopUp,
  globals: desktopViewport,
  decorators: [withPaymentStory],
  parameters: payment({
    path: '/myoverins/tuoiCrediti',
    api: {
      'POST myoverins/ricaricacredito': async (request: Request) => {
        const { importo } = (await request.json()) as { importo: number };
        return avvioPagamento(importo);
      },
    },
  }),
} satisfies Meta<typeof CreditTopUp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An amount from 10 to 10.000 €; 'Ricarica con carta' leaves for the gateway. */
export const Ricarica: Story = {};

export const RicaricaMobile: Story = { globals: mobileViewport };

/** The server refuses the top-up (say the distributor may not buy credit): its message. */
export const RicaricaRifiutata: Story = {
  parameters: payment({
    path: '/myoverins/tuoiCrediti',
    api: {
      'POST myoverins/ricaricacredito': () =>
        jsonResponse(
          {
            messages: [
              { code: 'ricarica.nonConsentita', text: 'Ricarica del credito non consentita.', type: 'error' },
            ],
          },
          400,
        ),
    },
  }),
};

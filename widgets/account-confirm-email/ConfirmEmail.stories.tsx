import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport } from '../../.storybook/viewports';
import { jsonResponse } from '../../engine/react/testing/createTestEngine';
import { withFormStoryEngine } from '../form/FormStoryEngine';
import { ConfirmEmail } from './ConfirmEmail';

const meta = {
  title: 'Account/ConfirmEmail',
  component: ConfirmEmail,
  globals: desktopViewport,
  parameters: { api: {}, path: '/confirm-email?token=abc123' },
  decorators: [withFormStoryEngine],
} satisfies Meta<typeof ConfirmEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link works: the server's confirmation. */
export const Confermata: Story = {
  parameters: {
    api: {
      'GET account/confirmemail': {
        data: { status: 'ok' },
        messages: [
          { code: 'email.confermata', text: 'Il tuo indirizzo e-mail è stato confermato.', type: 'info' },
        ],
      },
    },
  },
};

/** The link was used already or expired. */
export const LinkScaduto: Story = {
  parameters: {
    path: '/confirm-email?token=gia-usato',
    api: {
      'GET account/confirmemail': jsonResponse(
        {
          messages: [
            {
              code: 'email.linkNonValido',
              text: 'Il link di conferma non è valido, è già stato usato oppure è scaduto.',
              type: 'error',
            },
          ],
        },
        400,
      ),
    },
  },
};

/** A link without its token. */
export const SenzaToken: Story = { parameters: { path: '/confirm-email' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { ChangePasswordDialog, type ChangePasswordDialogProps } from './ChangePasswordDialog';

type Submit = ChangePasswordDialogProps['onSubmit'];

const meta = {
  title: 'Shell/ChangePasswordDialog',
  component: ChangePasswordDialog,
  globals: desktopViewport,
  args: { show: true, onHide: fn(), onSubmit: fn<Submit>(async () => undefined) },
} satisfies Meta<typeof ChangePasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server accepts the change; the caller closes the dialog and shows its toast. */
export const Accettata: Story = {};

/** The server refuses with its 400 messages, shown beside the inputs they are about. */
export const Rifiutata: Story = {
  args: {
    onSubmit: fn<Submit>(async () => ({
      messages: [
        { code: 'password.attualeErrata', text: 'La password attuale non è corretta' },
        { code: 'password.confermaErrata', text: 'La conferma non coincide con la nuova password' },
      ],
    })),
  },
};

/** A refusal that is about no single input, shown above the form. */
export const TroppiTentativi: Story = {
  globals: mobileViewport,
  args: {
    onSubmit: fn<Submit>(async () => ({
      messages: [{ code: 'errore.troppeRichieste', text: 'Troppi tentativi. Riprova tra 60 secondi.' }],
    })),
  },
};

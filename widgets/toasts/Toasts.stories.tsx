import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { Toasts } from './Toasts';

const meta = {
  title: 'Shell/Toasts',
  component: Toasts,
  globals: desktopViewport,
  args: {
    onClose: fn(),
    toasts: [
      { id: '1', variant: 'danger', title: 'Request ERROR', body: 'NO PERMISSIONS' },
      {
        id: '2',
        variant: 'warning',
        title: 'Attenzione',
        body: 'Il contraente Marco Bianchi ha già una polizza attiva per queste date.',
      },
      {
        id: '3',
        variant: 'info',
        title: 'Recupero password',
        body: 'Ti abbiamo inviato un’e-mail con il link.',
      },
      { id: '4', variant: 'success', title: 'Salvato', body: 'Password modificata' },
    ],
  },
} satisfies Meta<typeof Toasts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One toast of each kind: the 403 of spec 1 §8, a server warning, an info, the password success. */
export const TuttiITipi: Story = {};

/** A single error on a phone. */
export const ErroreMobile: Story = {
  globals: mobileViewport,
  args: {
    toasts: [
      {
        id: '5',
        variant: 'danger',
        title: 'Errore',
        body: 'Si è verificato un errore imprevisto. Riprova più tardi.',
      },
    ],
  },
};

/** Toasts that close themselves after 5 seconds. */
export const ChiusuraAutomatica: Story = { args: { delay: 5000 } };

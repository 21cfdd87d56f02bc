import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { BusyOverlay } from './BusyOverlay';

const meta = {
  title: 'Shell/BusyOverlay',
  component: BusyOverlay,
  globals: desktopViewport,
  args: { busy: true },
  decorators: [
    (Story) => (
      <>
        <main className="container py-4">
          <h1 className="h3">I tuoi acquisti</h1>
          <p>Adesione n. 2026/000123 — Marco Bianchi — Polizza Annullamento Viaggio Plus</p>
        </main>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof BusyOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A main-client request is pending. */
export const InCaricamento: Story = {};

export const InCaricamentoMobile: Story = { globals: mobileViewport };

/** Nothing pending: the page is usable. */
export const Libero: Story = { args: { busy: false } };

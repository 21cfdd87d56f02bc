import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { Footer } from './Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  globals: desktopViewport,
  args: { providerName: 'Overins Broker S.r.l.', phone: '800 123 456', email: 'assistenza@overins.it' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The catalogue's text (label footer.testo). */
export const Predefinito: Story = {};

/** A brand that configured its own wording. */
export const TestoConfigurato: Story = {
  globals: mobileViewport,
  args: { text: 'Servizio offerto da {provider} · Assistenza gratuita {phone} · Scrivici a {email}' },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { Splash } from './Splash';

const meta = {
  title: 'Shell/Splash',
  component: Splash,
  globals: desktopViewport,
  args: { brandName: 'Overins', logoSrc: '/logo.svg' },
} satisfies Meta<typeof Splash>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Avvio: Story = {};

export const AvvioMobile: Story = { globals: mobileViewport };

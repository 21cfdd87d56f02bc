import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { PageInPreparazione } from './PageInPreparazione';

const meta = {
  title: 'Screens/PageInPreparazione',
  component: PageInPreparazione,
  globals: desktopViewport,
} satisfies Meta<typeof PageInPreparazione>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Predefinita: Story = {};

/** A screen file that says what is coming. */
export const ConMessaggio: Story = {
  globals: mobileViewport,
  args: {
    message: 'Gli estratti conto del network saranno disponibili a breve.',
    title: 'Estratti conto network',
  },
};

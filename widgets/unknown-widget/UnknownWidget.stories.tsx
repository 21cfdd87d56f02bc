import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { UnknownWidget } from './UnknownWidget';

const meta = {
  title: 'Screens/UnknownWidget',
  component: UnknownWidget,
  globals: desktopViewport,
  args: { name: 'comparison-matrx', screen: 'listaProdotti' },
} satisfies Meta<typeof UnknownWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A misspelt widget name in a screen file, as production shows it. */
export const NomeErrato: Story = {};

export const NomeErratoMobile: Story = { globals: mobileViewport };

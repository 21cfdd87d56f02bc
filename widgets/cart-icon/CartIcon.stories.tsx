import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { itemsCarrello } from './cartFixtures';
import { CartIcon } from './CartIcon';

const meta = {
  title: 'Shopping/CartIcon',
  component: CartIcon,
  globals: desktopViewport,
  args: { items: itemsCarrello, onModifica: () => undefined },
} satisfies Meta<typeof CartIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two items: the count, and the menu with each item to edit (one without participants). */
export const ConProdotti: Story = {};

export const Vuoto: Story = { args: { items: [] } };

export const Mobile: Story = { globals: mobileViewport };

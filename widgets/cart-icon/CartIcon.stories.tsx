import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { itemsCarrello } from '../cart-panel/stories/cartFixtures';
import { withCartStory } from '../cart-panel/stories/withCartStory';
import { LiveCartIcon } from './CartIcon';

const meta = {
  title: 'Shopping/CartIcon',
  component: LiveCartIcon,
  globals: desktopViewport,
  decorators: [withCartStory],
  parameters: { cart: { items: itemsCarrello } },
} satisfies Meta<typeof LiveCartIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two items: the count; a click opens the cart panel. */
export const ConProdotti: Story = {};

export const Vuoto: Story = { parameters: { cart: { items: [] } } };

export const Mobile: Story = { globals: mobileViewport };

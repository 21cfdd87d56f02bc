import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { categorie } from '../shopping/stories/fixtures';
import { withShoppingStoryEngine } from '../shopping/stories/ShoppingStoryEngine';
import { CategoryCard } from './CategoryCard';
import { CategoryCards } from './CategoryCards';

const meta = {
  title: 'Shopping/CategoryCards',
  component: CategoryCards,
  globals: desktopViewport,
  decorators: [withShoppingStoryEngine],
  parameters: { path: '/carrello/carrelloCategorie' },
} satisfies Meta<typeof CategoryCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shopping home: every category, then "Prodotti Preferiti". Hover a card to turn it. */
export const Categorie: Story = {};

/** One card: front with image and name, back with the description. */
export const Carta: Story = {
  render: () => (
    <div style={{ maxWidth: 280 }}>
      <CategoryCard categoria={categorie[0]!} onOpen={() => undefined} />
    </div>
  ),
};

export const Mobile: Story = { globals: mobileViewport };

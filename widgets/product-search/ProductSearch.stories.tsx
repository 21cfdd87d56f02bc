import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport } from '../../.storybook/viewports';
import { prodotti } from '../shopping/stories/fixtures';
import { withShoppingStoryEngine } from '../shopping/stories/ShoppingStoryEngine';
import { ProductSearch } from './ProductSearch';

const api = {
  'GET carrello/prodotti': (request: Request) => {
    const testo = (new URL(request.url).searchParams.get('testo') ?? '').toLowerCase();
    const data = prodotti
      .filter((p) => p.pacchetto.toLowerCase().includes(testo))
      .map((p) => ({ value: p.pacchettoID, text: p.pacchetto }));
    return { data };
  },
};

const meta = {
  title: 'Shopping/ProductSearch',
  component: ProductSearch,
  globals: desktopViewport,
  decorators: [withShoppingStoryEngine],
  parameters: { api, path: '/carrello/carrelloCategorie' },
} satisfies Meta<typeof ProductSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type "viaggio", pick two suggestions, then the search button (or Enter). */
export const Ricerca: Story = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { parametriViaggio, prodotti } from '../shopping/stories/fixtures';
import { withShoppingStoryEngine } from '../shopping/stories/ShoppingStoryEngine';
import { ComparisonMatrix } from './ComparisonMatrix';

const withSelected = (n: number) => ({
  selectedItems: prodotti.slice(0, n).map((p) => p.pacchettoID),
  parameters: parametriViaggio,
});

const meta = {
  title: 'Shopping/ComparisonMatrix',
  component: ComparisonMatrix,
  globals: desktopViewport,
  decorators: [withShoppingStoryEngine],
  parameters: { trip: withSelected(0) },
} satisfies Meta<typeof ComparisonMatrix>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: tick up to 4 products, then "Confronta". */
export const Pannello: Story = {};

export const DueProdotti: Story = { args: { open: true }, parameters: { trip: withSelected(2) } };

export const TreProdotti: Story = { args: { open: true }, parameters: { trip: withSelected(3) } };

/**
 * Four products: every field type appears (✓/✗, percentages and amounts with 'Illimitato', decimals
 * with their decimal slots, integers, texts and sanitised rich text). A fifth tick is refused.
 */
export const QuattroProdotti: Story = { args: { open: true }, parameters: { trip: withSelected(4) } };

/** On a phone the matrix scrolls sideways and an extra tick is removed again. */
export const Mobile: Story = {
  globals: mobileViewport,
  args: { open: true, mobile: true },
  parameters: { trip: withSelected(4) },
};

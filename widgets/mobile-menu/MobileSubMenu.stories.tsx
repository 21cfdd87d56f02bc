import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { mobileViewport } from '../../.storybook/viewports';
import { MobileSubMenu } from './MobileSubMenu';

const meta = {
  title: 'Shell/MobileSubMenu',
  component: MobileSubMenu,
  globals: mobileViewport,
  args: {
    categoriesHref: '/carrello/carrelloCategorie',
    onFavourites: fn(),
    onQuoteTool: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof MobileSubMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the categories route of a phone, under the bar: Categorie, Preferiti, PREVENTIVATORE. */
export const Categorie: Story = {};

/** A role without favourites or the quote tool: Categorie only. */
export const SoloCategorie: Story = { args: { onFavourites: undefined, onQuoteTool: undefined } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Shell/Breadcrumbs',
  component: Breadcrumbs,
  globals: desktopViewport,
  args: {
    onNavigate: fn(),
    trail: [
      { title: 'MyOverins', href: '/myoverins' },
      { title: 'I tuoi acquisti', href: '/myoverins/tuoiAcquisti' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MyArea: Story = {};

/** Deep in the cart: the product being edited. */
export const Carrello: Story = {
  globals: mobileViewport,
  args: {
    trail: [
      { title: 'Carrello', href: '/carrello' },
      { title: 'Prodotti', href: '/carrello/listaProdotti' },
      { title: 'Dettaglio prodotto' },
    ],
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { mobileViewport } from '../../.storybook/viewports';
import { MobileMenu } from './MobileMenu';
import { MobileSubMenu } from './MobileSubMenu';

const meta = {
  title: 'Shell/MobileMenu',
  component: MobileMenu,
  globals: mobileViewport,
  args: {
    brandName: 'Overins',
    logoSrc: '/logo.svg',
    logoHref: '/carrello/carrelloCategorie',
    homeHref: 'https://www.overins.it',
    userName: 'Marco Bianchi',
    onToggleSidePanel: fn(),
    onNavigate: fn(),
    // The shell gives the product search; here a stand-in form that closes the menu when sent.
    search: (close: () => void) => (
      <form
        role="search"
        aria-label="Cerca polizze"
        onSubmit={(e) => {
          e.preventDefault();
          close();
        }}
      >
        <input type="search" aria-label="Cerca polizze" />
      </form>
    ),
    items: [
      { name: 'carrello', title: 'Carrello', href: '/carrello', active: true },
      { name: 'my', title: 'MyOverins', href: '/myoverins' },
    ],
  },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An agency user on a phone: the search, the entries and the user's panel. */
export const Agenzia: Story = {};

/** A user who must pay: no cart. */
export const DevePagare: Story = {
  args: {
    userName: 'Giulia Ferri',
    items: [{ name: 'my', title: 'MyOverins', href: '/myoverins', active: true }],
  },
};

/** The menu opened from the burger, as the user sees it after one tap. */
export const MenuAperto: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apri il menu' }));
  },
};

/** The sub-menu's actions, for the tests of the stories below. */
export const subMenuActions = { onFavourites: fn(), onQuoteTool: fn(), onNavigate: fn() };

/**
 * The categories route on a phone (spec 2 §2): the bar, then the sub-menu with Categorie, Preferiti
 * and PREVENTIVATORE, which no other route shows.
 */
export const SottoMenuCategorie: Story = {
  render: (args) => (
    <>
      <MobileMenu {...args} />
      <MobileSubMenu categoriesHref={args.logoHref} {...subMenuActions} />
    </>
  ),
};

/** A role without favourites or the quote tool: the sub-menu holds Categorie only. */
export const SottoMenuSoloCategorie: Story = {
  render: (args) => (
    <>
      <MobileMenu {...args} />
      <MobileSubMenu categoriesHref={args.logoHref} onNavigate={subMenuActions.onNavigate} />
    </>
  ),
};

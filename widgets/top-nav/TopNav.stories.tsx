import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { desktopViewport } from '../../.storybook/viewports';
import { SubBar } from './SubBar';
import { TopNav } from './TopNav';

const meta = {
  title: 'Shell/TopNav',
  component: TopNav,
  globals: desktopViewport,
  args: {
    brandName: 'Overins',
    logoSrc: '/logo.svg',
    logoHref: '/carrello/carrelloCategorie',
    homeHref: 'https://www.overins.it',
    userName: 'Marco Bianchi',
    onToggleSidePanel: fn(),
    onNavigate: fn(),
    items: [
      { name: 'carrello', title: 'Carrello', href: '/carrello', active: true },
      { name: 'my', title: 'MyOverins', href: '/myoverins' },
    ],
  },
} satisfies Meta<typeof TopNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An agency user on the cart: both entries allowed. */
export const Agenzia: Story = {};

/** A user who must pay: the guards hide the cart entry, only My area is left. */
export const DevePagare: Story = {
  args: {
    userName: 'Giulia Ferri',
    items: [{ name: 'my', title: 'MyOverins', href: '/myoverins', active: true }],
  },
};

/** A back-office user with no shopping permissions: only Home and the side panel. */
export const BackOffice: Story = {
  args: { userName: 'Laura Conti', items: [] },
};

const subBarArgs = {
  brandName: 'Overins',
  logoSrc: '/logo.svg',
  categoriesHref: '/carrello/carrelloCategorie',
  onQuoteTool: fn(),
  onFavourites: fn(),
  onNavigate: fn(),
  current: 'categorie' as const,
  bannerSrc: '/api/file/image/banner-viaggiare-insieme.svg',
  bannerAlt: 'Sole e Mare Viaggi di Rossi Laura',
};

/** The cart layout's sub-bar under the bar (spec 2 §2): an agency of a network with its banner. */
export const SottoBarraConBanner: Story = {
  render: () => <SubBar {...subBarArgs} />,
};

/** The sub-bar of a distributor without a banner, on the quote page. */
export const SottoBarraSenzaBanner: Story = {
  render: () => <SubBar {...subBarArgs} current="preventivatore" bannerSrc={null} />,
};

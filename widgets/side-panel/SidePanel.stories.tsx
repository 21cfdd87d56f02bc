import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { SidePanel } from './SidePanel';

const meta = {
  title: 'Shell/SidePanel',
  component: SidePanel,
  globals: desktopViewport,
  args: {
    show: true,
    onHide: fn(),
    userName: 'Marco Bianchi',
    roleDescription: 'Agenzia dettagliante — Agenzia Viaggi Il Gabbiano S.r.l.',
    impersonatorName: null,
    canSignInAs: false,
    onSignInAs: fn(),
    onDisconnect: fn(),
    adminHref: null,
    onChangePassword: fn(),
    onCompanyData: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof SidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A retail agency user. */
export const Agenzia: Story = {};

/** A back-office super admin: sign-in-as and the admin link, no company data. */
export const BackOffice: Story = {
  args: {
    userName: 'Laura Conti',
    roleDescription: 'Super amministratore — Back office Overins',
    canSignInAs: true,
    adminHref: 'https://admin.overins.it/?token=3f2a9c',
    onCompanyData: undefined,
  },
};

/** Laura Conti signed in as Marco Bianchi: her name on top, and the disconnect button. */
export const Impersonando: Story = {
  args: { impersonatorName: 'Laura Conti' },
};

export const Mobile: Story = { globals: mobileViewport };

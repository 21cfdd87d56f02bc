import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { SubmenuTabs } from './SubmenuTabs';

const tab = (name: string, title: string) => ({ name, title, href: `/myoverins/${name}` });

const meta = {
  title: 'Shell/SubmenuTabs',
  component: SubmenuTabs,
  globals: desktopViewport,
  args: {
    label: 'MyOverins',
    activeName: 'tuoiAcquisti',
    onNavigate: fn(),
    tabs: [
      tab('tuoiAcquisti', 'I tuoi acquisti'),
      tab('tuoiCrediti', 'I tuoi crediti'),
      tab('tuoiPagamenti', 'I tuoi pagamenti'),
      tab('tuoiEstrattiConto', 'I tuoi estratti conto'),
      tab('tuoiUtenti', 'I tuoi utenti'),
    ],
  },
} satisfies Meta<typeof SubmenuTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A retail agency (Agenzia Viaggi Il Gabbiano S.r.l.) on its purchases. */
export const Agenzia: Story = {};

/** A network distributor sees the two network tabs as well. */
export const Network: Story = {
  args: {
    activeName: 'acquistiNetwork',
    tabs: [
      tab('tuoiAcquisti', 'I tuoi acquisti'),
      tab('tuoiCrediti', 'I tuoi crediti'),
      tab('acquistiNetwork', 'Acquisti del network'),
      tab('estrattiContoNetwork', 'Estratti conto del network'),
      tab('tuoiPagamenti', 'I tuoi pagamenti'),
      tab('tuoiEstrattiConto', 'I tuoi estratti conto'),
    ],
  },
};

/** A supplier has only its policy purchases. */
export const Fornitore: Story = {
  args: { activeName: 'acquistiPolizze', tabs: [tab('acquistiPolizze', 'Acquisti polizze')] },
};

/** On a phone the tabs scroll sideways instead of wrapping. */
export const Mobile: Story = { globals: mobileViewport };

import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from 'react-bootstrap/Button';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { FormStoryEngine } from '../form/FormStoryEngine';
import { AccountPanel } from './AccountPanel';

const meta = {
  title: 'Account/AccountPanel',
  component: AccountPanel,
  globals: desktopViewport,
  args: {
    title: 'login.titolo',
    links: [
      { to: '/password-recover', label: 'login.passwordDimenticata' },
      { to: '/register', label: 'login.registrati' },
    ],
    children: <Button className="w-100">Accedi</Button>,
  },
  decorators: [
    (Story) => (
      <FormStoryEngine path="/login">
        <Story />
      </FormStoryEngine>
    ),
  ],
} satisfies Meta<typeof AccountPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-in card: logo, title, the form, the recovery and registration links. */
export const Accesso: Story = {};

/** A wider card with instructions, for the registration, on a phone. */
export const ConIstruzioni: Story = {
  globals: mobileViewport,
  args: {
    title: 'registrazione.titolo',
    intro: 'registrazione.istruzioni',
    wide: true,
    links: [{ to: '/login', label: 'generico.tornaAlLogin' }],
  },
};

/** The forced password change: a signed-in user, who may only change the password or sign out. */
export const CambioObbligatorio: Story = {
  args: {
    title: 'cambioPasswordObbligatorio.titolo',
    intro: 'cambioPasswordObbligatorio.istruzioni',
    links: [],
    signOutLabel: 'generico.esci',
  },
};

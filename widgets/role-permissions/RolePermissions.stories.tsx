import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import RolePermissions from './RolePermissions';
import { withRoleStory, type RoleStoryParameters } from './stories/RoleStoryEngine';

const roles = (p: RoleStoryParameters) => ({ roles: p });

const meta = {
  title: 'Amministrazione/RolePermissions',
  component: RolePermissions,
  globals: desktopViewport,
  decorators: [withRoleStory],
  parameters: roles({}),
} satisfies Meta<typeof RolePermissions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick a role: its permissions by group, R C U D switches or a single E; each switch saves at once. */
export const Editor: Story = {};

/** At 390 px: the picker takes the row and the switches wrap under each permission. */
export const EditorMobile: Story = { globals: mobileViewport };

/** The server refuses the change (its toast): the switch goes back to what the role holds. */
export const ModificaRifiutata: Story = {
  parameters: roles({ refuse: 'Permesso sconosciuto: BK_REPORT_COMMISSIONI' }),
};

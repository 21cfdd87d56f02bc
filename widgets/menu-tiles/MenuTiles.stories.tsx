import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { MenuTilesView } from './MenuTiles';

const tile = (name: string, title: string) => ({ name, title, href: `/admin/${name}` });

const meta = {
  title: 'Amministrazione/MenuTiles',
  component: MenuTilesView,
  globals: desktopViewport,
  args: {
    label: 'Amministrazione',
    empty: 'Non hai accesso a nessuna sezione di questa area.',
    onNavigate: fn(),
    tiles: [
      tile('accediCome', 'Accedi come altro utente'),
      tile('reportCommissioni', 'Report commissioni'),
      tile('postaInUscita', 'Posta in uscita'),
      tile('richiesteModifica', 'Richieste di modifica'),
      tile('ruoliPermessi', 'Ruoli e permessi'),
      tile('storicoPermessi', 'Storico dei permessi'),
    ],
  },
} satisfies Meta<typeof MenuTilesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The super-administrator: a tile for every admin screen. */
export const Admin: Story = {};

/** Operatore back office: only the screens its permissions open, one a row on a phone. */
export const Operatore: Story = {
  globals: mobileViewport,
  args: {
    tiles: [
      tile('reportCommissioni', 'Report commissioni'),
      tile('postaInUscita', 'Posta in uscita'),
      tile('richiesteModifica', 'Richieste di modifica'),
    ],
  },
};

/** No screen of the area is open to the user. */
export const Nessuna: Story = { args: { tiles: [] } };

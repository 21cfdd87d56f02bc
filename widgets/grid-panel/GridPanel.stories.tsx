import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport } from '../../.storybook/viewports';
import type { GridColumn, GridRow } from '../grid/types';
import { fakeListServer } from '../grid/stories/fakeListServer';
import { withGridStoryEngine } from '../grid/stories/GridStoryEngine';
import { agencyUsers, userColumns } from '../grid/stories/policies';
import { GridPanelView } from './GridPanel';

const REPORT = 'report/commissioni';

const commissionColumns: GridColumn[] = [
  { field: 'distributore', title: 'colonna.distributore', filterable: true, export: true, exportWidth: 34 },
  { field: 'pacchetto', title: 'colonna.pacchetto', filterable: true, export: true, exportWidth: 30 },
  { field: 'fatturato', title: 'colonna.fatturato', type: 'numeric', format: 'c2', export: true },
  { field: 'numeroAcquisti', title: 'colonna.numeroAcquisti', type: 'numeric-int', export: true },
  { field: 'ultimoAcquisto', title: 'colonna.ultimoAcquisto', type: 'date', export: true },
];

const commissionRows: GridRow[] = [
  ['Agenzia Viaggi Il Gabbiano S.r.l.', 'Viaggi Sicuri Europa', 1840.5, 12, '2026-02-27T10:15:00'],
  ['Agenzia Viaggi Il Gabbiano S.r.l.', 'Annullamento Plus', 620, 5, '2026-02-20T16:40:00'],
  ['Mediterraneo Tour Operator S.p.A.', 'Viaggi Sicuri Mondo', 4210.75, 21, '2026-02-28T09:05:00'],
].map(([distributore, pacchetto, fatturato, numeroAcquisti, ultimoAcquisto], i) => ({
  itemID: `${i + 1}-P${i}`,
  distributore,
  pacchetto,
  fatturato,
  numeroAcquisti,
  ultimoAcquisto,
}));

const meta = {
  title: 'Grid/GridPanel',
  component: GridPanelView,
  globals: desktopViewport,
  decorators: [withGridStoryEngine],
  parameters: {
    api: {
      [`GET ${REPORT}`]: fakeListServer(commissionRows, commissionColumns),
      'GET dropdown/distributori': {
        items: [
          { value: 1, text: 'Agenzia Viaggi Il Gabbiano S.r.l.' },
          { value: 2, text: 'Mediterraneo Tour Operator S.p.A.' },
        ],
        total: 2,
      },
    },
  },
  args: {
    grid: {
      title: 'report.commissioni',
      source: { path: REPORT },
      mode: 'client',
      columns: commissionColumns,
      export: {},
    },
    parameters: [
      { name: 'dataDa', title: 'griglia.dal', type: 'date', default: '2026-02-01', before: 'dataA' },
      { name: 'dataA', title: 'griglia.al', type: 'date', default: '2026-03-01' },
      {
        name: 'distributoreId',
        title: 'colonna.distributore',
        type: 'select',
        source: 'dropdown/distributori',
      },
    ],
    reset: true,
  },
} satisfies Meta<typeof GridPanelView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The commissions report: period and distributor go to the list call; "Reimposta filtri" restores them. */
export const Report: Story = {};

/** An agency's users with a "Nuovo utente" button whose dialog holds the creation form. */
export const ConCreazione: Story = {
  parameters: { api: { 'GET myoverins/utentiagenzia': fakeListServer(agencyUsers, userColumns) } },
  args: {
    grid: { title: 'menu.tuoiUtenti', source: { path: 'my{product}/utentiagenzia' }, columns: userColumns },
    parameters: [],
    reset: false,
    create: { label: 'utentiAgenzia.nuovo', title: 'utentiAgenzia.nuovoTitolo' },
    children: <p>Il modulo di creazione dell’utente compare qui.</p>,
  },
};

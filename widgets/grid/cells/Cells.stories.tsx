import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport } from '../../../.storybook/viewports';
import { DataGrid } from '../DataGrid';
import { withGridStoryEngine } from '../stories/GridStoryEngine';
import type { GridColumn, GridRow } from '../types';

const pratica: GridColumn = { field: 'numeroPratica', title: 'colonna.riferimentoPratica', width: 150 };

/** A small client-mode grid showing one cell type beside the practice number. */
function cellStory(
  column: GridColumn,
  rows: GridRow[],
  extra: Partial<Parameters<typeof DataGrid>[0]> = {},
): StoryObj<typeof meta> {
  return { args: { columns: [pratica, column], rows, ...extra } };
}

const row = (i: number, values: GridRow): GridRow => ({
  id: 500 + i,
  numeroPratica: `PR-2026-00${1300 + i}`,
  ...values,
});

const meta = {
  title: 'Grid/Celle',
  component: DataGrid,
  globals: desktopViewport,
  decorators: [withGridStoryEngine],
  parameters: { api: {} },
  args: { mode: 'client', columns: [pratica], rows: [], title: 'Celle' },
} satisfies Meta<typeof DataGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Testo: Story = cellStory({ field: 'contraente', title: 'colonna.contraente' }, [
  row(1, { contraente: 'Rossi Mario' }),
]);
export const Link: Story = cellStory({ field: 'sito', title: 'Sito', type: 'link' }, [
  row(1, { sito: 'https://www.overins.it/condizioni' }),
  row(2, { sito: 'javascript:alert(1)' }),
]);
export const DownloadFile: Story = cellStory(
  { field: 'documento', title: 'Documento', type: 'download-file' },
  [row(1, { documento: 'condizioni-viaggio-sicuro.pdf' })],
);
export const DownloadFileAdesione: Story = cellStory(
  { field: 'id', title: 'Certificato', type: 'download-file-adesione' },
  [row(1, {})],
);
export const Booleano: Story = cellStory({ field: 'pagata', title: 'Pagata', type: 'boolean' }, [
  row(1, { pagata: true }),
  row(2, { pagata: false }),
]);
export const BooleanSwitch: Story = cellStory(
  { field: 'attivo', title: 'Attivo', type: 'booleanSwitch' },
  [row(1, { attivo: true }), row(2, { attivo: false })],
  { editable: { path: 'utentiagenzia' } },
);
export const Immagine: Story = cellStory(
  { field: 'logo', title: 'Logo', type: 'image', pathFallback: '/logo.svg' },
  [row(1, { logo: 'logo-fornitore-42.png' })],
);
export const ImmagineMappa: Story = cellStory(
  { field: 'zona', title: 'Zona', type: 'image-map', format: 'EU=zona-europa.png;*=zona-mondo.png' },
  [row(1, { zona: 'EU' }), row(2, { zona: 'MONDO' })],
);
export const Data: Story = cellStory(
  { field: 'inizioViaggio', title: 'colonna.inizioViaggio', type: 'date' },
  [row(1, { inizioViaggio: '2026-03-05' })],
);
export const DataOra: Story = cellStory(
  { field: 'dataAcquisto', title: 'colonna.dataAcquisto', type: 'datetime' },
  [row(1, { dataAcquisto: '2026-03-05T09:07:00' })],
);
export const Numerico: Story = cellStory(
  { field: 'totalePremio', title: 'colonna.totalePremio', type: 'numeric', format: 'c2' },
  [row(1, { totalePremio: 1234.5 })],
);
export const NumericoIntero: Story = cellStory(
  { field: 'numeroPartecipanti', title: 'colonna.numeroPartecipanti', type: 'numeric-int' },
  [row(1, { numeroPartecipanti: 12000 })],
);
export const SecondiInOre: Story = cellStory(
  { field: 'durata', title: 'Durata chiamata', type: 'secondsToTime' },
  [row(1, { durata: 3725 })],
);
export const Colore: Story = cellStory({ field: 'colore', title: 'Colore', type: 'color' }, [
  row(1, { colore: '#1f6feb' }),
]);
export const Azioni: Story = cellStory(
  {
    field: 'azioni',
    title: 'griglia.azioni',
    type: 'actions',
    customButtons: [
      { name: 'dettaglio', title: 'Dettaglio', icon: 'view' },
      { name: 'annulla', title: 'Annulla polizza', permission: 'WEB_MY{product}_TUOI_ACQUISTI' },
      { name: 'rimborso', title: 'Rimborso', permission: 'BK_AMMINISTRAZIONE' },
    ],
  },
  [row(1, {})],
);
export const ListaAzioni: Story = cellStory(
  {
    field: 'azioni',
    title: 'griglia.azioni',
    type: 'actions_list',
    customButtons: [{ name: 'dettaglio', title: 'Dettaglio' }, { name: 'edit' }],
  },
  [row(1, {})],
  { editable: { path: 'utentiagenzia' } },
);
export const Selezione: Story = cellStory({ field: 'scelta', title: 'Scelta', type: 'ck_select' }, [
  row(1, {}),
  row(2, {}),
]);
export const FunzioneDiRendering: Story = cellStory(
  { field: 'nominativo', title: 'Nominativo', type: 'renderfunction', format: 'nominativo' },
  [row(1, { nome: 'Giulia', cognome: 'Bianchi' })],
);
export const EstrattoInviato: Story = cellStory(
  { field: 'inviato', title: 'Inviato', type: 'status-dot-sent' },
  [row(1, { inviato: '2026-02-28T10:00:00' }), row(2, { inviato: null })],
);
export const Sollecito: Story = cellStory(
  { field: 'sollecito', title: 'Sollecito', type: 'status-dot-reminder' },
  [row(1, { sollecito: true }), row(2, { sollecito: false })],
);

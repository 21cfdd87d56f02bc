import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { PAGE_SIZE_ALL } from '../../engine/core/query';
import { DataGrid } from './DataGrid';
import { jsonResponse } from '../../engine/react/testing/createTestEngine';
import { fakeListServer, never } from './stories/fakeListServer';
import { withGridStoryEngine } from './stories/GridStoryEngine';
import { agencyUsers, makePolicies, policyColumns, ruoliWeb, userColumns } from './stories/policies';

const LIST = 'myoverins/elencoadesioni/distributore';
const policies = makePolicies(240);
const listApi = { [`GET ${LIST}`]: fakeListServer(policies, policyColumns) };

const meta = {
  title: 'Grid/Grid',
  component: DataGrid,
  globals: desktopViewport,
  decorators: [withGridStoryEngine],
  parameters: { api: listApi },
  args: {
    title: 'I tuoi acquisti',
    source: { path: 'my{product}/elencoadesioni/distributore' },
    mode: 'server',
    columns: policyColumns,
    fullTextSearch: true,
    groupable: false,
    export: {},
  },
} satisfies Meta<typeof DataGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An agency's purchases, paged by the server (20 a page); sort, filter, group and export from the headers. */
export const Acquisti: Story = {};

/** The first answer has not come yet. */
export const Caricamento: Story = { parameters: { api: { [`GET ${LIST}`]: never } } };

/** Nothing to show: the spec's "Nessun dato presente". */
export const Vuota: Story = { parameters: { api: { [`GET ${LIST}`]: { items: [], total: 0 } } } };

/** A filter applied from the header: contraente starts with "Rossi" and the premium is at least 200 €. */
export const Filtrata: Story = {
  args: {
    initialState: {
      filters: {
        contraente: {
          type: 'string',
          logic: 'and',
          rows: [
            { op: 'startswith', value: 'Rossi' },
            { op: null, value: '' },
          ],
        },
        totalePremio: {
          type: 'numeric',
          logic: 'and',
          rows: [
            { op: 'gte', value: '200' },
            { op: null, value: '' },
          ],
        },
      },
    },
  },
};

/** Grouped by product, each group with its rows (collapse and expand from the group row). */
export const Raggruppata: Story = { args: { groupable: true, initialState: { groupBy: ['prodotto'] } } };

/** The same purchases loaded once and processed in the browser (client mode). */
export const ModalitaClient: Story = {
  args: { mode: 'client', source: undefined, rows: makePolicies(120), title: 'Acquisti (client)' },
};

/** The agency's users: selectable rows, edit form generated from the columns, delete with confirmation. */
export const Utenti: Story = {
  parameters: {
    api: {
      'GET dropdown/ruoli/web': ruoliWeb,
      'PUT utentiagenzia/31': { status: 'ok' },
      'PUT utentiagenzia/32': { status: 'ok' },
      'DELETE utentiagenzia/33': { status: 'ok' },
    },
  },
  args: {
    title: 'I tuoi utenti',
    mode: 'client',
    source: undefined,
    rows: agencyUsers,
    columns: userColumns,
    selectable: true,
    editable: { path: 'utentiagenzia' },
    deletable: { path: 'utentiagenzia' },
    export: undefined,
    fullTextSearch: false,
  },
};

/** Two users selected. */
export const Selezionata: Story = { ...Utenti, args: { ...Utenti.args, initialSelection: ['31', '33'] } };

/** The edit form of the first user, opened from its row. */
export const Modifica: Story = {
  ...Utenti,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('button', { name: 'Modifica' }))[0]!);
    await expect(await within(document.body).findByRole('dialog')).toBeInTheDocument();
  },
};

/**
 * The `Nuovo` button of a grid with `create` (an admin screen's configuration): its dialog is
 * generated from the field definitions, the role a select fed by its dropdown.
 */
export const Nuovo: Story = {
  parameters: {
    api: {
      ...(Utenti.parameters?.api as Record<string, unknown>),
      'POST utentiagenzia': (request: Request) =>
        request
          .clone()
          .json()
          .then((body: { userName?: string }) =>
            body.userName === 'giulia.bianchi'
              ? jsonResponse(
                  {
                    messages: [
                      {
                        code: 'errore.giaPresente',
                        text: 'Il nome utente scelto è già in uso.',
                        type: 'error',
                      },
                    ],
                  },
                  400,
                )
              : jsonResponse({ id: 40 }, 201),
          ),
    },
  },
  args: {
    ...Utenti.args,
    create: {
      path: 'utentiagenzia',
      title: 'utentiAgenzia.nuovoTitolo',
      permission: 'WEB_MY{product}_UTENTI|C',
      success: 'msg.salvato',
      fields: [
        { field: 'userName', title: 'Nome utente', required: true, maxLength: 50 },
        { field: 'nome', title: 'Nome', required: true },
        { field: 'ruoloID', title: 'Ruolo', editSource: 'ruoli/web', required: true },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Nuovo' }));
    await expect(await within(document.body).findByRole('dialog')).toBeInTheDocument();
  },
};

/** The server refuses the new user (a name already in use): its message shows in the dialog, which stays open. */
export const NuovoRifiutato: Story = {
  ...Nuovo,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Nuovo' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/Nome utente/), 'giulia.bianchi');
    await userEvent.type(dialog.getByLabelText(/^Nome\s*\*?$/), 'Giulia');
    await dialog.findByRole('option', { name: 'Operatore agenzia' });
    await userEvent.selectOptions(dialog.getByLabelText(/Ruolo/), 'Operatore agenzia');
    await userEvent.click(dialog.getByRole('button', { name: 'Salva' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Il nome utente scelto è già in uso.');
  },
};

/**
 * A create whose answer holds a secret shown once (`reveal`, the back office's API keys): after
 * saving, the key in a read-only input with a copy button and the warning that it will not return.
 */
export const NuovaChiave: Story = {
  parameters: {
    api: {
      ...(Utenti.parameters?.api as Record<string, unknown>),
      'POST amministrazione/chiaviapi': jsonResponse(
        { item1: { id: 3, prefisso: 'ovk_7Hq2', chiave: 'ovk_7Hq2.Zr9mK4pW1xTq8vB2nL6sYc3' } },
        201,
      ),
    },
  },
  args: {
    ...Utenti.args,
    create: {
      path: 'amministrazione/chiaviapi',
      title: 'chiaviApi.nuovaTitolo',
      button: 'chiaviApi.nuova',
      fields: [{ field: 'descrizione', title: 'chiaviApi.descrizione', required: true, maxLength: 200 }],
      reveal: {
        field: 'item1.chiave',
        title: 'chiaviApi.creata',
        label: 'chiaviApi.chiave',
        warning: 'chiaviApi.avvisoUnaVolta',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Nuova chiave' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText(/Descrizione/), 'Booking engine');
    await userEvent.click(dialog.getByRole('button', { name: 'Salva' }));
    const shown = within(await within(document.body).findByRole('dialog', { name: 'Chiave API creata' }));
    await expect(shown.getByLabelText('Chiave API')).toHaveValue('ovk_7Hq2.Zr9mK4pW1xTq8vB2nL6sYc3');
  },
};

/** A phone: three page buttons, no page info, no page-size choice. */
export const Mobile: Story = { globals: mobileViewport };

/**
 * A phone with the table scrolled sideways: the locked column (`locked: true`, the practice number)
 * stays at the left edge over the columns that scroll under it, header included.
 */
export const ColonnaBloccata: Story = {
  globals: mobileViewport,
  args: { mode: 'client', source: undefined, rows: makePolicies(30), title: 'Acquisti (colonna bloccata)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByText('PR-2026-001200');
    const scroller = canvas.getByRole('grid').parentElement!;
    scroller.scrollLeft = scroller.scrollWidth;
    const header = canvas.getByRole('columnheader', { name: /Riferimento pratica/ });
    await expect(header).toHaveClass('grid-locked');
  },
};

/** An export to Excel on its way (the server is still streaming): progress and cancel. */
export const Esportazione: Story = {
  parameters: { api: { ...listApi, 'POST export/xlsx': never } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Rossi Mario', {}, { timeout: 3000 }).catch(() => undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Esporta in Excel' }));
  },
};

/** A list longer than the server counts exactly: the pager gives the estimate as "circa". */
export const TotaleStimato: Story = {
  parameters: { api: { [`GET ${LIST}`]: fakeListServer(policies, policyColumns, 10_000, 100) } },
};

/** Page size "Tutti" past the server's maximum: the view is cut and the export is offered. */
export const Troncata: Story = {
  parameters: { api: { [`GET ${LIST}`]: fakeListServer(policies, policyColumns, 150) } },
  args: { pageSize: PAGE_SIZE_ALL },
};

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestEngine, demoUsers, jsonResponse } from '../../engine/react/testing/createTestEngine';
import { itIT } from '../../schemas/catalogues/labelTexts';
import { DataGrid } from './DataGrid';
import type { GridProps } from './types';

/** A user admin as a screen declares it: declarative row actions and a create dialog, no code. */
const props: GridProps = {
  title: 'Utenti',
  source: { path: 'amministrazione/utenti' },
  idField: 'userId',
  create: {
    path: 'amministrazione/utenti',
    title: 'Nuovo utente',
    permission: 'BK_IMPOSTAZIONI_UTENTI|C',
    success: 'Utente creato',
    fields: [
      { field: 'username', title: 'Nome utente', required: true, maxLength: 50 },
      { field: 'networkId', title: 'Network', editSource: 'network', required: true },
      { field: 'giorni', title: 'Giorni', editType: 'numeric-int', default: 30 },
    ],
  },
  columns: [
    { field: 'username', title: 'Nome utente' },
    { field: 'disabilitato', title: 'Disabilitato', type: 'boolean' },
    {
      field: 'userId',
      title: 'Azioni',
      type: 'actions',
      customButtons: [
        {
          name: 'disabilita',
          title: 'Disabilita',
          permission: 'BK_IMPOSTAZIONI_UTENTI|U',
          call: {
            path: 'amministrazione/utenti/{userId}/disabilita',
            when: { disabilitato: [false] },
            confirm: { title: 'Disabilitare l’utente?', body: 'Non potrà più accedere.', variant: 'danger' },
            input: { field: 'motivo', label: 'Motivo', maxLength: 20, required: 'Indicare il motivo' },
            success: 'Utente disabilitato',
          },
        },
        {
          name: 'abilita',
          title: 'Abilita',
          call: {
            method: 'PUT',
            path: 'amministrazione/utenti/{userId}/abilita',
            when: { disabilitato: [true] },
          },
        },
        {
          name: 'sposta',
          title: 'Sposta',
          call: {
            path: 'amministrazione/{product}/utenti/{userId}/network',
            form: [{ field: 'networkId', title: 'Network', editSource: 'network', required: true }],
          },
        },
        {
          name: 'reti',
          title: 'Reti',
          call: {
            path: 'amministrazione/utenti/{userId}/reti',
            form: [
              {
                field: 'reti',
                title: 'Reti',
                editType: 'multiselect',
                editSource: 'network',
                required: true,
              },
            ],
          },
        },
      ],
    },
  ],
};

type Seen = { method: string; path: string; body: unknown };

function usersServer() {
  const seen: Seen[] = [];
  const rows = [
    { userId: 7, username: 'mario', disabilitato: false, reti: '3' },
    { userId: 8, username: 'luisa', disabilitato: true },
  ];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    seen.push({ method: request.method, path: url.pathname, body });
    if (url.pathname === '/api/dropdown/network')
      return jsonResponse({
        items: [
          { value: 3, text: 'Rete Nord' },
          { value: 4, text: 'Rete Sud' },
        ],
      });
    if (request.method === 'POST' && url.pathname === '/api/amministrazione/utenti') {
      if ((body as { username: string }).username === 'mario')
        return jsonResponse(
          { messages: [{ code: 'errore.validazione', text: 'Il nome utente è già in uso.', type: 'error' }] },
          400,
        );
      rows.push({ userId: 9, username: (body as { username: string }).username, disabilitato: false });
      return jsonResponse({ id: 9 }, 201);
    }
    const decided = /\/utenti\/(\d+)\/(disabilita|abilita)$/.exec(url.pathname);
    if (decided) {
      rows.find((r) => r.userId === Number(decided[1]))!.disabilitato = decided[2] === 'disabilita';
      return new Response(null, { status: 204 });
    }
    if (/\/(network|reti)$/.test(url.pathname)) return new Response(null, { status: 204 });
    return jsonResponse({ items: rows, total: rows.length });
  };
  return { fetch, seen };
}

function renderGrid(user = demoUsers.admin, given: GridProps = props) {
  const server = usersServer();
  const engine = createTestEngine({ user, labels: itIT, fetch: server.fetch });
  render(
    <engine.Provider>
      <DataGrid {...given} />
    </engine.Provider>,
  );
  const rowOf = async (name: string) =>
    (await within(screen.getByRole('grid')).findByText(name)).closest('[role="row"]') as HTMLElement;
  const writes = () => server.seen.filter((s) => s.method !== 'GET');
  return { server, engine, rowOf, writes };
}

describe('declarative row actions (customButtons[].call)', () => {
  it('show only on the rows `when` admits, and to users holding their permission', async () => {
    const { rowOf } = renderGrid();
    const mario = within(await rowOf('mario'));
    const luisa = within(await rowOf('luisa'));
    expect(mario.queryByRole('button', { name: 'Disabilita' })).not.toBeNull();
    expect(mario.queryByRole('button', { name: 'Abilita' })).toBeNull();
    expect(luisa.queryByRole('button', { name: 'Disabilita' })).toBeNull();
    expect(luisa.queryByRole('button', { name: 'Abilita' })).not.toBeNull();
  });

  it('hide a button whose permission the user lacks', async () => {
    const { rowOf } = renderGrid(demoUsers.agenzia);
    const mario = within(await rowOf('mario'));
    expect(mario.queryByRole('button', { name: 'Disabilita' })).toBeNull();
    expect(mario.queryByRole('button', { name: 'Sposta' })).not.toBeNull();
  });

  it('confirm and ask a required text, then call the row’s path with it, toast and reload', async () => {
    const user = userEvent.setup({ delay: null });
    const { rowOf, writes, engine, server } = renderGrid();
    await user.click(within(await rowOf('mario')).getByRole('button', { name: 'Disabilita' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disabilitare l’utente?' });
    expect(within(dialog).getByText('Non potrà più accedere.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Disabilita' }));
    expect(within(dialog).getByText('Indicare il motivo')).toBeTruthy();
    expect(writes()).toEqual([]);
    await user.type(within(dialog).getByLabelText('Motivo'), 'Ha lasciato l’agenzia');
    await user.click(within(dialog).getByRole('button', { name: 'Disabilita' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/amministrazione/utenti/7/disabilita',
        body: { motivo: 'Ha lasciato l’agenzi' },
      },
    ]);
    expect(engine.toasts()).toContainEqual(
      expect.objectContaining({ variant: 'success', title: 'Disabilita', body: 'Utente disabilitato' }),
    );
    // The list reloaded: mario is disabled now, so only Abilita shows on his row.
    await waitFor(async () =>
      expect(within(await rowOf('mario')).queryByRole('button', { name: 'Abilita' })).not.toBeNull(),
    );
    expect(server.seen.at(-1)).toMatchObject({ method: 'GET', path: '/api/amministrazione/utenti' });
  });

  it('call at once without confirm, input or form, with the declared method', async () => {
    const user = userEvent.setup({ delay: null });
    const { rowOf, writes } = renderGrid();
    await user.click(within(await rowOf('luisa')).getByRole('button', { name: 'Abilita' }));
    await waitFor(() =>
      expect(writes()).toEqual([{ method: 'PUT', path: '/api/amministrazione/utenti/8/abilita', body: {} }]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('send a generated form: a select fed by its edit source, its value as the dropdown gave it', async () => {
    const user = userEvent.setup({ delay: null });
    const { rowOf, writes } = renderGrid();
    await user.click(within(await rowOf('mario')).getByRole('button', { name: 'Sposta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sposta' });
    await user.click(within(dialog).getByRole('button', { name: 'Sposta' }));
    expect(within(dialog).getByText('Campo obbligatorio')).toBeTruthy();
    const select = within(dialog).getByLabelText(/Network/);
    await within(dialog).findByRole('option', { name: 'Rete Sud' });
    await user.selectOptions(select, 'Rete Sud');
    await user.click(within(dialog).getByRole('button', { name: 'Sposta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: expect.stringMatching(/^\/api\/amministrazione\/[a-z]+\/utenti\/7\/network$/) as unknown,
        body: { networkId: 4 },
      },
    ]);
  });

  it('send a multiselect as the array of the options ticked, each as the dropdown gave it', async () => {
    const user = userEvent.setup({ delay: null });
    const { rowOf, writes } = renderGrid();
    await user.click(within(await rowOf('mario')).getByRole('button', { name: 'Reti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reti' });
    const group = within(dialog).getByRole('group', { name: /Reti/ });
    await user.click(within(dialog).getByRole('button', { name: 'Reti' }));
    expect(within(dialog).getByText('Campo obbligatorio')).toBeTruthy();
    await user.click(await within(group).findByRole('checkbox', { name: 'Rete Nord' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Rete Sud' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Rete Nord' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Rete Nord' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([
      { method: 'POST', path: '/api/amministrazione/utenti/7/reti', body: { reti: [4, 3] } },
    ]);
  });

  it('open a row’s edit with the multiselect’s saved choices ticked, from the list’s `3,4` text', async () => {
    const user = userEvent.setup({ delay: null });
    const edited: GridProps = {
      ...props,
      editable: { path: 'amministrazione/utenti' },
      columns: [
        { field: 'username', title: 'Nome utente' },
        { field: 'reti', title: 'Reti', editType: 'multiselect', editSource: 'network' },
        { field: 'userId', title: 'Azioni', type: 'actions', customButtons: [{ name: 'edit' }] },
      ],
    };
    const { rowOf, writes } = renderGrid(demoUsers.admin, edited);
    await user.click(within(await rowOf('mario')).getByRole('button', { name: 'Modifica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica' });
    const group = within(dialog).getByRole('group', { name: /Reti/ });
    const nord = await within(group).findByRole('checkbox', { name: 'Rete Nord' });
    expect((nord as HTMLInputElement).checked).toBe(true);
    const sud = within(group).getByRole('checkbox', { name: 'Rete Sud' });
    expect((sud as HTMLInputElement).checked).toBe(false);
    await user.click(sud);
    await user.click(within(dialog).getByRole('button', { name: /Salva/ }));
    await waitFor(() => expect(writes().length).toBe(1));
    expect((writes()[0]!.body as { reti: unknown }).reti).toEqual([3, 4]);
  });

  it('warn and call nothing when the row lacks a field of the path', async () => {
    const user = userEvent.setup({ delay: null });
    const columns = props.columns.map((c) =>
      c.type === 'actions'
        ? { ...c, customButtons: [{ name: 'x', title: 'Prova', call: { path: 'utenti/{mancante}/x' } }] }
        : c,
    );
    const { rowOf, writes, engine } = renderGrid(demoUsers.admin, { ...props, columns });
    await user.click(within(await rowOf('mario')).getByRole('button', { name: 'Prova' }));
    expect(engine.toasts()).toContainEqual(expect.objectContaining({ variant: 'warning', title: 'Prova' }));
    expect(writes()).toEqual([]);
  });
});

describe('the grid’s create', () => {
  it('is offered only to users holding its permission', async () => {
    const { rowOf } = renderGrid(demoUsers.agenzia);
    await rowOf('mario');
    expect(screen.queryByRole('button', { name: 'Nuovo' })).toBeNull();
  });

  it('shows the server’s 400 in the dialog, which stays open; then creates, toasts and reloads', async () => {
    const user = userEvent.setup({ delay: null });
    const { rowOf, writes, engine } = renderGrid();
    await rowOf('mario');
    await user.click(screen.getByRole('button', { name: 'Nuovo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo utente' });
    expect((within(dialog).getByLabelText(/Giorni/) as HTMLInputElement).value).toBe('30');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(within(dialog).getAllByText('Campo obbligatorio')).toHaveLength(2);
    expect(writes()).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Nome utente/), 'mario');
    await within(dialog).findByRole('option', { name: 'Rete Nord' });
    await user.selectOptions(within(dialog).getByLabelText(/Network/), 'Rete Nord');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Il nome utente è già in uso.',
    );
    expect(screen.getByRole('dialog', { name: 'Nuovo utente' })).toBeTruthy();
    expect(engine.toasts().filter((t) => t.variant === 'danger')).toEqual([]);

    await user.clear(within(dialog).getByLabelText(/Nome utente/));
    await user.type(within(dialog).getByLabelText(/Nome utente/), 'anna');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes().at(-1)).toEqual({
      method: 'POST',
      path: '/api/amministrazione/utenti',
      body: { username: 'anna', networkId: 3, giorni: 30 },
    });
    expect(engine.toasts()).toContainEqual(
      expect.objectContaining({ variant: 'success', body: 'Utente creato' }),
    );
    expect(await within(screen.getByRole('grid')).findByText('anna')).toBeTruthy();
  });

  it('names its button and shows a value of the answer once, with a copy button (reveal)', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const server = usersServer();
    const chiavi: typeof globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/amministrazione/chiavi')
        return jsonResponse({ item1: { id: 5, prefisso: 'ovk_ab12', chiave: 'ovk_ab12.segretissima' } }, 201);
      return server.fetch(request);
    };
    const engine = createTestEngine({ user: demoUsers.admin, labels: itIT, fetch: chiavi });
    render(
      <engine.Provider>
        <DataGrid
          {...props}
          create={{
            path: 'amministrazione/chiavi',
            title: 'Nuova chiave API',
            button: 'Nuova chiave',
            fields: [{ field: 'descrizione', title: 'Descrizione', required: true }],
            reveal: {
              field: 'item1.chiave',
              title: 'Chiave API creata',
              label: 'Chiave API',
              warning: 'Non sarà più mostrata.',
            },
          }}
        />
      </engine.Provider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Nuova chiave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova chiave API' });
    await user.type(within(dialog).getByLabelText(/Descrizione/), 'Booking');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));

    const shown = await screen.findByRole('dialog', { name: 'Chiave API creata' });
    expect(within(shown).getByText('Non sarà più mostrata.')).toBeTruthy();
    expect((within(shown).getByLabelText('Chiave API') as HTMLInputElement).value).toBe(
      'ovk_ab12.segretissima',
    );
    expect(within(shown).getByLabelText('Chiave API')).toHaveProperty('readOnly', true);
    await user.click(within(shown).getByRole('button', { name: 'Copia' }));
    expect(writeText).toHaveBeenCalledWith('ovk_ab12.segretissima');
    expect(within(shown).getByRole('status').textContent).toBe('Copiato negli appunti.');

    await user.click(within(shown).getAllByRole('button', { name: 'Chiudi' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByDisplayValue('ovk_ab12.segretissima')).toBeNull();
  });
});

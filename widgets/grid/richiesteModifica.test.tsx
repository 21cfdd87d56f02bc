import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestEngine, demoUsers, jsonResponse } from '../../engine/react/testing/createTestEngine';
import { itIT } from '../../schemas/catalogues/labelTexts';
import base from '../../screens/admin/richieste-modifica.base.json';
import { DataGrid } from './DataGrid';
import type { GridProps } from './types';

/** The grid exactly as the `Richieste di modifica` screens declare it. */
const props = base.body.props as unknown as GridProps;

const ID_A = '6f1c2a4e-1111-4c3b-9a55-000000000001';
const ID_B = '6f1c2a4e-2222-4c3b-9a55-000000000002';

/** A change-request server: the list call, accetta and rifiuta, keeping what it was asked. */
function richiesteServer() {
  const seen: Array<{ method: string; path: string; filter: string | null; body: unknown }> = [];
  const rows: Array<{
    operazioneId: string;
    numero: string;
    stato: string;
    aree: string;
    motivoRifiuto: string | null;
  }> = [
    { operazioneId: ID_A, numero: 'POL-1', stato: 'inAttesa', aree: 'Date di viaggio', motivoRifiuto: null },
    { operazioneId: ID_B, numero: 'POL-2', stato: 'inAttesa', aree: 'Nominativi', motivoRifiuto: null },
  ];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const body = request.method === 'POST' ? await request.json() : undefined;
    seen.push({ method: request.method, path: url.pathname, filter: url.searchParams.get('filter'), body });
    const decided = /\/richieste\/([^/]+)\/(accetta|rifiuta)$/.exec(url.pathname);
    if (decided) {
      const row = rows.find((r) => r.operazioneId === decided[1])!;
      row.stato = decided[2] === 'accetta' ? 'modificaEffettuata' : 'modificaRifiutata';
      if (decided[2] === 'rifiuta') row.motivoRifiuto = (body as { motivo: string }).motivo;
      return jsonResponse({ item1: { esito: row.stato } });
    }
    const shown = rows.filter((r) => r.stato === 'inAttesa');
    return jsonResponse({ items: shown, total: shown.length });
  };
  return { fetch, seen };
}

function renderGrid() {
  const server = richiesteServer();
  const engine = createTestEngine({ user: demoUsers.agenzia, labels: itIT, fetch: server.fetch });
  render(
    <engine.Provider>
      <DataGrid {...props} />
    </engine.Provider>,
  );
  const rowOf = async (numero: string) =>
    (await within(screen.getByRole('grid')).findByText(numero)).closest('[role="row"]') as HTMLElement;
  return { server, engine, rowOf };
}

describe('the Richieste di modifica grid', () => {
  it('starts on the requests still to decide', async () => {
    const { server, rowOf } = renderGrid();
    await rowOf('POL-1');
    expect(server.seen[0]).toMatchObject({ method: 'GET', path: '/api/carrello/modifiche/richieste' });
    expect(server.seen[0]!.filter).toContain('stato');
    expect(server.seen[0]!.filter).toContain('inAttesa');
  });

  it('refuses with a required reason, then reloads the list', async () => {
    const user = userEvent.setup({ delay: null });
    const { server, engine, rowOf } = renderGrid();
    await user.click(within(await rowOf('POL-2')).getByRole('button', { name: 'Rifiuta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rifiuta la richiesta di modifica' });
    await user.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    expect(within(dialog).getByText('Indicare il motivo del rifiuto')).toBeTruthy();
    expect(server.seen.filter((s) => s.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Motivo del rifiuto'), 'Viaggio già iniziato');
    await user.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    await waitFor(() => expect(within(screen.getByRole('grid')).queryByText('POL-2')).toBeNull());
    expect(server.seen.filter((s) => s.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/api/carrello/modifiche/richieste/${ID_B}/rifiuta`,
        filter: null,
        body: { motivo: 'Viaggio già iniziato' },
      },
    ]);
    expect(server.seen.at(-1)).toMatchObject({ method: 'GET' });
    expect(engine.toasts().map((t) => t.body)).toContain(
      'Richiesta rifiutata: l’agenzia vede il motivo nello storico modifiche.',
    );
  });

  it('accepts after a confirmation, then reloads the list; closing the dialog calls nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { server, rowOf } = renderGrid();
    await user.click(within(await rowOf('POL-1')).getByRole('button', { name: 'Accetta' }));
    let dialog = await screen.findByRole('dialog', { name: 'Accetta la richiesta di modifica' });
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.seen.filter((s) => s.method === 'POST')).toEqual([]);

    await user.click(within(await rowOf('POL-1')).getByRole('button', { name: 'Accetta' }));
    dialog = await screen.findByRole('dialog', { name: 'Accetta la richiesta di modifica' });
    await user.click(within(dialog).getByRole('button', { name: 'Accetta' }));
    await waitFor(() => expect(within(screen.getByRole('grid')).queryByText('POL-1')).toBeNull());
    expect(server.seen.filter((s) => s.method === 'POST').map((s) => s.path)).toEqual([
      `/api/carrello/modifiche/richieste/${ID_A}/accetta`,
    ]);
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestEngine, demoUsers, jsonResponse } from '../../engine/react/testing/createTestEngine';
import { itIT } from '../../schemas/catalogues/labelTexts';
import { DataGrid } from './DataGrid';

/** A list server whose answers the test releases, keeping the requests it saw. */
function heldListServer() {
  const calls: Array<{ request: Request; answer(page: number): void }> = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    return new Promise<Response>((resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
      calls.push({
        request,
        answer: (page) =>
          resolve(jsonResponse({ items: [{ id: page, nome: `Riga della pagina ${page}` }], total: 3 })),
      });
    });
  };
  return { fetch, calls };
}

describe('DataGrid over useListQuery and useSourceMutation', () => {
  it('keeps the shown page and stays aria-busy until the asked page arrives', async () => {
    const user = userEvent.setup({ delay: null });
    const server = heldListServer();
    const engine = createTestEngine({ user: demoUsers.agenzia, labels: itIT, fetch: server.fetch });
    render(
      <engine.Provider>
        <DataGrid
          source={{ path: 'my{product}/elenco' }}
          columns={[{ field: 'nome', title: 'Nome' }]}
          pageSize={1}
        />
      </engine.Provider>,
    );
    const grid = () => screen.getByRole('grid');
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(new URL(server.calls[0]!.request.url).pathname).toBe('/api/myoverins/elenco');
    server.calls[0]!.answer(1);
    expect(await within(grid()).findByText('Riga della pagina 1')).toBeTruthy();
    expect(grid().getAttribute('aria-busy')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    await waitFor(() => expect(server.calls).toHaveLength(2));
    // The pager already says page 2; the rows are still page 1's, so the grid says it is busy.
    expect(within(grid()).getByText('Riga della pagina 1')).toBeTruthy();
    expect(grid().getAttribute('aria-busy')).toBe('true');

    server.calls[1]!.answer(2);
    expect(await within(grid()).findByText('Riga della pagina 2')).toBeTruthy();
    expect(grid().getAttribute('aria-busy')).toBe('false');
  });

  it('reads the list again after a row is deleted', async () => {
    const user = userEvent.setup({ delay: null });
    const seen: string[] = [];
    let rows = [
      { id: 1, nome: 'Anna' },
      { id: 2, nome: 'Bruno' },
    ];
    const engine = createTestEngine({
      user: demoUsers.agenzia,
      labels: { ...itIT, cancellazioneriuscita: 'Cancellazione riuscita' },
      fetch: async (input, init) => {
        const request = input instanceof Request ? input : new Request(input, init);
        const { pathname } = new URL(request.url);
        seen.push(`${request.method} ${pathname}`);
        if (request.method === 'DELETE') {
          rows = rows.filter((r) => `/api/myoverins/elenco/${r.id}` !== pathname);
          return jsonResponse({});
        }
        return jsonResponse({ items: rows, total: rows.length });
      },
    });
    render(
      <engine.Provider>
        <DataGrid
          source={{ path: 'my{product}/elenco' }}
          deletable={{ path: 'my{product}/elenco' }}
          columns={[{ field: 'nome', title: 'Nome' }]}
        />
      </engine.Provider>,
    );
    const grid = () => screen.getByRole('grid');
    const bruno = await within(grid()).findByText('Bruno');
    await user.click(
      within(bruno.closest('[role="row"]') as HTMLElement).getByRole('button', { name: 'Elimina' }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sì' }));
    await waitFor(() => expect(within(grid()).queryByText('Bruno')).toBeNull());
    expect(within(grid()).getByText('Anna')).toBeTruthy();
    expect(seen).toEqual([
      'GET /api/myoverins/elenco',
      'DELETE /api/myoverins/elenco/2',
      'GET /api/myoverins/elenco',
    ]);
    expect(engine.toasts().map((t) => t.title)).toEqual(['Cancellazione riuscita']);
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestEngine, demoUsers, jsonResponse } from '../../engine/react/testing/createTestEngine';
import { itIT } from '../../schemas/catalogues/labelTexts';
import { DataGrid } from './DataGrid';
import type { GridProps } from './types';

const upload = { path: 'amministrazione/avvisi/{itemID}/file', accept: '.pdf', maxSize: 1000 };

/** A notices admin as its screen declares it: a file input in the create form and in the row edit. */
const props: GridProps = {
  title: 'Avvisi',
  source: { path: 'amministrazione/avvisi' },
  editable: { path: 'amministrazione/avvisi' },
  create: {
    path: 'amministrazione/avvisi',
    title: 'Nuovo avviso',
    success: 'Avviso creato',
    fields: [
      { field: 'titolo', title: 'Titolo', required: true },
      { field: 'nomeFile', title: 'Allegato PDF', editType: 'file', editUpload: upload },
    ],
  },
  columns: [
    { field: 'titolo', title: 'Titolo', editOrder: 1 },
    { field: 'nomeFile', title: 'Allegato PDF', editType: 'file', editUpload: upload, editOrder: 2 },
    {
      field: 'itemID',
      title: 'Azioni',
      type: 'actions',
      editHide: true,
      customButtons: [{ name: 'edit', title: 'Modifica' }],
    },
  ],
};

// jsdom's File loses its name crossing into Node's Request, so the part's name and content are checked
// here and the file's name end to end (tests/e2e/admin-avvisi.e2e.test.ts).
type Seen = { method: string; path: string; body: unknown; file?: { part: string; text: string } };

/** The notices API: a create answers the new id; a file that is not a PDF is refused with the server's words. */
function noticesServer() {
  const seen: Seen[] = [];
  const rows: Array<Record<string, unknown>> = [
    { itemID: 4, titolo: 'Franchigie 2027', nomeFile: 'vecchio.pdf' },
  ];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (request.method === 'GET') {
      seen.push({ method: 'GET', path: url.pathname, body: undefined });
      return jsonResponse({ items: rows, total: rows.length });
    }
    const uploaded = /\/avvisi\/(\d+)\/file$/.exec(url.pathname);
    if (uploaded) {
      const form = await request.formData();
      const [part, file] = [...form.entries()][0] as [string, File];
      const text = await file.text();
      seen.push({
        method: request.method,
        path: url.pathname,
        body: undefined,
        file: { part, text },
      });
      if (!text.startsWith('%PDF'))
        return jsonResponse(
          {
            messages: [
              { code: 'avvisiAdmin.fileNonPdf', text: 'L’allegato deve essere un file PDF.', type: 'error' },
            ],
          },
          400,
        );
      rows.find((r) => r.itemID === Number(uploaded[1]))!.nomeFile = 'arrivato.pdf';
      return new Response(null, { status: 204 });
    }
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    seen.push({ method: request.method, path: url.pathname, body });
    if (request.method === 'POST') {
      rows.push({ itemID: 9, ...(body as object), nomeFile: null });
      return jsonResponse({ id: 9, itemID: 9 }, 201);
    }
    return new Response(null, { status: 204 });
  };
  return { fetch, seen };
}

function renderGrid() {
  const server = noticesServer();
  const engine = createTestEngine({ user: demoUsers.admin, labels: itIT, fetch: server.fetch });
  render(
    <engine.Provider>
      <DataGrid {...props} />
    </engine.Provider>,
  );
  const writes = () => server.seen.filter((s) => s.method !== 'GET');
  return { server, engine, writes };
}

/** The Nuovo dialog, opened as a user would. */
async function openCreate(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: 'Nuovo' }));
  return screen.findByRole('dialog', { name: 'Nuovo avviso' });
}

const pdf = (name = 'condizioni.pdf') => new File(['%PDF-1.4 avviso'], name, { type: 'application/pdf' });

describe('a grid form’s file input (editType file, editUpload)', () => {
  it('creates the row, then sends the chosen file as multipart to the path filled from the answer', async () => {
    const user = userEvent.setup({ delay: null });
    const { writes, engine } = renderGrid();
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByLabelText(/Titolo/), 'Nuove franchigie');
    await user.upload(within(dialog).getByLabelText('Allegato PDF'), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([
      // The file is not part of the JSON body: it leaves on its own call once the id is known.
      { method: 'POST', path: '/api/amministrazione/avvisi', body: { titolo: 'Nuove franchigie' } },
      {
        method: 'POST',
        path: '/api/amministrazione/avvisi/9/file',
        body: undefined,
        file: { part: 'file', text: '%PDF-1.4 avviso' },
      },
    ]);
    expect(engine.toasts().filter((t) => t.variant === 'danger')).toEqual([]);
  });

  it('sends nothing more when no file is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const { writes } = renderGrid();
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByLabelText(/Titolo/), 'Solo testo');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes().map((w) => w.path)).toEqual(['/api/amministrazione/avvisi']);
  });

  it('refuses a file of another type or too large before sending it, saying why', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const { writes } = renderGrid();
    const dialog = await openCreate(user);
    const input = within(dialog).getByLabelText('Allegato PDF');
    await user.upload(input, new File(['x'], 'foto.png', { type: 'image/png' }));
    expect(within(dialog).getByText('Il file "foto.png" non è di un tipo ammesso (PDF).')).toBeTruthy();
    await user.upload(
      within(dialog).getByLabelText('Allegato PDF'),
      new File(['%PDF'.padEnd(2000, 'x')], 'grande.pdf'),
    );
    expect(
      within(dialog).getByText('Il file "grande.pdf" supera la dimensione massima di 0 MB.'),
    ).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Titolo/), 'Senza allegato');
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes().map((w) => w.path)).toEqual(['/api/amministrazione/avvisi']);
  });

  it('on a row edit, shows the current file, saves the row without it, then replaces it', async () => {
    const user = userEvent.setup({ delay: null });
    const { writes } = renderGrid();
    await user.click(await screen.findByRole('button', { name: 'Modifica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica' });
    const input = within(dialog).getByLabelText('Allegato PDF');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(dialog).getByText('File attuale: vecchio.pdf. Scegline un altro per sostituirlo.'),
    ).toBeTruthy();
    await user.upload(input, pdf('nuovo.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/amministrazione/avvisi/4',
        body: { itemID: 4, titolo: 'Franchigie 2027', nomeFile: 'vecchio.pdf' },
      },
      {
        method: 'POST',
        path: '/api/amministrazione/avvisi/4/file',
        body: undefined,
        file: { part: 'file', text: '%PDF-1.4 avviso' },
      },
    ]);
    // The list reloads after the file arrived, so the row shows the new one.
    expect(await screen.findByText('arrivato.pdf')).toBeTruthy();
  });

  it('tells, naming the file, that the row was saved but the server refused the file', async () => {
    const user = userEvent.setup({ delay: null });
    const { writes, engine } = renderGrid();
    const dialog = await openCreate(user);
    await user.type(within(dialog).getByLabelText(/Titolo/), 'Finto PDF');
    await user.upload(within(dialog).getByLabelText('Allegato PDF'), new File(['MZ'], 'finto.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes().map((w) => w.path)).toEqual([
      '/api/amministrazione/avvisi',
      '/api/amministrazione/avvisi/9/file',
    ]);
    expect(engine.toasts()).toContainEqual(
      expect.objectContaining({
        variant: 'danger',
        title: 'Nuovo avviso',
        body: 'Dati salvati, ma il file "finto.pdf" non è stato caricato: L’allegato deve essere un file PDF.',
      }),
    );
  });
});

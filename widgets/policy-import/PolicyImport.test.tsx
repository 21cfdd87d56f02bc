import { composeStories } from '@storybook/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import { storyLabels } from '../../.storybook/storyEngine';
import { createTestEngine, demoUsers, routeFetch } from '../../engine/react/testing/createTestEngine';
import { playStories } from '../../tests/fixtures/playStory';
import { useCartPanel } from '../cart-panel/useCartPanel';
import { LivePolicyImport } from './PolicyImport';
import * as stories from './PolicyImport.stories';
import {
  erroriDemo,
  importApi,
  importCalls,
  resetImportCalls,
  type ImportApiOptions,
} from './stories/importApi';

const {
  Icona,
  Vuoto,
  CampiMancanti,
  FileScelto,
  InCaricamento,
  AggiunteAlCarrello,
  GenerateConErrori,
  RifiutoServer,
} = composeStories(stories, preview);

function CartOpen() {
  const { open } = useCartPanel();
  return <span data-testid="cart-open">{String(open)}</span>;
}

function renderImport(options: ImportApiOptions = {}, fetch = importApi(options)) {
  const engine = createTestEngine({ user: demoUsers.agenzia, labels: storyLabels, fetch });
  render(
    <engine.Provider>
      <LivePolicyImport />
      <CartOpen />
    </engine.Provider>,
  );
  return engine;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Importa polizze' }));
  return screen.findByRole('dialog', { name: 'Importazione polizze' });
}

async function chooseAndImport(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  fileName = '12 pratiche.xlsx',
) {
  const d = within(dialog);
  await d.findByRole('option', { name: 'Modello nominativi su unica riga' });
  await user.selectOptions(d.getByRole('combobox', { name: 'Modello' }), '2');
  await user.upload(d.getByLabelText('File (.xls, .xlsx)'), new File(['xls'], fileName));
  await user.click(d.getByRole('button', { name: 'Importa' }));
}

beforeEach(resetImportCalls);
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the multi-policy import', () => {
  it('opens from the named upload icon, traps the focus, closes on Escape and gives the focus back', async () => {
    const user = userEvent.setup();
    renderImport();
    const icon = screen.getByRole('button', { name: 'Importa polizze' });
    expect(icon.getAttribute('aria-haspopup')).toBe('dialog');
    const dialog = await openDialog(user);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Tab goes through the dialog's controls; focus moved behind it comes back into it.
    const order: Array<string | null> = [];
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      order.push(
        document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? null,
      );
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    expect(order[order.length - 1]).toBe('Importa');
    icon.focus();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(icon));
  });

  it('asks for a model and a .xls/.xlsx file before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderImport();
    const dialog = await openDialog(user);
    const d = within(dialog);
    await user.click(d.getByRole('button', { name: 'Importa' }));
    expect(d.getByText('Scegliere il modello del file.')).toBeTruthy();
    expect(d.getByText('Scegliere un file .xls o .xlsx.')).toBeTruthy();
    expect(d.getByRole('combobox', { name: 'Modello' }).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(d.getByRole('combobox', { name: 'Modello' }));

    await d.findByRole('option', { name: 'Modello nominativi divisi per riga' });
    await user.selectOptions(d.getByRole('combobox', { name: 'Modello' }), '1');
    await user.upload(d.getByLabelText('File (.xls, .xlsx)'), new File(['a;b'], 'pratiche.csv'));
    await user.click(d.getByRole('button', { name: 'Importa' }));
    expect(d.queryByText('Scegliere il modello del file.')).toBeNull();
    expect(d.getByText('Scegliere un file .xls o .xlsx.')).toBeTruthy();
    expect(importCalls.uploads).toEqual([]);
  });

  it('offers the chosen model’s template as an .xls download', async () => {
    const user = userEvent.setup();
    URL.createObjectURL = vi.fn(() => 'blob:modello');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderImport();
    const d = within(await openDialog(user));
    expect(d.queryByRole('button', { name: /Scarica il modello vuoto/ })).toBeNull();
    await d.findByRole('option', { name: 'Modello nominativi su unica riga' });
    await user.selectOptions(d.getByRole('combobox', { name: 'Modello' }), '2');
    await user.click(
      d.getByRole('button', { name: 'Scarica il modello vuoto: Modello nominativi su unica riga (.xls)' }),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(importCalls.templates).toEqual(['2']);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'Modello nominativi su unica riga.xls',
    );
  });

  it('says the template was not found when its download fails', async () => {
    const user = userEvent.setup();
    const engine = renderImport(
      {},
      routeFetch({
        'GET carrello/modelli': { data: [{ text: 'Modello nominativi divisi per riga', value: 1 }] },
      }),
    );
    const d = within(await openDialog(user));
    await d.findByRole('option', { name: 'Modello nominativi divisi per riga' });
    await user.selectOptions(d.getByRole('combobox', { name: 'Modello' }), '1');
    await user.click(d.getByRole('button', { name: /Scarica il modello vuoto/ }));
    await waitFor(() =>
      expect(engine.toasts().map((t) => `${t.variant}|${t.body}`)).toEqual([
        `danger|${storyLabels['errore.fileDaScaricareNonTrovato']}`,
      ]),
    );
  });

  it('uploads, shows the progress, then the cart result; clears the file 3 s later; Vai al carrello opens the cart', async () => {
    const user = userEvent.setup();
    renderImport({ tipoEsecuzione: 1, giaPresenti: 2, step: 6 });
    const dialog = await openDialog(user);
    await chooseAndImport(user, dialog);
    const d = within(dialog);

    const bar = await d.findByRole('progressbar', { name: "Avanzamento dell'importazione" });
    expect(bar.getAttribute('aria-valuemax')).toBe('12');
    expect(bar.getAttribute('aria-valuenow')).toBe('6');
    expect(d.getByRole('status').textContent).toBe('Pratiche elaborate: 6 di 12');
    expect(d.getByRole('button', { name: 'Importa' })).toHaveProperty('disabled', true);
    // The focus is not lost on the disabled button: it is on the progress.
    await waitFor(() => expect(bar.parentElement!.contains(document.activeElement)).toBe(true));
    // (jsdom's File loses its name on the way into Node's FormData: the model is what is checked.)
    expect(importCalls.uploads.map((u) => u.modelId)).toEqual(['2']);

    const result = await d.findByTestId('import-result', {}, { timeout: 4000 });
    expect(result.textContent).toContain('10 Polizze aggiunte al carrello.');
    expect(result.textContent).toContain(
      '2 pratiche erano già state importate e non sono state aggiunte di nuovo.',
    );
    expect(d.queryByRole('progressbar')).toBeNull();
    expect(d.getByRole('status').textContent).toBe('10 Polizze aggiunte al carrello.');
    expect(document.activeElement).toBe(d.getByRole('heading', { name: 'Esito importazione' }));
    expect(d.queryByRole('table')).toBeNull();
    expect(d.queryByRole('button', { name: 'OK' })).toBeNull();

    const input = d.getByLabelText('File (.xls, .xlsx)') as HTMLInputElement;
    expect(input.files).toHaveLength(1);
    await waitFor(() => expect(input.files).toHaveLength(0), { timeout: 4000 });

    expect(screen.getByTestId('cart-open').textContent).toBe('false');
    await user.click(d.getByRole('button', { name: 'Vai al carrello' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('cart-open').textContent).toBe('true'));
  }, 15_000);

  it('refreshes the cart query when the import completes', async () => {
    const user = userEvent.setup();
    let cartReads = 0;
    const api = importApi({ step: 12 });
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'GET' && new URL(request.url).pathname === '/api/carrello') cartReads += 1;
      return api(request);
    };
    const engine = renderImport({}, fetch);
    // The navigation bar's cart count reads the cart: one query already cached.
    await engine.runtime.queryClient.fetchQuery({
      queryKey: ['source', 'carrello', {}],
      queryFn: () => Promise.resolve({ data: [] }),
    });
    const dialog = await openDialog(user);
    await chooseAndImport(user, dialog);
    await within(dialog).findByTestId('import-result', {}, { timeout: 4000 });
    await waitFor(() =>
      expect(engine.runtime.queryClient.getQueryState(['source', 'carrello', {}])?.isInvalidated).toBe(true),
    );
    expect(cartReads).toBe(0);
  });

  it('lists the practices with errors for a tour operator’s issued policies, and OK closes', async () => {
    const user = userEvent.setup();
    renderImport({ tipoEsecuzione: 2, errori: erroriDemo, step: 12 });
    const dialog = await openDialog(user);
    await chooseAndImport(user, dialog);
    const d = within(dialog);
    const result = await d.findByTestId('import-result', {}, { timeout: 4000 });
    expect(result.textContent).toContain('Polizze generate: 10');
    expect(result.textContent).not.toContain('già state importate');
    const table = d.getByRole('table', { name: 'Pratiche con errori' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => Array.from(r.children, (c) => c.textContent))).toEqual([
      ['Riga Excel', 'Riferimento pratica', 'Contraente', 'Errore'],
      ['5', 'TO-2027-0004', 'Rossi Mario', 'Data Fine Viaggio richiesta'],
      ['11', 'TO-2027-0010', 'Bianchi Giulia', 'Pacchetto non vendibile dal distributore'],
    ]);
    expect(d.queryByRole('button', { name: 'Vai al carrello' })).toBeNull();
    await user.click(d.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('cart-open').textContent).toBe('false');
  });

  it('links the payment pages of issued policies to be paid at purchase', async () => {
    const user = userEvent.setup();
    renderImport({ tipoEsecuzione: 2, step: 12, urlPagamento: ['https://pagamenti.example/ordine/1'] });
    const dialog = await openDialog(user);
    await chooseAndImport(user, dialog);
    const link = await within(dialog).findByRole(
      'link',
      { name: 'Paga le restanti polizze' },
      { timeout: 4000 },
    );
    expect(link.getAttribute('href')).toBe('https://pagamenti.example/ordine/1');
  });

  it('shows the server’s Italian message when the file is refused, and nothing else', async () => {
    const user = userEvent.setup();
    const engine = renderImport({ rifiuto: 'Il file non corrisponde al modello scelto.' });
    const dialog = await openDialog(user);
    await chooseAndImport(user, dialog);
    const d = within(dialog);
    expect((await d.findByTestId('import-refusal')).textContent).toBe(
      'Il file non corrisponde al modello scelto.',
    );
    expect(d.queryByRole('progressbar')).toBeNull();
    expect(d.queryByTestId('import-result')).toBeNull();
    expect(engine.toasts()).toEqual([]);
  });

  it('shows a refusal given as `{ message }` too', async () => {
    const user = userEvent.setup();
    renderImport(
      {},
      routeFetch({
        'GET carrello/modelli': { data: [{ text: 'Modello nominativi su unica riga', value: 2 }] },
        'POST carrello/caricapratiche': () =>
          new Response(
            JSON.stringify({ message: 'Il file delle pratiche è troppo grande (massimo 10 MB)' }),
            {
              status: 413,
              headers: { 'content-type': 'application/json' },
            },
          ),
      }),
    );
    const dialog = await openDialog(user);
    await chooseAndImport(user, dialog);
    expect((await within(dialog).findByTestId('import-refusal')).textContent).toBe(
      'Il file delle pratiche è troppo grande (massimo 10 MB)',
    );
  });

  it('only logs a failed upload (spec 2 §8): no toast, the form usable again', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const engine = renderImport(
      {},
      routeFetch({
        'GET carrello/modelli': { data: [{ text: 'Modello nominativi su unica riga', value: 2 }] },
        'POST carrello/caricapratiche': () => new Response('{}', { status: 500 }),
      }),
    );
    const dialog = await openDialog(user);
    await chooseAndImport(user, dialog);
    const d = within(dialog);
    await waitFor(() => expect(d.getByRole('button', { name: 'Importa' })).toHaveProperty('disabled', false));
    expect(engine.toasts()).toEqual([]);
    expect(d.queryByTestId('import-refusal')).toBeNull();
    log.mockRestore();
  });

  it('runs the designers’ stories', async () => {
    render(<Icona />).unmount();
    await playStories(
      Vuoto,
      CampiMancanti,
      FileScelto,
      InCaricamento,
      AggiunteAlCarrello,
      GenerateConErrori,
      RifiutoServer,
    );
  }, 20_000);
});

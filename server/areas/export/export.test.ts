import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';
import { parseListQuery } from '../../../engine/core/query';
import { compileListQuery, findList } from '../../lists';
import { streamRows } from './streamRows';
import { writeWorkbook } from './writeWorkbook';
import { rowsOf } from '../../db/rowsOf';

let t: TestApp;
let agenzia: string;
let numero: string;

const COLUMNS = [
  { field: 'numero', title: 'Numero polizza', exportWidth: 22 },
  { field: 'pacchetto', title: 'Pacchetto', exportWidth: 30 },
  { field: 'dataAcquisto', title: 'Data acquisto', exportWidth: 18, type: 'datetime' },
  { field: 'inizioViaggio', title: 'Inizio viaggio', exportWidth: 14, type: 'date' },
  { field: 'totalePremio', title: 'Premio', exportWidth: 12, type: 'numeric' },
  { field: 'numeroPartecipanti', title: 'Partecipanti', type: 'numeric-int' },
  { field: 'riferimentoPratica', title: 'Riferimento pratica', exportWidth: 20 },
  { field: 'acquistataConCredito', title: 'Con credito', exportWidth: 10, type: 'boolean' },
];

beforeAll(async () => {
  t = await createTestApp();
  agenzia = await login(t.app, 'agenzia');
  // A value that Excel would run if it were written as a formula.
  const result = (await t.db.execute(sql`
    update adesioni set riferimento_pratica = '=HYPERLINK("http://evil.example","clic")', totale_premio = 1234.5,
      inizio_viaggio = '2026-03-05', data_acquisto = '2026-02-10 14:30:00+01'
    where id = (select min(a.id) from adesioni a join users u on u.distributore_id = a.distributore_id where u.username = 'agenzia')
    returning numero`)) as unknown as { rows: Array<{ numero: string }> };
  numero = result.rows[0]!.numero;
}, 60_000);
afterAll(() => t.close());

const exportXlsx = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/export/xlsx', payload, headers: bearer(token) });

async function workbookOf(body: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

describe('POST /api/export/xlsx', () => {
  it('streams Export.xlsx: Foglio 1, grey header, real dates and numbers, formulas kept as text', async () => {
    const res = await exportXlsx(agenzia, {
      path: 'myoverins/elencoadesioni/distributore',
      filter: `(numero[eq]${numero})`,
      columns: COLUMNS,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe('attachment; filename="Export.xlsx"');
    const workbook = await workbookOf(res.rawPayload);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Foglio 1']);
    const sheet = workbook.getWorksheet('Foglio 1')!;
    expect(sheet.rowCount).toBe(2);
    const header = sheet.getRow(1);
    expect(header.values).toEqual([undefined, ...COLUMNS.map((c) => c.title)]);
    expect(header.getCell(1).fill).toMatchObject({
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: 'FF7A7A7A' },
    });
    expect(sheet.getColumn(1).width).toBe(22);
    expect(sheet.getColumn(6).width).toBe(20);

    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(numero);
    const acquisto = row.getCell(3);
    expect(acquisto.type).toBe(ExcelJS.ValueType.Date);
    expect(acquisto.value).toEqual(new Date(Date.UTC(2026, 1, 10, 14, 30, 0)));
    expect(acquisto.numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(row.getCell(4).value).toEqual(new Date(Date.UTC(2026, 2, 5)));
    expect(row.getCell(4).numFmt).toBe('dd/mm/yyyy');
    expect(row.getCell(5).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(5).value).toBe(1234.5);
    expect(row.getCell(5).numFmt).toBe('#,##0.00');
    expect(row.getCell(6).type).toBe(ExcelJS.ValueType.Number);
    const formula = row.getCell(7);
    expect(formula.type).toBe(ExcelJS.ValueType.String);
    expect(formula.value).toBe('=HYPERLINK("http://evil.example","clic")');
    expect(formula.formula).toBeUndefined();
    expect(['Sì', 'No']).toContain(row.getCell(8).value);
  });

  it('exports every row of the scope, ordered by the group, with #d9d9d9 group rows', async () => {
    const res = await exportXlsx(agenzia, {
      path: '/myoverins/elencoadesioni/distributore',
      sort: '-totalePremio',
      group: ['pacchetto'],
      columns: COLUMNS,
    });
    expect(res.statusCode).toBe(200);
    const sheet = (await workbookOf(res.rawPayload)).getWorksheet('Foglio 1')!;
    const groupRows: string[] = [];
    let dataRows = 0;
    let premi: number[] = [];
    const ordered: boolean[] = [];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const first = String(row.getCell(1).value);
      if (first.startsWith('Pacchetto: ')) {
        expect(row.getCell(1).fill).toMatchObject({ fgColor: { argb: 'FFD9D9D9' } });
        expect(row.getCell(COLUMNS.length).fill).toMatchObject({ fgColor: { argb: 'FFD9D9D9' } });
        groupRows.push(first.slice('Pacchetto: '.length));
        ordered.push(premi.every((p, i) => i === 0 || premi[i - 1]! >= p));
        premi = [];
      } else {
        dataRows += 1;
        expect(row.getCell(2).value).toBe(groupRows.at(-1));
        premi.push(row.getCell(5).value as number);
      }
    });
    ordered.push(premi.every((p, i) => i === 0 || premi[i - 1]! >= p));
    expect(dataRows).toBe(90);
    expect(groupRows).toEqual([...groupRows].sort());
    expect(new Set(groupRows).size).toBe(groupRows.length);
    expect(ordered.every(Boolean)).toBe(true);
  });

  it('says when no column is flagged, when nothing matches, and refuses lists outside the user’s tabs', async () => {
    const none = await exportXlsx(agenzia, { path: 'myoverins/elencoadesioni/distributore', columns: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      messages: [
        {
          code: 'msg.exportcolumnserror',
          text: 'Nessuna colonna è indicata per l’esportazione: controlla la configurazione della griglia.',
          type: 'error',
        },
      ],
    });
    const empty = await exportXlsx(agenzia, {
      path: 'myoverins/elencoadesioni/distributore',
      filter: '(numero[eq]NON-ESISTE)',
      columns: COLUMNS,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      messages: [{ code: 'export.nodataexport', text: 'Non ci sono dati da esportare.', type: 'warning' }],
    });
    const network = await exportXlsx(agenzia, { path: 'myoverins/elencoadesioni/network', columns: COLUMNS });
    expect(network.statusCode).toBe(403);
    const unknown = await exportXlsx(agenzia, { path: 'myoverins/niente', columns: COLUMNS });
    expect(unknown.statusCode).toBe(404);
    const badColumn = await exportXlsx(agenzia, {
      path: 'myoverins/elencoadesioni/distributore',
      columns: [{ field: 'password_hash', title: 'x' }],
    });
    expect(badColumn.json()).toEqual({
      messages: [
        {
          code: 'errore.validazione',
          text: 'La colonna "password_hash" non è prevista in questo elenco',
          type: 'error',
        },
      ],
    });
    const badFilter = await exportXlsx(agenzia, {
      path: 'myoverins/elencoadesioni/distributore',
      filter: '(numero[zz]1)',
      columns: COLUMNS,
    });
    expect(badFilter.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/export/xlsx', payload: {} })).statusCode).toBe(
      401,
    );
  });

  it('keeps the scope: a network user’s export holds its network’s rows only', async () => {
    const network = await login(t.app, 'network');
    const res = await exportXlsx(network, {
      path: 'myoverins/elencoadesioni/network',
      filter: '(totalePremio[lt]!!n=0;*totalePremio[gte]!!n=0)',
      columns: [{ field: 'codiceDistributore', title: 'Distributore' }],
    });
    const sheet = (await workbookOf(res.rawPayload)).getWorksheet('Foglio 1')!;
    const codes = new Set<string>();
    sheet.eachRow((row, n) => {
      if (n > 1) codes.add(String(row.getCell(1).value));
    });
    expect(sheet.rowCount).toBe(151);
    expect([...codes].sort()).toEqual(['AG0002', 'AG0003', 'NW0001']);
  });
});

describe('writeWorkbook', () => {
  it('starts Foglio 2 when a sheet is full, repeating the header', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    async function* batches() {
      yield Array.from({ length: 7 }, (_, i) => ({ n: i + 1, t: `riga ${i + 1}` }));
      yield Array.from({ length: 5 }, (_, i) => ({ n: i + 8, t: `riga ${i + 8}` }));
    }
    const written = await writeWorkbook(
      out,
      {
        columns: [
          { field: 'n', title: 'N', type: 'numeric-int' },
          { field: 't', title: 'Testo' },
        ],
        fieldTypes: new Map([
          ['n', 'number'],
          ['t', 'string'],
        ]),
        groups: [],
        rowsPerSheet: 5,
      },
      batches(),
    );
    expect(written).toBe(12);
    const workbook = await workbookOf(Buffer.concat(chunks));
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Foglio 1', 'Foglio 2', 'Foglio 3']);
    expect(workbook.worksheets.map((w) => w.rowCount)).toEqual([5, 5, 5]);
    expect(workbook.worksheets[1]!.getRow(1).values).toEqual([undefined, 'N', 'Testo']);
    expect(workbook.worksheets[2]!.getRow(5).values).toEqual([undefined, 12, 'riga 12']);
  });
});

describe('streamRows', () => {
  it('reads every row in order, batch by batch, and lets go of the database when stopped early', async () => {
    const select = sql`select id from adesioni order by id`;
    const expected = ((await t.db.execute(select)) as unknown as { rows: Array<{ id: number }> }).rows.map(
      (r) => r.id,
    );
    const stream = await streamRows(t.db, select, 7);
    const seen: number[] = [];
    for await (const batch of stream.batches) {
      expect(batch.length).toBeLessThanOrEqual(7);
      seen.push(...batch.map((r) => Number(r.id)));
    }
    await stream.done;
    expect(seen).toEqual(expected);

    const early = await streamRows(t.db, select, 5);
    for await (const batch of early.batches) {
      expect(batch).toHaveLength(5);
      break;
    }
    await early.done;
    const after = (await t.db.execute(sql`select count(*)::int as n from adesioni`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(after.rows[0]!.n).toBe(expected.length);
  });

  it('reads a list with a page key as keys first, then rows by key, in the same order as its SELECT', async () => {
    const registered = findList(t.app, 'myoverins/elencoadesioni')!;
    const parsed = parseListQuery({ sort: 'contraente,-totalePremio' });
    if (!parsed.ok) throw new Error('query');
    const listSelect = await compileListQuery(t.db, registered.list, parsed.query, sql`true`);
    expect(listSelect.byKeys).toBeDefined();
    const expected = await rowsOf(t.db, listSelect.select);
    expect(expected.length).toBeGreaterThan(20);
    const stream = await streamRows(t.db, listSelect, 7);
    const seen: unknown[] = [];
    for await (const batch of stream.batches) seen.push(...batch);
    expect(seen).toEqual(expected);
  });

  it('reads only the fields the sheet shows, the same values either way', async () => {
    const registered = findList(t.app, 'myoverins/elencoadesioni')!;
    const parsed = parseListQuery({ sort: '-totalePremio' });
    if (!parsed.ok) throw new Error('query');
    const fields = ['numero', 'totalePremio', 'dataAcquisto'];
    const narrow = await compileListQuery(t.db, registered.list, parsed.query, sql`true`, fields);
    const whole = await compileListQuery(t.db, registered.list, parsed.query, sql`true`);
    const read = async (s: typeof narrow) => {
      const out: Array<Record<string, unknown>> = [];
      for await (const batch of (await streamRows(t.db, s, 50)).batches) out.push(...batch);
      return out;
    };
    const [some, all] = [await read(narrow), await read(whole)];
    expect(Object.keys(some[0]!).sort()).toEqual([...fields].sort());
    expect(some).toEqual(all.map((r) => Object.fromEntries(fields.map((f) => [f, r[f]]))));
  });
});

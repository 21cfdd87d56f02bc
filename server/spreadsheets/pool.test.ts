import { afterAll, describe, expect, it } from 'vitest';
import { csvDi, INTESTAZIONE, righeDiProva } from '../areas/carrello/partecipanti/fileDiProva';
import { millionCells, rows9900x600, sheetXml, workbookParts } from '../fuzz/hostileSheets';
import { zipOf } from '../fuzz/zipOf';
import { DEFAULT_POOL, readSpreadsheet, SheetPool, type PoolOptions } from './pool';
import type { ReadOptions } from './types';

const options: ReadOptions = {
  limits: {
    maxRows: 10_000,
    maxColumns: 50,
    maxSheetRows: 20_000,
    maxUncompressedBytes: 32 * 1024 * 1024,
    maxParts: 1000,
  },
};
const small = csvDi([INTESTAZIONE, ['Rossi', 'Mario', '', '', '']]);
const big = csvDi([INTESTAZIONE, ...righeDiProva(10_000)]);

const pools: SheetPool[] = [];
const pool = (o: Partial<PoolOptions> = {}) => {
  const p = new SheetPool({ ...DEFAULT_POOL, size: 1, ...o });
  pools.push(p);
  return p;
};
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

describe('SheetPool', () => {
  it('reads in a worker thread and reuses it', async () => {
    const p = pool();
    const first = await readSpreadsheet(small, options, p);
    expect(first).toMatchObject({ ok: true, sheet: { rows: [{ row: 2 }] } });
    const started = performance.now();
    expect((await readSpreadsheet(small, options, p)).ok).toBe(true);
    // No new thread to start (tsx alone takes several hundred ms to load the reader's sources).
    expect(performance.now() - started).toBeLessThan(200);
  }, 60_000);

  it('ends a read past its time and answers tooCostly; the next read gets a new thread', async () => {
    const p = pool({ timeoutMs: 1 });
    expect(await readSpreadsheet(big, options, p)).toEqual({ ok: false, refusal: { kind: 'tooCostly' } });
    p.options.timeoutMs = 30_000;
    expect((await readSpreadsheet(small, options, p)).ok).toBe(true);
  }, 60_000);

  it('ends a thread that runs out of memory and answers tooCostly, the server untouched', async () => {
    const p = pool({ maxHeapMb: 8 });
    expect(await readSpreadsheet(big, options, p)).toEqual({ ok: false, refusal: { kind: 'tooCostly' } });
  }, 60_000);

  it('answers busy when more files wait than it allows, and serves those it queued', async () => {
    const p = pool({ maxWaiting: 1 });
    const answers = await Promise.all([big, big, big].map((b) => readSpreadsheet(b, options, p)));
    expect(answers.map((a) => (a.ok ? 'read' : a.refusal.kind))).toEqual(['read', 'read', 'busy']);
  }, 60_000);

  it('refuses a zip bomb or a sheet declaring a million cells on the spot, without a thread', async () => {
    const p = pool({ size: 0, maxWaiting: 0 });
    for (const bytes of [millionCells(), rows9900x600(), millionCells('A1:E10')]) {
      // The fastest of up to three tries (a load burst on this shared machine slows one, not all).
      let ms = Number.POSITIVE_INFINITY;
      for (let attempt = 0; attempt < 3 && ms >= 50; attempt++) {
        const started = performance.now();
        expect(await readSpreadsheet(bytes, options, p)).toEqual({
          ok: false,
          refusal: { kind: 'tooLarge' },
        });
        ms = Math.min(ms, performance.now() - started);
      }
      expect(ms).toBeLessThan(50);
    }
    const declared = { ...options, limits: { ...options.limits, maxUncompressedBytes: 200 * 1024 * 1024 } };
    expect(await readSpreadsheet(rows9900x600(), declared, p)).toEqual({
      ok: false,
      refusal: { kind: 'tooWide', columns: 600 },
    });
    // What only reading reveals goes to a thread: here, none is free.
    expect(await readSpreadsheet(small, options, p)).toEqual({ ok: false, refusal: { kind: 'busy' } });
  }, 60_000);

  it('leaves a workbook with large relations to a thread (its look here stays within a few ms)', async () => {
    const p = pool();
    const withRelations = (count: number) => {
      const filler = '<Relationship Id="rX" Type="x" Target="y"/>'.repeat(count);
      return zipOf(
        workbookParts(sheetXml({ rows: 2, columns: 2 })).map((part) =>
          part.name === 'xl/_rels/workbook.xml.rels'
            ? {
                ...part,
                data: Buffer.from(part.data.toString().replace('<Relationship ', `${filler}<Relationship `)),
              }
            : part,
        ),
      );
    };
    expect(await readSpreadsheet(withRelations(2000), options, p)).toMatchObject({
      ok: true,
      sheet: { rows: [{ row: 2, cells: [2, 3] }] },
    });
    expect(await readSpreadsheet(withRelations(7000), options, p)).toEqual({
      ok: false,
      refusal: { kind: 'unreadable' },
    });
  }, 60_000);
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withProduct } from '../../engine/core/navigation';
import type { ListQuery } from '../../engine/core/query';
import { resolveScreenFiles } from '../../engine/core/screens/resolveScreenFiles';
import { createTestApp, type TestApp } from '../test/testApp';
import { listsOf, type RegisteredList } from './listRegistry';
import { runList, type ListRow } from './runList';

/**
 * Issue 14, defect 2: the grid's free text finds what the agent sees. For every list the server
 * registers, every string field its search covers is searched with a value taken from a real row, and
 * that row must come back; every text column a grid screen shows must be among the covered fields.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let server: TestApp;
let lists: RegisteredList[] = [];

beforeAll(async () => {
  server = await createTestApp();
  const seen = new Set<string>();
  lists = listsOf(server.app).filter((l) => {
    if (!l.list.fullText || seen.has(l.list.name)) return false;
    seen.add(l.list.name);
    return true;
  });
}, 120_000);
afterAll(() => server?.close());

const query = (fullTextSearch: string | null, pageSize = 10_000): ListQuery => ({
  filter: null,
  sort: [],
  page: 1,
  pageSize,
  fullTextSearch,
});
const everything = sql`true`;
const run = (l: RegisteredList, text: string | null, pageSize?: number) =>
  runList(server.db, l.list, query(text, pageSize), { scope: everything });

describe('every covered field finds its row', () => {
  it('covers the lists', () => {
    expect(lists.map((l) => l.list.name)).toEqual(
      expect.arrayContaining(['elencoAdesioni', 'elencoEstrattiConto', 'utentiAgenzia', 'distributori']),
    );
  });

  it('each list, each string field, up to three values of real rows', async () => {
    const missed: string[] = [];
    let checked = 0;
    for (const l of lists) {
      const rows = (await run(l, null, 300)).items;
      for (const field of l.list.fullText!.fields ?? []) {
        const values = [
          ...new Set(
            rows.map((r) => r[field]).filter((v): v is string => typeof v === 'string' && /\w{2}/.test(v)),
          ),
        ].slice(0, 3);
        for (const value of values) {
          checked++;
          const found = (await run(l, value)).items;
          if (!found.some((r: ListRow) => r[field] === value))
            missed.push(`${l.list.name}.${field} = "${value}"`);
        }
      }
    }
    expect(missed).toEqual([]);
    expect(checked).toBeGreaterThan(60);
  }, 120_000);
});

describe('policies', () => {
  const policies = () => lists.find((l) => l.list.name === 'elencoAdesioni')!;

  it('finds a policy by a participant who is not the first (not shown in the grid)', async () => {
    const result = (await server.db.execute(sql`
      select a.numero, p.cognome from adesioni a join partecipanti p on p.pratica_id = a.pratica_id
      where p.ordine > 1 and p.cognome <> coalesce(split_part(a.contraente, ' ', 1), '')
        and not exists (select 1 from partecipanti q where q.pratica_id = a.pratica_id and q.ordine = 1 and q.cognome = p.cognome)
      order by a.id limit 1`)) as unknown as { rows: Array<{ numero: string; cognome: string }> };
    const row = result.rows[0];
    expect(row, 'the demo seed has policies with several participants').toBeDefined();
    const found = (await run(policies(), row!.cognome)).items.map((r) => r.numero);
    expect(found).toContain(row!.numero);
  });

  it('follows participants as they change (the triggers of migration 0010)', async () => {
    const result = (await server.db.execute(sql`
      select a.numero, a.pratica_id, p.id from adesioni a join partecipanti p on p.pratica_id = a.pratica_id
      where p.ordine = 2 order by a.id limit 1`)) as unknown as {
      rows: Array<{ numero: string; pratica_id: number; id: number }>;
    };
    const row = result.rows[0]!;
    const numbers = async (text: string) => (await run(policies(), text)).items.map((r) => r.numero);
    await server.db.execute(sql`update partecipanti set cognome = 'Zanzibarotti' where id = ${row.id}`);
    expect(await numbers('Zanzibarotti')).toContain(row.numero);
    await server.db.execute(sql`update partecipanti set cognome = 'Quercioli' where id = ${row.id}`);
    expect(await numbers('Zanzibarotti')).not.toContain(row.numero);
    expect(await numbers('Quercioli')).toContain(row.numero);
    await server.db.execute(sql`insert into partecipanti (pratica_id, ordine, cognome, nome)
      values (${row.pratica_id}, 99, 'Ultimissimo', 'Arrivato')`);
    expect(await numbers('Ultimissimo')).toContain(row.numero);
    await server.db.execute(
      sql`delete from partecipanti where pratica_id = ${row.pratica_id} and ordine = 99`,
    );
    expect(await numbers('Ultimissimo')).not.toContain(row.numero);
  });

  it('needs every word, each in any column: package word + contraente surname', async () => {
    const [first] = (await run(policies(), null, 1)).items;
    const packageWord = String(first!.pacchetto).split(' ')[0]!;
    const surname = String(first!.contraente).split(' ')[0]!;
    const both = (await run(policies(), `${packageWord} ${surname}`)).items;
    expect(both.map((r) => r.numero)).toContain(first!.numero);
    expect(both.length).toBeLessThan((await run(policies(), surname)).total + 1);
    expect((await run(policies(), `${packageWord} zzzqqq`)).items).toEqual([]);
  });

  it('reads a bare word as a prefix and a code in pieces', async () => {
    const [first] = (await run(policies(), null, 1)).items;
    const numero = String(first!.numero);
    const surname = String(first!.contraente).split(' ')[0]!;
    expect((await run(policies(), surname.slice(0, 4))).items.map((r) => r.numero)).toContain(numero);
    const tail = numero.split('-').slice(1).join('-');
    expect((await run(policies(), tail)).items.map((r) => r.numero)).toContain(numero);
  });

  it('ignores Italian stop words between the words that matter', async () => {
    const [first] = (await run(policies(), null, 1)).items;
    const surname = String(first!.contraente).split(' ')[0]!;
    const plain = (await run(policies(), surname)).total;
    expect((await run(policies(), `di ${surname} per il`)).total).toBe(plain);
  });
});

describe('grid screens search what they show', () => {
  it('every visible text column of a searchable grid is a covered field of its list', () => {
    const byPath = new Map(listsOf(server.app).map((l) => [l.path, l]));
    const problems: string[] = [];
    let grids = 0;
    // The screens as the router sees them: a grid's columns may come from the base a screen extends.
    const files = (readdirSync(path.join(root, 'screens'), { recursive: true }) as string[])
      .filter((f) => f.endsWith('.json'))
      .map((file) => ({
        file,
        json: JSON.parse(readFileSync(path.join(root, 'screens', file), 'utf8')) as unknown,
      }));
    for (const { file, json } of resolveScreenFiles(files).screens) {
      for (const grid of gridsIn(json)) {
        const props = grid.props;
        if (props.fullTextSearch !== true || props.source?.kind !== 'list') continue;
        const registered = byPath.get(withProduct(props.source.path, 'overins'));
        if (!registered) continue;
        grids++;
        const covered = new Set(registered.list.fullText?.fields ?? []);
        for (const column of props.columns ?? []) {
          const field = registered.list.resolved.get(column.field);
          // A cell that shows the text itself (a download button or an action shows no searchable text).
          const showsText = column.type === undefined || column.type === 'link';
          if (column.hidden || !showsText || field?.type !== 'string') continue;
          if (!covered.has(column.field)) problems.push(`${file}: ${column.field}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(grids).toBeGreaterThan(5);
  });
});

interface GridProps {
  fullTextSearch?: boolean;
  source?: { path: string; kind: string };
  columns?: Array<{ field: string; hidden?: boolean; type?: string }>;
}

function* gridsIn(node: unknown): Generator<{ props: GridProps }> {
  if (Array.isArray(node)) for (const item of node) yield* gridsIn(item);
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.widget === 'grid' && record.props) yield { props: record.props as GridProps };
    for (const value of Object.values(record)) yield* gridsIn(value);
  }
}

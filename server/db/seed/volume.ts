import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import type { Db } from '../client';
import { setupDatabase } from '../setup';
import { seedDemo } from './demo';
import { COGNOMI, DESTINAZIONI, NAZIONALITA, NOMI_F, NOMI_M, PACCHETTI } from './myAreaData';

/**
 * `npm run seed:volume -- --policies 1000000 [--batch 20000]`: adds N policies (with their practices
 * and participants) to the configured database (DATABASE_URL, else the PGlite in DATA_DIR) for
 * benchmarks. Rows are made by PostgreSQL itself (generate_series in one statement per batch), so
 * nothing travels row by row; each run adds to what is there, with its own policy numbers.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { policies: { type: 'string', default: '100000' }, batch: { type: 'string', default: '20000' } },
  });
  const total = Number(values.policies);
  const batch = Number(values.batch);
  if (!Number.isInteger(total) || total < 1 || !Number.isInteger(batch) || batch < 1) {
    throw new Error('Usage: npm run seed:volume -- --policies N [--batch B] (positive integers)');
  }
  const config = loadConfig();
  const database = await setupDatabase(config, (msg) => console.log(msg));
  try {
    const db = database.db;
    const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from distributori`,
    );
    if (n === 0) {
      console.log('No distributors yet: seeding the demo first.');
      await seedDemo(db, config.brand.slug);
    }
    const where = config.databaseUrl
      ? new URL(config.databaseUrl).pathname.slice(1)
      : `PGlite in ${config.dataDir}`;
    console.log(`Adding ${total.toLocaleString('it-IT')} policies to ${where}, ${batch} per statement…`);
    const run = Date.now().toString(36).toUpperCase();
    const started = performance.now();
    for (let done = 0; done < total;) {
      const size = Math.min(batch, total - done);
      await insertBatch(db, run, done, size);
      done += size;
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `${done.toLocaleString('it-IT')} / ${total.toLocaleString('it-IT')} polizze — ${Math.round(done / seconds).toLocaleString('it-IT')} al secondo`,
      );
    }
    await db.execute(sql`analyze pratiche, partecipanti, adesioni`);
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const textArray = (list: readonly string[]) =>
  sql`${`{${list.map((s) => `"${s.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/** One statement: practices, their participants and their policies, linked through reserved ids. */
async function insertBatch(db: Db, run: string, offset: number, size: number): Promise<void> {
  const pacchetti = textArray(PACCHETTI.map((p) => p.pacchetto));
  const codici = textArray(PACCHETTI.map((p) => p.codice));
  const categorie = textArray(PACCHETTI.map((p) => p.categoria));
  const fornitoriCodici = textArray(PACCHETTI.map((p) => p.fornitore));
  const basi = sql`${`{${PACCHETTI.map((p) => p.base).join(',')}}`}::int[]`;
  const cognomi = textArray(COGNOMI);
  const nomi = textArray([...NOMI_M, ...NOMI_F]);
  const destinazioni = textArray(DESTINAZIONI);
  const nazionalita = textArray(NAZIONALITA);
  const prefix = `VG${run}-`;
  await db.execute(sql`
    with
    dist as (
      select array_agg(d.id order by d.id) as ids,
             array_agg((select min(u.id) from users u where u.distributore_id = d.id) order by d.id) as buyers,
             count(*)::int as n
      from distributori d where d.stato = 'attivo'
    ),
    forn as (
      select array_agg(coalesce((select f.id from fornitori f where f.codice = c), (select min(id) from fornitori)) order by o) as ids
      from unnest(${fornitoriCodici}) with ordinality as x(c, o)
    ),
    src as (
      select g,
        nextval(pg_get_serial_sequence('pratiche', 'id')::regclass) as pid,
        1 + floor(random() * dist.n)::int as di,
        1 + floor(random() * ${PACCHETTI.length})::int as pk,
        (case when random() < 0.35 then 1 when random() < 0.7 then 2 else 3 + floor(random() * 3)::int end) as persone,
        now() - random() * interval '540 days' as acquisto,
        (3 + floor(random() * 118))::int as anticipo,
        (2 + floor(random() * 20))::int as durata,
        (${cognomi})[1 + floor(random() * ${COGNOMI.length})::int] as cognome,
        (${nomi})[1 + floor(random() * ${NOMI_M.length + NOMI_F.length})::int] as nome,
        random() as r
      from generate_series(${offset + 1}::int, ${offset + size}::int) g, dist
    ),
    rows as (
      select src.*, dist.ids[di] as distributore_id, dist.buyers[di] as user_id,
        forn.ids[pk] as fornitore_id,
        (acquisto + anticipo * interval '1 day')::date as inizio,
        (acquisto + (anticipo + durata) * interval '1 day')::date as fine,
        round((((${basi})[pk] * persone * (1 + r * 0.2)) / 100.0)::numeric, 2) as premio,
        case when r < 0.85 then 'PR-' || g::text end as riferimento
      from src, dist, forn
    ),
    ins_pratiche as (
      insert into pratiche (id, distributore_id, user_id, riferimento_pratica, inizio_viaggio, fine_viaggio, importo_viaggio, numero_partecipanti, created_at)
      select pid, distributore_id, user_id, riferimento, inizio, fine, round(((400 + r * 5600) * persone)::numeric, 2), persone, acquisto from rows
    ),
    ins_partecipanti as (
      insert into partecipanti (pratica_id, ordine, cognome, nome, codice_fiscale, data_nascita, email)
      select pid, k,
        case when k = 1 then cognome else (${cognomi})[1 + floor(random() * ${COGNOMI.length})::int] end,
        case when k = 1 then nome else (${nomi})[1 + floor(random() * ${NOMI_M.length + NOMI_F.length})::int] end,
        upper(left(regexp_replace(cognome, '[^A-Za-z]', '', 'g') || 'XXX', 3) || left(nome || 'XXX', 3))
          || lpad((floor(random() * 70) + 30)::int::text, 2, '0')
          || substr('ABCDEHLMPRST', 1 + floor(random() * 12)::int, 1)
          || lpad((1 + floor(random() * 28))::int::text, 2, '0') || 'H501' || chr(65 + floor(random() * 26)::int),
        (date '1945-01-01' + floor(random() * 25000)::int),
        case when k = 1 then lower(regexp_replace(nome || '.' || cognome, '[^A-Za-z.]', '', 'g')) || '@example.it' end
      from rows, generate_series(1, persone) k
    )
    insert into adesioni (numero, pratica_id, pacchetto, pacchetto_codice, categoria, fornitore_id, distributore_id, user_id,
      data_acquisto, inizio_viaggio, fine_viaggio, destinazione, nazionalita, numero_partecipanti, riferimento_pratica, contraente,
      totale_premio, totale_premio_imposte, commissioni, commissioni_commerciale, totale_premio_da_pagare, totale_ritenuta,
      acquistata_con_credito, stato)
    select ${prefix} || lpad(g::text, 8, '0'), pid, (${pacchetti})[pk], (${codici})[pk], (${categorie})[pk], fornitore_id,
      distributore_id, user_id, acquisto, inizio, fine,
      (${destinazioni})[1 + floor(random() * ${DESTINAZIONI.length})::int],
      (${nazionalita})[1 + floor(random() * ${NAZIONALITA.length})::int],
      persone, riferimento, cognome || ' ' || nome,
      premio, round(premio * 1.2125, 2), round(premio * 1.2125 * 0.12, 2), 0,
      round(premio * 1.2125 * 0.88 + premio * 1.2125 * 0.12 * 0.115, 2), round(premio * 1.2125 * 0.12 * 0.115, 2),
      r < 0.15, case when r > 0.97 then 'annullata' when r > 0.93 then 'modificata' else 'emessa' end
    from rows`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

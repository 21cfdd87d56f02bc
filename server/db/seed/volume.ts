import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import type { Db } from '../client';
import { rowsOf } from '../rowsOf';
import { setupDatabase } from '../setup';
import { seedDemo } from './demo';
import { COGNOMI, NOMI_F, NOMI_M, between, prng } from './myAreaData';
import {
  caricaListino,
  colonneImporti,
  disegnaViaggio,
  nascitaPer,
  prezzaAcquisto,
  type Listino,
} from './storico';

/**
 * `npm run seed:volume -- --policies 1000000 [--batch 20000]`: adds N policies (with their practices
 * and participants) to the configured database (DATABASE_URL, else the PGlite in DATA_DIR) for
 * benchmarks. Rows are made by PostgreSQL itself (generate_series in one statement per batch), so
 * nothing travels row by row; each run adds to what is there, with its own policy numbers.
 *
 * Every policy is a catalogue package its distributor sells, priced by the pricing engine (issue 14,
 * defect 5). Pricing a million trips one by one would take minutes, so each distributor gets a set of
 * priced "variants" (package, participants and their ages, duration, destination, departure area,
 * trip amount: everything the price depends on), each priced once through the totals call's pipeline;
 * every generated row takes one of its distributor's variants, with its own dates, names and birth
 * dates that keep the variant's ages on the first day of the trip, so its figures stay the engine's.
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
    const started = performance.now();
    const varianti = await preparaVarianti(db);
    console.log(
      `${varianti.n} viaggi prezzati dal motore (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    const run = Date.now().toString(36).toUpperCase();
    for (let done = 0; done < total;) {
      const size = Math.min(batch, total - done);
      await insertBatch(db, varianti, run, done, size);
      done += size;
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `${done.toLocaleString('it-IT')} / ${total.toLocaleString('it-IT')} polizze — ${Math.round(done / seconds).toLocaleString('it-IT')} al secondo`,
      );
    }
    // As autovacuum would after a bulk load: statistics for the planner, and the visibility map that
    // lets index-only scans (a list's bounded count) skip the table.
    await db.execute(sql`vacuum (analyze) pratiche, partecipanti, adesioni`);
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

const textArray = (list: ReadonlyArray<string | null>) =>
  sql`${`{${list.map((s) => (s === null ? 'NULL' : `"${s.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`}::text[]`;
const intArray = (list: readonly number[]) => sql`${`{${list.join(',')}}`}::int[]`;

/** Priced trips per distributor, as the SQL arrays the batches read; `n` variants in all. */
interface Varianti {
  n: number;
  distributori: { ids: number[]; buyers: Array<number | null>; off: number[]; cnt: number[] };
  colonne: Record<string, Array<string | null>>;
}

/** Priced trips per active distributor (a few per package it sells). */
const VARIANTI_PER_DISTRIBUTORE = 240;

async function preparaVarianti(db: Db): Promise<Varianti> {
  const dists = await rowsOf<{
    id: number;
    networkId: number | null;
    buyer: number | null;
    seguito: boolean;
  }>(
    db,
    sql`select d.id, d.network_id as "networkId",
          (select min(u.id) from users u where u.distributore_id = d.id) as buyer,
          exists (select 1 from commerciali_distributori c where c.distributore_id = d.id) as seguito
        from distributori d where d.stato = 'attivo' order by d.id`,
  );
  const listino: Listino = await caricaListino(db, dists);
  const next = prng(20260302);
  const oggi = new Date();
  const colonne: Varianti['colonne'] = {};
  const push = (k: string, v: string | number | null) =>
    (colonne[k] ??= []).push(v === null ? null : String(v));
  const out: Varianti['distributori'] = { ids: [], buyers: [], off: [], cnt: [] };
  let n = 0;
  for (const d of dists) {
    // One policy per generated row: leave out the packages that always bring a supplementary policy
    // and those sold only within a date window (the rows' dates are drawn later, in SQL).
    const pacchetti = (listino.vendibili.get(d.id) ?? []).filter(
      (p) => p.obbligatorie.length === 0 && !p.regole.dataMinima && !p.regole.dataMassima,
    );
    if (pacchetti.length === 0) continue;
    const off = n;
    for (let k = 0; k < VARIANTI_PER_DISTRIBUTORE; k++) {
      const p = pacchetti[k % pacchetti.length]!;
      const v = disegnaViaggio(next, p, oggi);
      const nascite = v.eta.map((eta) => nascitaPer(v.inizio, eta, between(next, 0, 360)));
      const [q] = prezzaAcquisto(listino, p, v, nascite, oggi) ?? [];
      if (!q) continue;
      const soldi = colonneImporti(q.importi, d.seguito);
      push('pacchettoId', q.colonne.pacchettoId);
      push('pacchetto', q.colonne.pacchetto);
      push('codice', q.colonne.pacchettoCodice);
      push('categoria', q.colonne.categoria);
      push('fornitoreId', q.colonne.fornitoreId);
      push('persone', v.persone);
      push('giorni', v.giorni);
      push('eta', v.eta.join(','));
      push('destinazione', listino.nomi.get(v.destinazione) ?? v.destinazione);
      push('nazionalita', listino.nomi.get(v.nazionalita) ?? v.nazionalita);
      push('importoViaggio', v.importoViaggio.toFixed(2));
      for (const [key, value] of Object.entries(soldi)) push(key, value);
      n += 1;
    }
    if (n === off) continue; // nothing it sells fits a trip today: it gets no rows
    out.ids.push(d.id);
    out.buyers.push(d.buyer);
    out.off.push(off);
    out.cnt.push(n - off);
  }
  if (n === 0) throw new Error('Nessun distributore attivo vende pacchetti del catalogo');
  return { n, distributori: out, colonne };
}

/** One statement: practices, their participants and their policies, linked through reserved ids. */
async function insertBatch(db: Db, va: Varianti, run: string, offset: number, size: number): Promise<void> {
  const c = va.colonne;
  const t = (k: string) => textArray(c[k]!);
  const cognomi = textArray(COGNOMI);
  const nomi = textArray([...NOMI_M, ...NOMI_F]);
  const prefix = `VG${run}-`;
  const nd = va.distributori.ids.length;
  await db.execute(sql`
    with
    dist as (
      select * from unnest(${intArray(va.distributori.ids)}, ${sql`${`{${va.distributori.buyers.map((b) => b ?? 'NULL').join(',')}}`}::int[]`},
        ${intArray(va.distributori.off)}, ${intArray(va.distributori.cnt)}) with ordinality as x(id, buyer, off, cnt, o)
    ),
    var as (
      select * from unnest(${t('pacchettoId')}::int[], ${t('pacchetto')}, ${t('codice')}, ${t('categoria')},
        ${t('fornitoreId')}::int[], ${t('persone')}::int[], ${t('giorni')}::int[], ${t('eta')}, ${t('destinazione')},
        ${t('nazionalita')}, ${t('importoViaggio')}::numeric[], ${t('totalePremio')}::numeric[],
        ${t('totalePremioImposte')}::numeric[], ${t('commissioni')}::numeric[], ${t('commissioniNetwork')}::numeric[],
        ${t('commissioniCommerciale')}::numeric[], ${t('totalePremioDaPagare')}::numeric[], ${t('totaleRitenuta')}::numeric[])
        with ordinality as v(pacchetto_id, pacchetto, codice, categoria, fornitore_id, persone, giorni, eta,
          destinazione, nazionalita, importo_viaggio, totale_premio, totale_premio_imposte, commissioni,
          commissioni_network, commissioni_commerciale, totale_premio_da_pagare, totale_ritenuta, i)
    ),
    src as (
      select g,
        nextval(pg_get_serial_sequence('pratiche', 'id')::regclass) as pid,
        1 + floor(random() * ${nd})::int as di,
        random() as rv,
        now() - random() * interval '540 days' as acquisto,
        (3 + floor(random() * 118))::int as anticipo,
        (${cognomi})[1 + floor(random() * ${COGNOMI.length})::int] as cognome,
        (${nomi})[1 + floor(random() * ${NOMI_M.length + NOMI_F.length})::int] as nome,
        random() as r
      from generate_series(${offset + 1}::int, ${offset + size}::int) g
    ),
    rows as (
      select src.*, dist.id as distributore_id, dist.buyer as user_id, var.*,
        (acquisto + anticipo * interval '1 day')::date as inizio,
        (acquisto + anticipo * interval '1 day')::date + (var.giorni - 1) as fine,
        case when r < 0.85 then 'PR-' || g::text end as riferimento
      from src
      join dist on dist.o = src.di
      join var on var.i = dist.off + 1 + floor(src.rv * dist.cnt)::int
    ),
    ins_pratiche as (
      insert into pratiche (id, distributore_id, user_id, riferimento_pratica, inizio_viaggio, fine_viaggio, importo_viaggio, numero_partecipanti, created_at)
      select pid, distributore_id, user_id, riferimento, inizio, fine, importo_viaggio, persone, acquisto from rows
    ),
    ins_partecipanti as (
      insert into partecipanti (pratica_id, ordine, cognome, nome, codice_fiscale, data_nascita, email)
      select pid, k, cognome, nome,
        upper(left(regexp_replace(cognome, '[^A-Za-z]', '', 'g') || 'XXX', 3) || left(nome || 'XXX', 3))
          || to_char(nascita, 'YY') || substr('ABCDEHLMPRST', extract(month from nascita)::int, 1)
          || to_char(nascita, 'DD') || 'H501' || chr(65 + floor(random() * 26)::int),
        nascita,
        case when k = 1 then lower(regexp_replace(nome || '.' || cognome, '[^A-Za-z.]', '', 'g')) || '@example.it' end
      from (
        select pid, k,
          case when k = 1 then cognome else (${cognomi})[1 + floor(random() * ${COGNOMI.length})::int] end as cognome,
          case when k = 1 then nome else (${nomi})[1 + floor(random() * ${NOMI_M.length + NOMI_F.length})::int] end as nome,
          -- Born so as to be exactly the variant's age on the first day of the trip.
          (inizio - make_interval(years => split_part(eta, ',', k)::int))::date - floor(random() * 360)::int as nascita
        from rows, generate_series(1, persone) k
      ) persona
    )
    insert into adesioni (numero, pratica_id, pacchetto_id, pacchetto, pacchetto_codice, categoria, fornitore_id, distributore_id, user_id,
      data_acquisto, inizio_viaggio, fine_viaggio, destinazione, nazionalita, numero_partecipanti, riferimento_pratica, contraente,
      totale_premio, totale_premio_imposte, commissioni, commissioni_network, commissioni_commerciale, totale_premio_da_pagare,
      totale_ritenuta, acquistata_con_credito, stato)
    select ${prefix} || lpad(g::text, 8, '0'), pid, pacchetto_id, pacchetto, codice, categoria, fornitore_id,
      distributore_id, user_id, acquisto, inizio, fine, destinazione, nazionalita, persone, riferimento,
      cognome || ' ' || nome, totale_premio, totale_premio_imposte, commissioni, commissioni_network,
      commissioni_commerciale, totale_premio_da_pagare, totale_ritenuta,
      r < 0.15, case when r > 0.97 then 'annullata' when r > 0.93 then 'modificata' else 'emessa' end
    from rows`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

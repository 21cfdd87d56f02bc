import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client';
import { offerte } from '../../areas/carrello/offerte';
import { itemDaPrezzare } from '../../areas/carrello/itemDaPrezzare';
import { prezzaItem } from '../../areas/carrello/prezzaItem';
import { createTestDatabase, testConfig } from '../../test/testDatabase';

/**
 * Issue 14 defect 5: the demo's purchase history is made of what the shop sells. Every seeded policy
 * names a catalogue package its distributor may sell, with that package's name, code, category and
 * supplier, and carries the figures `POST carrello/totali` (prezzaItem) gives for the same trip on
 * the day it was bought.
 */

let database: Database;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

interface Polizza {
  id: number;
  numero: string;
  pacchetto_id: number | null;
  pacchetto: string;
  pacchetto_codice: string;
  categoria: string | null;
  fornitore_id: number;
  distributore_id: number;
  network_id: number | null;
  codice_distributore: string;
  adesione_principale_id: number | null;
  data_acquisto: Date | string;
  inizio_viaggio: string;
  fine_viaggio: string;
  destinazione: string | null;
  nazionalita: string | null;
  numero_partecipanti: number;
  importo_viaggio: string | null;
  pratica_id: number;
  totale_premio: string;
  totale_premio_imposte: string;
  commissioni: string;
  commissioni_network: string | null;
  totale_premio_da_pagare: string;
  totale_ritenuta: string;
  cat_nome: string | null;
  cat_codice: string | null;
  cat_categoria: string | null;
  cat_fornitore: number | null;
  base: string | null;
}

let polizze: Polizza[];

beforeAll(async () => {
  database = await createTestDatabase(testConfig());
  polizze = await rows<Polizza>(sql`
    select a.id, a.numero, a.pacchetto_id, a.pacchetto, a.pacchetto_codice, a.categoria, a.fornitore_id,
      a.distributore_id, d.network_id, d.codice as codice_distributore, a.adesione_principale_id,
      a.data_acquisto, a.inizio_viaggio::text, a.fine_viaggio::text, a.destinazione, a.nazionalita,
      a.numero_partecipanti, pr.importo_viaggio::text, a.pratica_id,
      a.totale_premio::text, a.totale_premio_imposte::text, a.commissioni::text,
      a.commissioni_network::text, a.totale_premio_da_pagare::text, a.totale_ritenuta::text,
      p.nome as cat_nome, p.codice as cat_codice, c.nome as cat_categoria, pd.fornitore_id as cat_fornitore,
      p.tariffa->>'base' as base
    from adesioni a
    join distributori d on d.id = a.distributore_id
    join pratiche pr on pr.id = a.pratica_id
    left join pacchetti p on p.id = a.pacchetto_id
    left join categorie c on c.id = p.categoria_id
    left join prodotti pd on pd.id = p.prodotto_id
    order by a.id`);
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('the demo purchase history (seedMyArea)', () => {
  it('keeps the number of policies of each demo distributor', async () => {
    const count = new Map<string, number>();
    for (const p of polizze) count.set(p.codice_distributore, (count.get(p.codice_distributore) ?? 0) + 1);
    expect(Object.fromEntries(count)).toEqual({
      AG0001: 90,
      TO0001: 120,
      NW0001: 40,
      AG0002: 60,
      AG0003: 50,
      AG0004: 35,
      AG0005: 30,
    });
  });

  it('names, for every policy, a catalogue package with its own name, code, category and supplier', () => {
    const wrong = polizze.filter(
      (p) =>
        p.pacchetto_id === null ||
        p.cat_nome === null ||
        p.pacchetto !== p.cat_nome ||
        p.pacchetto_codice !== p.cat_codice ||
        p.categoria !== p.cat_categoria ||
        p.fornitore_id !== p.cat_fornitore,
    );
    expect(wrong.map((p) => `${p.numero} ${p.pacchetto} (${p.pacchetto_codice})`)).toEqual([]);
    // Still a varied history: many packages, several categories and suppliers.
    expect(new Set(polizze.map((p) => p.pacchetto_id)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(polizze.map((p) => p.categoria)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(polizze.map((p) => p.fornitore_id)).size).toBe(4);
  });

  it('sells each distributor only packages it may sell', async () => {
    const byDistributor = new Map<number, Polizza[]>();
    for (const p of polizze)
      byDistributor.set(p.distributore_id, [...(byDistributor.get(p.distributore_id) ?? []), p]);
    for (const [id, list] of byDistributor) {
      const v = { distributoreId: id, networkId: list[0]!.network_id, tutto: false };
      const sellable = new Set((await offerte(database.db, v)).map((o) => o.id));
      expect(list.filter((p) => !sellable.has(p.pacchetto_id!)).map((p) => p.numero)).toEqual([]);
    }
  });

  it('adds a package’s mandatory supplementary policy to the same practice, as the purchase does', async () => {
    const main = polizze.filter((p) => p.pacchetto_codice === 'CROC');
    const supplementari = polizze.filter((p) => p.adesione_principale_id !== null);
    expect(main.length).toBeGreaterThan(0);
    expect(supplementari.map((s) => s.adesione_principale_id).sort()).toEqual(main.map((m) => m.id).sort());
    for (const s of supplementari) {
      const m = main.find((x) => x.id === s.adesione_principale_id)!;
      expect([s.pacchetto_codice, s.pratica_id]).toEqual(['INT-MED', m.pratica_id]);
    }
  });

  it('charges what POST carrello/totali answers for the same trip on the day of the purchase', async () => {
    const codici = new Map<string, string>();
    for (const r of await rows<{ codice: string; nome: string }>(sql`select codice, nome from stati`))
      codici.set(`s:${r.nome}`, r.codice);
    for (const r of await rows<{ codice: string; descrizione: string }>(
      sql`select codice, descrizione from nazionalita`,
    ))
      codici.set(`n:${r.descrizione}`, r.codice);
    const nascite = new Map<number, string[]>();
    for (const r of await rows<{ pratica_id: number; data_nascita: string }>(
      sql`select pratica_id, data_nascita::text from partecipanti order by pratica_id, ordine`,
    ))
      nascite.set(r.pratica_id, [...(nascite.get(r.pratica_id) ?? []), r.data_nascita]);

    // The per-accommodation and per-boat tariffs read a count and an amount the history does not keep.
    const sample = polizze.filter(
      (p) => p.adesione_principale_id === null && (p.base === 'persona' || p.base === 'viaggio'),
    );
    expect(sample.length).toBeGreaterThan(350);
    const euro = (v: number | undefined) => (Math.round((v ?? 0) * 100) / 100).toFixed(2);
    const mismatches: string[] = [];
    for (const p of sample) {
      const v = { distributoreId: p.distributore_id, networkId: p.network_id, tutto: false };
      const esito = await prezzaItem(
        database.db,
        v,
        itemDaPrezzare({
          pacchettoID: p.pacchetto_id!,
          parametri: {
            inizioViaggio: p.inizio_viaggio,
            fineViaggio: p.fine_viaggio,
            destinazioneStato: codici.get(`s:${p.destinazione}`) ?? null,
            nazionalita: codici.get(`n:${p.nazionalita}`) ?? null,
            numeroPartecipanti: p.numero_partecipanti,
            importoViaggio: p.importo_viaggio === null ? null : Number(p.importo_viaggio),
          },
          partecipanti: (nascite.get(p.pratica_id) ?? []).map((DataNascita) => ({ DataNascita })),
        }),
        new Date(p.data_acquisto),
      );
      if ('erroriTotaleCarrello' in esito) {
        mismatches.push(`${p.numero}: ${esito.erroriTotaleCarrello.map((e) => e.codice).join(', ')}`);
        continue;
      }
      const mine = esito.pacchetti.find((x) => x.pacchettoID === p.pacchetto_id)!;
      const expected = {
        totalePremioImposte: euro(mine.totaleViaggio),
        totalePremio: euro((mine.totaleViaggio ?? 0) - (mine.totaleViaggioImposte ?? 0)),
        commissioni: euro(mine.commissioni),
        commissioniNetwork: euro(mine.commissioneRete),
        totalePremioDaPagare: euro(mine.totaleViaggioDaPagare),
        totaleRitenuta: euro(mine.ritenutaAcconto),
      };
      const actual = {
        totalePremioImposte: p.totale_premio_imposte,
        totalePremio: p.totale_premio,
        commissioni: p.commissioni,
        commissioniNetwork: p.commissioni_network,
        totalePremioDaPagare: p.totale_premio_da_pagare,
        totaleRitenuta: p.totale_ritenuta,
      };
      if (JSON.stringify(actual) !== JSON.stringify(expected))
        mismatches.push(`${p.numero}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it('gives the network its share only on its member agencies’ sales', () => {
    const share = (codice: string) =>
      polizze.filter((p) => p.codice_distributore === codice).some((p) => Number(p.commissioni_network) > 0);
    expect(share('AG0002')).toBe(true);
    expect(share('AG0001')).toBe(false);
    expect(share('TO0001')).toBe(false);
  });

  it('leaves every demo distributor this month’s and last month’s statements to pay', async () => {
    const daPagare = await rows<{ codice: string; n: number }>(sql`
      select d.codice, count(e.id)::int as n from distributori d
      left join estratti_conto e on e.distributore_id = d.id and e.tipo = 'agenzia' and e.stato <> 'Pagato'
      where d.codice in ('AG0001', 'TO0001', 'NW0001', 'AG0002', 'AG0003', 'AG0004', 'AG0005')
      group by d.codice order by d.codice`);
    expect(daPagare.filter((r) => r.n < 2)).toEqual([]);
  });

  it('bills on each agency statement the amounts due of the month’s policies', async () => {
    const wrong = await rows<{ numero: string }>(sql`
      select e.numero from estratti_conto e
      where e.tipo = 'agenzia' and e.importo <> (
        select coalesce(sum(a.totale_premio_da_pagare), 0) from adesioni a
        where a.distributore_id = e.distributore_id and not a.acquistata_con_credito
          and a.stato <> 'annullata'
          and a.data_acquisto >= (e.periodo::timestamp at time zone 'UTC')
          and a.data_acquisto < ((e.periodo + interval '1 month')::timestamp at time zone 'UTC'))`);
    expect(wrong).toEqual([]);
  });
});

import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';

export async function distributoreOf(db: Db, username: string): Promise<number> {
  const r = (await db.execute(
    sql`select distributore_id as id from users where username = ${username}`,
  )) as unknown as {
    rows: Array<{ id: number }>;
  };
  return r.rows[0]!.id;
}

/** Plenty of credit, so every purchase of the run takes the same path (paid with credit). */
export async function topUp(db: Db, distributoreIds: number[]) {
  for (const id of distributoreIds)
    await db.execute(sql`insert into crediti (distributore_id, data, causale, importo, residuo)
      values (${id}, now() - interval '1 minute', 'Ricarica per il benchmark', 10000000, 10000000)`);
}

/**
 * `count` agencies made in the bench database as copies of the demo agency AG0001: a distributor each
 * (same network, same packages and commissions, own credit) with one user, `bench.agenzia.N`
 * (demo password).
 */
export async function agencies(
  db: Db,
  count: number,
): Promise<Array<{ username: string; distributoreId: number }>> {
  const src = await distributoreOf(db, 'agenzia');
  const cols = (
    (await db.execute(sql`select column_name from information_schema.columns
      where table_schema = 'public' and table_name = 'users'
        and is_generated = 'NEVER'
        and column_name not in ('id', 'username', 'email', 'distributore_id')`)) as unknown as {
      rows: Array<{ column_name: string }>;
    }
  ).rows.map((r) => `"${r.column_name}"`);
  const made: Array<{ username: string; distributoreId: number }> = [];
  for (let n = 1; n <= count; n++) {
    const codice = `BP${String(n).padStart(4, '0')}`;
    const d = (await db.execute(sql`insert into distributori (codice, tipo, network_id, anagrafica_id, stato)
      select ${codice}, tipo, network_id, anagrafica_id, stato from distributori where id = ${src}
      returning id`)) as unknown as { rows: Array<{ id: number }> };
    const id = d.rows[0]!.id;
    await db.execute(sql`insert into pacchetti_distributori
      select pacchetto_id, ${id}, tipo_commissione_id, commissione, tipo_commissione_ered_id, commissione_ered
        from pacchetti_distributori where distributore_id = ${src}`);
    const username = `bench.agenzia.${n}`;
    await db.execute(
      sql.raw(`insert into users (${cols.join(', ')}, username, email, distributore_id)
        select ${cols.join(', ')}, '${username}', '${username}@example.test', ${id}
          from users where username = 'agenzia'`),
    );
    made.push({ username, distributoreId: id });
  }
  await topUp(
    db,
    made.map((m) => m.distributoreId),
  );
  return made;
}

/** The id of the package the purchase benchmarks buy: the annual cancellation policy ANN-SP. */
export async function benchPackageId(db: Db): Promise<number> {
  const ids = (await db.execute(sql`select id from pacchetti where codice = 'ANN-SP'`)) as unknown as {
    rows: Array<{ id: number }>;
  };
  return ids.rows[0]!.id;
}

/**
 * The cart item of the purchase benchmarks: `ANN-SP` for a week in France in 30 days, `participants`
 * travellers aged 18–40 (`eta`, the band's id), each purchase's travellers named by `cognome`.
 */
export function cartItem(pacchettoID: number, eta: number, participants: number) {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const parametri = {
    inizioViaggio: day(30),
    fineViaggio: day(37),
    destinazioneStato: 'FR',
    nazionalita: 'IT',
    eta,
    numeroPartecipanti: participants,
    importoViaggio: 1500,
  };
  const nomi = ['Mario', 'Anna', 'Luca', 'Sara', 'Paolo', 'Giulia', 'Marco', 'Elena'];
  return {
    parametri: { pacchettoID, parametri },
    item: (cognome: string) => ({
      pacchettoID,
      parametri,
      partecipanti: Array.from({ length: participants }, (_, k) => ({
        ItemID: k + 1,
        Cognome: cognome,
        Nome: nomi[k % nomi.length],
      })),
      prodottiCollegati: [],
      parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
    }),
  };
}

/** The id of the age band "Da 18 a 40 anni" among `dropdown/eta`'s items. */
export function adultBand(items: Array<{ value: number; text: string }>): number {
  return items.find((i) => i.text === 'Da 18 a 40 anni')!.value;
}

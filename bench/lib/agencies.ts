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

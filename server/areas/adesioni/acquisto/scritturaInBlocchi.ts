import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rowsOf';

/** Rows per statement: a few hundred KB of JSON each, so no statement grows without bound. */
const RIGHE_PER_STATEMENT = 1_000;

const TIPO_RECORD: Record<string, string> = {
  serial: 'integer',
  bigserial: 'bigint',
  smallserial: 'smallint',
};

/**
 * Inserts `rows` (all with the same keys) in their order, up to a thousand a statement. The rows
 * travel as one JSON parameter read back by `jsonb_to_recordset`: on PGlite, which holds every
 * other request off while the purchase's transaction runs, 500 rows so take a third of the time a
 * multi-row VALUES with thousands of bound parameters takes (issue 23 defect 7).
 */
export async function inserisciInBlocchi<T extends PgTable>(
  tx: Db,
  table: T,
  rows: Array<T['$inferInsert']>,
): Promise<void> {
  if (rows.length === 0) return;
  const chiavi = Object.keys(rows[0]!);
  if (rows.some((r) => Object.keys(r).length !== chiavi.length))
    throw new Error('inserisciInBlocchi: every row must have the same columns');
  const tutte = getTableColumns(table);
  const colonne = chiavi.map((k) => {
    const c = tutte[k];
    if (!c) throw new Error(`inserisciInBlocchi: no column ${k}`);
    const tipo = c.getSQLType();
    return { chiave: k, nome: c.name, tipo: TIPO_RECORD[tipo] ?? tipo };
  });
  const nomi = sql.join(
    colonne.map((c) => sql.identifier(c.nome)),
    sql`, `,
  );
  const definizione = sql.raw(colonne.map((c) => `"${c.chiave}" ${c.tipo}`).join(', '));
  const lette = sql.raw(colonne.map((c) => `"${c.chiave}"`).join(', '));
  for (let i = 0; i < rows.length; i += RIGHE_PER_STATEMENT) {
    const json = JSON.stringify(rows.slice(i, i + RIGHE_PER_STATEMENT));
    await tx.execute(
      sql`insert into ${table} (${nomi}) select ${lette} from jsonb_to_recordset(${json}::jsonb) as r(${definizione})`,
    );
  }
}

export interface Quanti {
  pratiche: number;
  adesioni: number;
  crediti: number;
}

export interface Prenotati {
  pratiche: number[];
  adesioni: number[];
  /** The next values of the policy number sequence, one per policy. */
  numeri: string[];
  crediti: number[];
}

/**
 * The ids of the rows a purchase is about to write, and its policies' numbers, taken from their
 * sequences in one round trip: the rows can then point at each other (a policy at its practice,
 * a supplementary policy at the main one, a credit movement at its policy) before they are written,
 * and each kind goes in one multi-row insert. Every list ascends, so ids and numbers follow the
 * order of issue as they did when each row was written alone.
 */
export async function prenotaId(tx: Db, quanti: Quanti): Promise<Prenotati> {
  const serie = (sequenza: ReturnType<typeof sql>, n: number) =>
    sql`array(select ${sequenza}::text from generate_series(1, ${n}::int))`;
  const [riga] = await rowsOf<{
    pratiche: string[];
    adesioni: string[];
    numeri: string[];
    crediti: string[];
  }>(
    tx,
    sql`select
      ${serie(sql`nextval(pg_get_serial_sequence('pratiche', 'id'))`, quanti.pratiche)} as pratiche,
      ${serie(sql`nextval(pg_get_serial_sequence('adesioni', 'id'))`, quanti.adesioni)} as adesioni,
      ${serie(sql`nextval('adesioni_numero_seq')`, quanti.adesioni)} as numeri,
      ${serie(sql`nextval(pg_get_serial_sequence('crediti', 'id'))`, quanti.crediti)} as crediti`,
  );
  const crescenti = (v: string[]) => v.map(Number).sort((a, b) => a - b);
  return {
    pratiche: crescenti(riga!.pratiche),
    adesioni: crescenti(riga!.adesioni),
    numeri: crescenti(riga!.numeri).map(String),
    crediti: crescenti(riga!.crediti),
  };
}

import { sql, type SQL } from 'drizzle-orm';

/**
 * A statement's state as the portal shows it, computed when read rather than trusted from the stored
 * column (which the demo seed and old data may have set ahead of time): `Pagato` once marked paid or
 * once its executed payments cover its amount; otherwise `Scaduto` only after its due date has passed
 * in the portal's zone (Europe/Rome), and `Da pagare` until then, the due date itself included.
 * `e` is the alias of `estratti_conto` in the query.
 */
export function statoEstrattoSql(e: string): SQL {
  if (!/^[a-z]\w*$/.test(e)) throw new Error(`alias non valido: ${e}`);
  return sql.raw(`(case
    when ${e}.stato = 'Pagato'
      or coalesce((select sum(pe.importo) from pagamenti pe
        where pe.estratto_conto_id = ${e}.id and pe.esito = 'Eseguito'), 0) >= ${e}.importo
      then 'Pagato'
    when ${e}.scadenza < (now() at time zone 'Europe/Rome')::date then 'Scaduto'
    else 'Da pagare' end)`);
}

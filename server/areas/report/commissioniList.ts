import { sql, type SQL } from 'drizzle-orm';
import { defineList, type ResolvedList } from '../../lists';

const c = (expression: string): SQL => sql.raw(expression);
const tz = { withTimezone: true } as const;

/** The purchase window of one report call: policies bought at `from` or later and before `to`. */
export interface PurchaseWindow {
  from: SQL;
  to: SQL;
}

/** The distributor column the report's scope tests. */
export const REPORT_DISTRIBUTORE = c('k.distributore_id');

/**
 * The Distributor commission row of spec 2 §3, one per distributor and package, summed over the
 * policies bought inside the window. A cancelled policy counts for what its cancellation left
 * (movimenti_adesioni, tipo annullamento: the premium and commissions reversed by the refund's
 * percentage, the sales staff's share by the same fraction): nothing after a full refund, the kept
 * part after a partial one; one cancelled without such a movement (before cancellations were
 * recorded) counts nothing, as before. Cancelled policies are not counted among the purchases. The window sits inside the aggregate, so it is part of the
 * FROM clause (values bound), and the list is built per call; the user's filter, sort, search and
 * the caller's scope then work on the summed rows like on any list.
 *
 * @example commissioniList({ from: sql`now() - interval '1 month'`, to: sql`now()` })
 */
export function commissioniList(window: PurchaseWindow): ResolvedList {
  const key = `k.distributore_id || '-' || k.pacchetto_codice`;
  return defineList({
    name: 'reportCommissioni',
    from: sql`(select a.distributore_id, a.pacchetto_codice,
        min(a.pacchetto) as pacchetto, min(a.categoria) as categoria, min(af.ragione_sociale) as fornitore,
        count(*) filter (where a.stato <> 'annullata') as acquisti,
        coalesce(sum(case when a.stato <> 'annullata' then a.totale_premio_imposte
          else a.totale_premio_imposte + m.premio_imposte end), 0) as fatturato,
        coalesce(sum(case when a.stato <> 'annullata' then a.commissioni
          else a.commissioni + m.commissioni end), 0) as commissioni,
        coalesce(sum(case when a.stato <> 'annullata' then a.commissioni_commerciale
          else round(a.commissioni_commerciale * (a.totale_premio_imposte + m.premio_imposte)
            / nullif(a.totale_premio_imposte, 0), 2) end), 0) as commissioni_commerciale,
        max(a.data_acquisto) filter (where a.stato <> 'annullata') as ultimo,
        bool_and(a.stato = 'annullata') as nascosta
      from adesioni a
        left join (select adesione_id, sum(delta_premio_imposte) as premio_imposte,
            sum(delta_commissioni) as commissioni
          from movimenti_adesioni where tipo = 'annullamento' group by adesione_id) m
          on m.adesione_id = a.id
        left join fornitori f on f.id = a.fornitore_id
        left join anagrafiche af on af.id = f.anagrafica_id
      where a.data_acquisto >= ${window.from} and a.data_acquisto < ${window.to}
      group by a.distributore_id, a.pacchetto_codice) k
    left join distributori d on d.id = k.distributore_id
    left join anagrafiche ad on ad.id = d.anagrafica_id`,
    fields: {
      itemID: { column: c(key), type: 'string' },
      pacchetto: { column: c('k.pacchetto'), type: 'string' },
      pacchettoCodice: { column: c('k.pacchetto_codice'), type: 'string' },
      // Every policy of the package in the window was cancelled: the row earns nothing, but the
      // back office still sees that the package was sold and withdrawn.
      polizzaNascosta: { column: c('k.nascosta'), type: 'boolean' },
      categoria: { column: c('k.categoria'), type: 'string' },
      fornitore: { column: c('k.fornitore'), type: 'string' },
      distributoreID: { column: c('k.distributore_id'), type: 'number' },
      codiceDistributore: { column: c('d.codice'), type: 'string' },
      distributore: { column: c('ad.ragione_sociale'), type: 'string' },
      fatturato: { column: c('k.fatturato'), type: 'number' },
      numeroAcquisti: { column: c('k.acquisti'), type: 'number' },
      commissioniDistributore: { column: c('k.commissioni'), type: 'number' },
      commissioniCommerciale: { column: c('k.commissioni_commerciale'), type: 'number' },
      ultimoAcquisto: { column: c('k.ultimo'), type: 'date', ...tz },
    },
    // Every string field the report shows but its row key.
    fullText: {
      columns: [
        c('k.pacchetto'),
        c('k.pacchetto_codice'),
        c('k.categoria'),
        c('k.fornitore'),
        c('ad.ragione_sociale'),
        c('d.codice'),
      ],
    },
    defaultSort: [
      { field: 'distributore', direction: 'asc' },
      { field: 'pacchetto', direction: 'asc' },
    ],
    tiebreaker: c(key),
  });
}

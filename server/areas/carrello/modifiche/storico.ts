import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AreaModifica } from '../../../../schemas/domain/abilitazioniModifica';
import type { Principal } from '../../../auth/principal';
import type { Db } from '../../../db/client';
import { adesioni, storicoModifiche } from '../../../db/schema';
import { defineList, type ResolvedList } from '../../../lists';
import { adesioneVisibile } from '../../adesioni/certificato/visibilita';

/** One changed area of a change, as its history row keeps it (spec 2 §3 "Change history row"). */
export interface AreaCambiata {
  /** A changed area, or the policy's cancellation (annullamento.ts). */
  tipoModifica: AreaModifica | 'annullamento';
  /** The value before, as the change form showed it (dates `aaaa-MM-gg`, names `Cognome Nome; …`). */
  valoreOriginale: string | null;
  valoreModificato: string | null;
  /** The agent confirmed the area's warning. */
  flagWarning?: boolean;
  causale?: string | null;
}

/** One save of a change on a policy: who made it and which areas changed. */
export interface ModificaDaRegistrare {
  adesioneId: number;
  /** The user the change was made as (the impersonated one under sign-in-as). */
  userId: number;
  /** The back-office user signed in as `userId`, when there was one. */
  impersonatoreId?: number | null;
  /** A request for the back office: written, not applied (its outcome comes later, once). */
  richiestaModifica: boolean;
  aree: AreaCambiata[];
  /**
   * The save's own id, when the caller has one (a retried or double-clicked save sends the same): the
   * history then holds each area of it once. A new one otherwise.
   */
  operazioneId?: string;
}

/**
 * Appends the history rows of one change, one per changed area, in the caller's transaction `tx` (the
 * change's own, so the rows exist exactly when the change does). The rows share one operazioneId; an
 * applied change takes effect now (dataModifica), a request has none until its outcome. The table
 * refuses any later UPDATE or DELETE (migration 0018). Given an operazioneId already written, the areas
 * it holds are not written again: `ids` are the rows this call added.
 *
 * @example await db.transaction((tx) => registraModifica(tx, { adesioneId, userId, richiestaModifica: false,
 *   aree: [{ tipoModifica: 'chDate', valoreOriginale: '2027-07-01 - 2027-07-15', valoreModificato: '2027-07-04 - 2027-07-18' }] }))
 */
export async function registraModifica(
  tx: Db,
  modifica: ModificaDaRegistrare,
): Promise<{ operazioneId: string | null; ids: number[] }> {
  if (modifica.aree.length === 0) return { operazioneId: null, ids: [] };
  const operazioneId = modifica.operazioneId ?? randomUUID();
  const rows = await tx
    .insert(storicoModifiche)
    .values(
      modifica.aree.map((a) => ({
        adesioneId: modifica.adesioneId,
        operazioneId,
        tipoModifica: a.tipoModifica,
        valoreOriginale: a.valoreOriginale,
        valoreModificato: a.valoreModificato,
        flagWarning: a.flagWarning ?? false,
        causale: a.causale ?? null,
        richiestaModifica: modifica.richiestaModifica,
        dataModifica: modifica.richiestaModifica ? null : sql`now()`,
        userId: modifica.userId,
        impersonatoreId: modifica.impersonatoreId ?? null,
      })),
    )
    .onConflictDoNothing({ target: [storicoModifiche.operazioneId, storicoModifiche.tipoModifica] })
    .returning({ id: storicoModifiche.id });
  return { operazioneId, ids: rows.map((r) => r.id) };
}

const c = (expression: string): SQL => sql.raw(expression);
const tz = { withTimezone: true } as const;

/**
 * The change history of one policy as grid data (spec 2 §3 "Change history row"): every row of its
 * history with the outcome of a request — modificaEffettuata for an applied change or an accepted
 * request, modificaRifiutata (with its reason) for a refused one, both false while a request waits.
 * Newest first; the rows of one save in the order they were written. The caller's scope is the policy.
 */
export const storicoModificheList: ResolvedList = defineList({
  name: 'storicoModifiche',
  from: sql`storico_modifiche s
    left join storico_modifiche_esiti e on e.storico_modifica_id = s.id
    left join users u on u.id = s.user_id`,
  fields: {
    itemID: { column: c('s.id'), type: 'number' },
    tipoModifica: { column: c('s.tipo_modifica'), type: 'string' },
    valoreOriginale: { column: c('s.valore_originale'), type: 'string' },
    valoreModificato: { column: c('s.valore_modificato'), type: 'string' },
    flagWarning: { column: c('s.flag_warning'), type: 'boolean' },
    causale: { column: c('s.causale'), type: 'string' },
    richiestaModifica: { column: c('s.richiesta_modifica'), type: 'boolean' },
    modificaEffettuata: {
      column: c(`(not s.richiesta_modifica or coalesce(e.esito = 'modificaEffettuata', false))`),
      type: 'boolean',
    },
    modificaRifiutata: { column: c(`coalesce(e.esito = 'modificaRifiutata', false)`), type: 'boolean' },
    motivoRifiuto: { column: c('e.motivo_rifiuto'), type: 'string' },
    dataModifica: {
      column: c(`coalesce(s.data_modifica, case when e.esito = 'modificaEffettuata' then e.data_esito end)`),
      type: 'date',
      ...tz,
    },
    dataOperazione: { column: c('s.data_operazione'), type: 'date', ...tz },
    utente: { column: c('u.username'), type: 'string' },
  },
  defaultSort: [{ field: 'dataOperazione', direction: 'desc' }],
  tiebreaker: c('s.id'),
});

/** The history rows of policy `adesioneId`: the list's scope. */
export const dellaPolizza = (adesioneId: number): SQL => sql`s.adesione_id = ${adesioneId}`;

/** True when the policy exists and `user` may see it (the scope of its card and of its permissions). */
export async function polizzaVisibile(db: Db, user: Principal, adesioneId: number): Promise<boolean> {
  const rows = await db
    .select({ id: adesioni.id })
    .from(adesioni)
    .where(and(eq(adesioni.id, adesioneId), adesioneVisibile(user)))
    .limit(1);
  return rows.length > 0;
}

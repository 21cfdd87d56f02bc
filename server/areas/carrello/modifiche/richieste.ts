import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  TIPI_STORICO,
  adesioni,
  richiesteModifica,
  storicoModifiche,
  storicoModificheEsiti,
} from '../../../db/schema';
import type { Principal } from '../../../auth/principal';
import type { Db } from '../../../db/client';
import { AppError } from '../../../errors';
import { testoIt } from '../../../i18n/testi';
import { defineList, type ResolvedList } from '../../../lists';
import { supplierScope } from '../../myarea/scopes';
import { scriviMessaggi } from '../../messaggi/scrivi';
import { TESTI_MESSAGGI } from '../../messaggi/testi';

const c = (expression: string): SQL => sql.raw(expression);
const tz = { withTimezone: true } as const;

/** The words of each history type in the `aree` text ("Date di viaggio; Nominativi"), from the labels. */
const AREA_TESTO = c(
  `case s.tipo_modifica ${TIPI_STORICO.map(
    (tipo) =>
      `when '${tipo}' then '${(tipo === 'annullamento' ? 'Annullamento' : testoIt(`modifiche.area.${tipo}`)).replaceAll("'", "''")}'`,
  ).join(' ')} else s.tipo_modifica end`,
);

/**
 * The change requests (issue 26 item 5, contract 5): one row per saved request with its policy, who
 * asked, the changed areas as one text and the state its outcome gives — `inAttesa` until back office
 * or the supplier decides, then `modificaEffettuata` or `modificaRifiutata` (with the reason). The
 * outcome is per history row but decided for the whole request at once, so any row's is the request's.
 * Newest first. The caller's scope is `richiesteVisibili`.
 */
export const richiesteModificaList: ResolvedList = defineList({
  name: 'richiesteModifica',
  from: sql`richieste_modifica r
    join adesioni a on a.id = r.adesione_id
    left join distributori d on d.id = a.distributore_id
    left join anagrafiche ad on ad.id = d.anagrafica_id
    left join users u on u.id = r.user_id
    left join lateral (
      select string_agg(${AREA_TESTO}, '; ' order by s.id) as aree,
        max(e.esito) as esito,
        max(e.motivo_rifiuto) as motivo_rifiuto,
        max(e.data_esito) as data_esito
      from storico_modifiche s
      left join storico_modifiche_esiti e on e.storico_modifica_id = s.id
      where s.operazione_id = r.operazione_id
    ) x on true`,
  fields: {
    operazioneId: { column: c('r.operazione_id::text'), type: 'string' },
    itemID: { column: c('a.id'), type: 'number' },
    itemGUID: { column: c('a.item_guid::text'), type: 'string' },
    numero: { column: c('a.numero'), type: 'string' },
    distributore: { column: c('ad.ragione_sociale'), type: 'string' },
    pacchetto: { column: c('a.pacchetto'), type: 'string' },
    contraente: { column: c('a.contraente'), type: 'string' },
    dataOperazione: { column: c('r.created_at'), type: 'date', ...tz },
    aree: { column: c('x.aree'), type: 'string' },
    utente: { column: c('u.username'), type: 'string' },
    stato: { column: c(`coalesce(x.esito, 'inAttesa')`), type: 'string' },
    motivoRifiuto: { column: c('x.motivo_rifiuto'), type: 'string' },
    dataEsito: { column: c('x.data_esito'), type: 'date', ...tz },
  },
  fullText: {
    columns: [
      c('a.numero'),
      c('ad.ragione_sociale'),
      c('a.pacchetto'),
      c('a.contraente'),
      c('u.username'),
      c('x.aree'),
      c(`coalesce(x.esito, 'inAttesa')`),
      c('x.motivo_rifiuto'),
    ],
    fields: ['numero', 'distributore', 'pacchetto', 'contraente', 'utente', 'aree', 'stato', 'motivoRifiuto'],
  },
  defaultSort: [{ field: 'dataOperazione', direction: 'desc' }],
  tiebreaker: c('r.operazione_id'),
});

/**
 * Whose requests a caller decides: back office every one, a supplier's user those on its policies
 * (`adesioni.fornitoreId`), nobody else any (the routes refuse them first by permission).
 */
export function richiesteVisibili(user: Principal, fornitoreId: SQL = sql`a.fornitore_id`): SQL {
  if (user.backOffice) return sql`true`;
  return supplierScope(user, fornitoreId);
}

export const RICHIESTA_NON_TROVATA = 'Richiesta di modifica non trovata';
export const GIA_DECISA = { code: 'errore.giaDecisa', text: 'La richiesta è già stata decisa.' } as const;
export const MOTIVO_OBBLIGATORIO = {
  code: 'errore.motivoRifiuto',
  text: 'Indicare il motivo del rifiuto (al massimo 500 caratteri).',
} as const;

export type EsitoRifiuto = { esito: 'modificaRifiutata' } | { errore: 'nonTrovata' };

/**
 * Refuses the request `operazioneId` with `motivo` (contract 7): one `modificaRifiutata` outcome with the
 * reason on every history row of the request, in one transaction, once. A request the caller cannot see
 * (or none) is `nonTrovata`; one already decided — by this call or an acceptance, even one racing it — is
 * a 409 (errore.giaDecisa): the outcome's primary key is the history row, so two decisions never both land.
 */
export async function rifiutaRichiesta(
  db: Db,
  chi: { user: Principal; impersonatoreId: number | null },
  operazioneId: string,
  motivo: string,
): Promise<EsitoRifiuto> {
  return db.transaction(async (tx) => {
    const [richiesta] = await tx
      .select({
        operazioneId: richiesteModifica.operazioneId,
        userId: richiesteModifica.userId,
        numero: adesioni.numero,
      })
      .from(richiesteModifica)
      .innerJoin(adesioni, eq(adesioni.id, richiesteModifica.adesioneId))
      .where(
        and(
          eq(richiesteModifica.operazioneId, operazioneId),
          richiesteVisibili(chi.user, sql`${adesioni.fornitoreId}`),
        ),
      )
      .limit(1);
    if (!richiesta) return { errore: 'nonTrovata' } as const;
    const righe = await tx
      .select({ id: storicoModifiche.id })
      .from(storicoModifiche)
      .where(eq(storicoModifiche.operazioneId, operazioneId));
    if (righe.length === 0) return { errore: 'nonTrovata' } as const;
    const ids = righe.map((r) => r.id);
    const decise = await tx
      .select({ id: storicoModificheEsiti.storicoModificaId })
      .from(storicoModificheEsiti)
      .where(inArray(storicoModificheEsiti.storicoModificaId, ids))
      .limit(1);
    if (decise.length > 0) throw new AppError(409, { messages: [{ ...GIA_DECISA, type: 'error' }] });
    const scritte = await tx
      .insert(storicoModificheEsiti)
      .values(
        ids.map((id) => ({
          storicoModificaId: id,
          esito: 'modificaRifiutata',
          motivoRifiuto: motivo,
          userId: chi.user.id,
          impersonatoreId: chi.impersonatoreId,
        })),
      )
      .onConflictDoNothing({ target: storicoModificheEsiti.storicoModificaId })
      .returning({ id: storicoModificheEsiti.storicoModificaId });
    // A decision that landed between the check and the insert: this one writes nothing (the throw
    // rolls back the rows it did write).
    if (scritte.length !== ids.length)
      throw new AppError(409, { messages: [{ ...GIA_DECISA, type: 'error' }] });
    // The user who asked for the change is told, in the decision's transaction.
    await scriviMessaggi(
      tx,
      [richiesta.userId],
      TESTI_MESSAGGI.modificaRifiutata(richiesta.numero, motivo),
      'modifica',
    );
    return { esito: 'modificaRifiutata' } as const;
  });
}

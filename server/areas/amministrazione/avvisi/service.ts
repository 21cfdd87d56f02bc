import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Principal } from '../../../auth/principal';
import type { Db } from '../../../db/client';
import { avvisi, avvisiLetture } from '../../../db/schema';
import { badRequest, notFound } from '../../../errors';
import { AVVISI_MSG } from './messages';

/** What a notice asks of its reader (spec 2 §3 tipoVisualizzazione). */
export const TIPO = { nonMostrarePiu: 1, confermaLettura: 2, mostraSempre: 3 } as const;

export type AzioneLettura = 'conferma' | 'nonmostrarepiu';

/** One notice as GET amministrazione/popuputente gives it (spec 2 §3 Popup notice). */
export interface AvvisoUtente {
  itemID: number;
  versione: number;
  titolo: string;
  descrizione: string;
  pathFile: string | null;
  link: string | null;
  tipoVisualizzazione: number;
  modalitaVisualizzazione: number;
  posizioneApertura: number;
  idProdotto: number | null;
  idPolizza: number | null;
  /**
   * The packages of `idProdotto` (none when it is null): the product page knows the package being
   * chosen at once, its product only once the package's detail has loaded.
   */
  idPolizzeProdotto: number[];
}

/**
 * Whether the notice `a` is meant for `user` now: active, inside its validity window, and in its
 * audience. `tutti` reaches every signed-in user; `tipi` the users of a distributor whose kind is
 * listed; `distributori` the users of a listed distributor. Back office and suppliers have no
 * distributor, so only `tutti` notices reach them.
 */
function perUtente(user: Principal): SQL {
  const pubblico =
    user.distributoreId === null
      ? sql`"avvisi"."pubblico" = 'tutti'`
      : sql`("avvisi"."pubblico" = 'tutti'
          or ("avvisi"."pubblico" = 'tipi' and exists (select 1 from distributori d
                where d.id = ${user.distributoreId} and d.tipo = any("avvisi"."tipi_distributore")))
          or ("avvisi"."pubblico" = 'distributori' and exists (select 1 from avvisi_distributori ad
                where ad.avviso_id = "avvisi"."id" and ad.distributore_id = ${user.distributoreId})))`;
  return sql`"avvisi"."attivo"
    and ("avvisi"."valido_dal" is null or "avvisi"."valido_dal" <= now())
    and ("avvisi"."valido_al" is null or "avvisi"."valido_al" > now())
    and ${pubblico}`;
}

/**
 * Whether `user` has already confirmed or dismissed the notice's current version. Columns are named
 * with their table: drizzle leaves a single table's columns bare in a select list, where inside the
 * subquery they would name avvisi_letture's own.
 */
const giaLetto = (userId: number) =>
  sql`exists (select 1 from avvisi_letture l
    where l.avviso_id = "avvisi"."id" and l.user_id = ${userId} and l.versione = "avvisi"."versione")`;

/**
 * The notices due to `user` now (GET amministrazione/popuputente): those meant for them, less the
 * mode-1 and mode-2 ones whose current version they have dismissed or confirmed; mode 3 always.
 * `pathFile` is built by `linkFile` for a notice with an attached PDF.
 */
export async function avvisiDovuti(
  db: Db,
  user: Principal,
  linkFile: (fileId: number) => string,
): Promise<AvvisoUtente[]> {
  const rows = await db
    .select({
      itemID: avvisi.id,
      versione: avvisi.versione,
      titolo: avvisi.titolo,
      descrizione: avvisi.descrizione,
      fileId: avvisi.fileId,
      link: avvisi.link,
      tipoVisualizzazione: avvisi.tipoVisualizzazione,
      modalitaVisualizzazione: avvisi.modalitaVisualizzazione,
      posizioneApertura: avvisi.posizioneApertura,
      idProdotto: avvisi.idProdotto,
      idPolizza: avvisi.idPolizza,
      idPolizzeProdotto: sql<number[]>`coalesce((select array_agg(p.id order by p.id) from pacchetti p
        where p.prodotto_id = "avvisi"."id_prodotto"), '{}')`,
    })
    .from(avvisi)
    .where(
      and(
        perUtente(user),
        sql`(${avvisi.tipoVisualizzazione} = ${TIPO.mostraSempre} or not ${giaLetto(user.id)})`,
      ),
    )
    .orderBy(asc(avvisi.posizioneApertura), asc(avvisi.id));
  return rows.map(({ fileId, ...r }) => ({ ...r, pathFile: fileId === null ? null : linkFile(fileId) }));
}

/**
 * Records that `user` confirmed (`conferma`) or dismissed (`nonmostrarepiu`) version `versione` of a
 * notice meant for them. A notice not meant for them (another agency's, inactive, out of its window,
 * unknown) is a 404; an old version a 400, so nobody confirms a text they did not see; a mode-3 notice
 * has nothing to confirm, and a mode-2 one is confirmed, not dismissed. A second call for the same
 * version adds nothing (the first row is the proof) and answers the same. Returns whether a row was
 * added.
 */
export async function registraLettura(
  db: Db,
  who: { user: Principal; impersonatorId: number | null },
  avvisoId: number,
  versione: number,
  azione: AzioneLettura,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Locks the notice so a concurrent edit or a double click cannot slip between check and write.
    const [a] = await tx
      .select({
        versione: avvisi.versione,
        tipo: avvisi.tipoVisualizzazione,
        letto: giaLetto(who.user.id).mapWith(Boolean),
      })
      .from(avvisi)
      .where(and(eq(avvisi.id, avvisoId), perUtente(who.user)))
      .for('update');
    if (!a) throw notFound(AVVISI_MSG.nonTrovato);
    if (a.tipo === TIPO.mostraSempre)
      throw badRequest(AVVISI_MSG.sempreVisibile.code, AVVISI_MSG.sempreVisibile.text);
    if (a.tipo === TIPO.confermaLettura && azione === 'nonmostrarepiu')
      throw badRequest(AVVISI_MSG.soloConferma.code, AVVISI_MSG.soloConferma.text);
    if (versione !== a.versione)
      throw badRequest(AVVISI_MSG.versioneSuperata.code, AVVISI_MSG.versioneSuperata.text);
    if (a.letto) return false;
    await tx.insert(avvisiLetture).values({
      avvisoId,
      versione,
      userId: who.user.id,
      impersonatoreId: who.impersonatorId,
      azione,
    });
    return true;
  });
}

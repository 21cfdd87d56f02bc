import { and, eq, inArray } from 'drizzle-orm';
import {
  abilitazioniPiatte,
  AREE_MODIFICA,
  REGOLA_NON_MODIFICABILE,
  type AreaModifica,
  type RegolaModifica,
} from '../../../../schemas/domain/abilitazioniModifica';
import type { AbilitazioniModifica } from '../../../../schemas/types';
import type { Principal } from '../../../auth/principal';
import type { Db } from '../../../db/client';
import {
  adesioni,
  distributori,
  pacchetti,
  pacchettiDistributori,
  pacchettiDistributoriModifiche,
  pacchettiModifiche,
} from '../../../db/schema';
import { adesioneVisibile } from '../../adesioni/certificato/visibilita';

type RigaRegola = { area: AreaModifica } & RegolaModifica;

const regola = (r: RigaRegola): RegolaModifica => ({
  modificabile: r.modificabile,
  deltaGiorni: r.deltaGiorni,
  causali: r.causali,
  causaleObbligatoria: r.causaleObbligatoria,
  flagWarning: r.flagWarning,
  messaggioWarning: r.messaggioWarning,
  messaggioToDo: r.messaggioToDo,
});

const COLONNE = {
  area: pacchettiModifiche.area,
  modificabile: pacchettiModifiche.modificabile,
  deltaGiorni: pacchettiModifiche.deltaGiorni,
  causali: pacchettiModifiche.causali,
  causaleObbligatoria: pacchettiModifiche.causaleObbligatoria,
  flagWarning: pacchettiModifiche.flagWarning,
  messaggioWarning: pacchettiModifiche.messaggioWarning,
  messaggioToDo: pacchettiModifiche.messaggioToDo,
};
const COLONNE_OFFERTA = {
  area: pacchettiDistributoriModifiche.area,
  modificabile: pacchettiDistributoriModifiche.modificabile,
  deltaGiorni: pacchettiDistributoriModifiche.deltaGiorni,
  causali: pacchettiDistributoriModifiche.causali,
  causaleObbligatoria: pacchettiDistributoriModifiche.causaleObbligatoria,
  flagWarning: pacchettiDistributoriModifiche.flagWarning,
  messaggioWarning: pacchettiDistributoriModifiche.messaggioWarning,
  messaggioToDo: pacchettiDistributoriModifiche.messaggioToDo,
};

/**
 * The change permissions of an issued policy (spec 2 §3 "Change permissions"), or null when the
 * policy does not exist or the user may not see it (scoped as its card: adesioneVisibile).
 *
 * From the catalogue: the package's row per area (pacchetti_modifiche; an area without one may not
 * change) and its soloRichiestaModifica, each replaced by the selling distributor's offer of the
 * package when that offer declares its own — the distributor's offer row, else (a member agency
 * selling its network's catalogue) the network's.
 */
export async function abilitazioniDi(
  db: Db,
  user: Principal,
  adesioneId: number,
): Promise<AbilitazioniModifica | null> {
  const [polizza] = await db
    .select({
      pacchettoId: pacchetti.id,
      soloRichiestaModifica: pacchetti.soloRichiestaModifica,
      distributoreId: adesioni.distributoreId,
      networkId: distributori.networkId,
    })
    .from(adesioni)
    .innerJoin(distributori, eq(distributori.id, adesioni.distributoreId))
    .leftJoin(pacchetti, eq(pacchetti.id, adesioni.pacchettoId))
    .where(and(eq(adesioni.id, adesioneId), adesioneVisibile(user)))
    .limit(1);
  if (!polizza) return null;

  const regole = Object.fromEntries(AREE_MODIFICA.map((a) => [a, REGOLA_NON_MODIFICABILE])) as Record<
    AreaModifica,
    RegolaModifica
  >;
  if (polizza.pacchettoId === null) return abilitazioniPiatte(regole, false);
  const pacchettoId = polizza.pacchettoId;

  for (const r of await db
    .select(COLONNE)
    .from(pacchettiModifiche)
    .where(eq(pacchettiModifiche.pacchettoId, pacchettoId)))
    regole[r.area] = regola(r);

  const venditori = [polizza.distributoreId, ...(polizza.networkId === null ? [] : [polizza.networkId])];
  const offerte = await db
    .select({
      distributoreId: pacchettiDistributori.distributoreId,
      soloRichiestaModifica: pacchettiDistributori.soloRichiestaModifica,
    })
    .from(pacchettiDistributori)
    .where(
      and(
        eq(pacchettiDistributori.pacchettoId, pacchettoId),
        inArray(pacchettiDistributori.distributoreId, venditori),
      ),
    );
  const offerta =
    offerte.find((o) => o.distributoreId === polizza.distributoreId) ??
    offerte.find((o) => o.distributoreId === polizza.networkId);
  let soloRichiestaModifica = polizza.soloRichiestaModifica ?? false;
  if (offerta) {
    soloRichiestaModifica = offerta.soloRichiestaModifica ?? soloRichiestaModifica;
    const propri = await db
      .select(COLONNE_OFFERTA)
      .from(pacchettiDistributoriModifiche)
      .where(
        and(
          eq(pacchettiDistributoriModifiche.pacchettoId, pacchettoId),
          eq(pacchettiDistributoriModifiche.distributoreId, offerta.distributoreId),
        ),
      );
    for (const r of propri) regole[r.area] = regola(r);
  }
  return abilitazioniPiatte(regole, soloRichiestaModifica);
}

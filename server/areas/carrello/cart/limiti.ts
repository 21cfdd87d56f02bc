import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rowsOf';
import { badRequest } from '../../../errors';

/**
 * Travellers one cart item may insure. A coach group or a school trip is 50–100, a tour operator's
 * departure rarely a few hundred; a bigger group is several items.
 */
export const MAX_PARTECIPANTI_ITEM = 500;

/**
 * Policies one purchase may issue: with «Documento Singolo» each traveller is a practice and a
 * policy (one per package and supplementary policy), all written in the purchase's one transaction,
 * which on the embedded database holds every other request off (issue 23 defect 7: 3,000 took 22 s).
 * 500 is the biggest group's item alone; see bench/README.md, "One big purchase".
 */
export const MAX_POLIZZE_ACQUISTO = 500;

/** People one purchase may insure (each a participant row written, read back and named on its policies). */
export const MAX_ASSICURATI_ACQUISTO = 2_000;

const numero = (n: number) => new Intl.NumberFormat('it-IT', { useGrouping: 'always' }).format(n);

export const TESTO_LIMITI = {
  partecipanti: (n: number) =>
    `Un prodotto del carrello può assicurare al massimo ${numero(MAX_PARTECIPANTI_ITEM)} partecipanti ` +
    `(ne sono stati indicati ${numero(n)}): dividere il gruppo in più prodotti`,
  polizzeCarrello: (n: number) =>
    `Un acquisto può emettere al massimo ${numero(MAX_POLIZZE_ACQUISTO)} polizze: con questo prodotto il ` +
    `carrello ne emetterebbe ${numero(n)} (con «Documento Singolo» ogni partecipante ha la sua polizza). ` +
    `Acquistare prima i prodotti presenti o ridurre i partecipanti`,
  assicuratiCarrello: (n: number) =>
    `Un acquisto può assicurare al massimo ${numero(MAX_ASSICURATI_ACQUISTO)} persone: con questo prodotto il ` +
    `carrello ne assicurerebbe ${numero(n)}. Acquistare prima i prodotti presenti o ridurre i partecipanti`,
  polizzeAcquisto: (n: number) =>
    `Un acquisto può emettere al massimo ${numero(MAX_POLIZZE_ACQUISTO)} polizze e il carrello ne ` +
    `emetterebbe ${numero(n)}: eliminare alcuni prodotti e acquistarli con un acquisto successivo`,
  assicuratiAcquisto: (n: number) =>
    `Un acquisto può assicurare al massimo ${numero(MAX_ASSICURATI_ACQUISTO)} persone e il carrello ne ` +
    `assicurerebbe ${numero(n)}: eliminare alcuni prodotti e acquistarli con un acquisto successivo`,
};

/** Travellers an item names or declares (a group with its participants document declares them). */
export function partecipantiDichiarati(partecipanti: unknown[] | null | undefined, numero: unknown): number {
  const dichiarati = Math.trunc(Number(numero ?? 0));
  return Math.max(partecipanti?.length ?? 0, Number.isFinite(dichiarati) ? dichiarati : 0);
}

const lunghezza = (campo: ReturnType<typeof sql>) =>
  sql`(case when jsonb_typeof(${campo}) = 'array' then jsonb_array_length(${campo}) else 0 end)`;

/**
 * What the user's cart would issue, counted as the purchase issues it: per item, one practice per
 * participant with tesseraSingola (one in all otherwise), each with a policy for the package and one
 * per supplementary policy; and the people insured, named or declared. Read in SQL, so the
 * participants stay in the database.
 */
export async function contenutoCarrello(
  db: Db,
  userId: number,
): Promise<{ polizze: number; assicurati: number }> {
  const partecipanti = lunghezza(sql`dati->'partecipanti'`);
  const collegati = lunghezza(sql`dati->'prodottiCollegati'`);
  const dichiarati = sql`(case when jsonb_typeof(dati->'parametri'->'numeroPartecipanti') = 'number'
    then (dati->'parametri'->>'numeroPartecipanti')::numeric else 0 end)`;
  const [riga] = await rowsOf<{ polizze: number; assicurati: number }>(
    db,
    sql`select
        coalesce(sum((case when dati->>'tesseraSingola' = 'true' then greatest(1, ${partecipanti}) else 1 end)
          * (1 + ${collegati})), 0)::int as polizze,
        coalesce(sum(greatest(${partecipanti}, ${dichiarati})), 0)::int as assicurati
      from carrello_items where user_id = ${userId}`,
  );
  return { polizze: Number(riga?.polizze ?? 0), assicurati: Number(riga?.assicurati ?? 0) };
}

/**
 * Refuses the user's cart as it now stands when one purchase could not issue it, in the words of
 * `dove`: the cart's (the item just saved is rolled back) or the purchase's (nothing is bought).
 */
export async function entroILimiti(db: Db, userId: number, dove: 'carrello' | 'acquisto'): Promise<void> {
  const { polizze, assicurati } = await contenutoCarrello(db, userId);
  const T = TESTO_LIMITI;
  if (dove === 'carrello') {
    if (polizze > MAX_POLIZZE_ACQUISTO)
      throw badRequest('carrello.troppePolizze', T.polizzeCarrello(polizze));
    if (assicurati > MAX_ASSICURATI_ACQUISTO)
      throw badRequest('carrello.troppiAssicurati', T.assicuratiCarrello(assicurati));
  } else {
    if (polizze > MAX_POLIZZE_ACQUISTO)
      throw badRequest('acquisto.troppePolizze', T.polizzeAcquisto(polizze));
    if (assicurati > MAX_ASSICURATI_ACQUISTO)
      throw badRequest('acquisto.troppiAssicurati', T.assicuratiAcquisto(assicurati));
  }
}

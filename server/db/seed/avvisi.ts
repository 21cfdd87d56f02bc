import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { avvisi, avvisiDistributori, avvisiLetture, distributori, users } from '../schema';

/**
 * Three popup notices and one confirmation, so both admin grids (Avvisi, Conferme di lettura) show
 * rows on a fresh start (issue 28). None pops up to a demo user the end-to-end tests sign in as: the
 * notice for everybody and the one for agencies are switched off (attivo false, as back office leaves
 * a notice it has done with), and the active one is for Dolomiti Travel (AG0003), which has no demo
 * user. The agency `agenzia` dismissed the agencies' notice while it was active.
 */
export async function seedAvvisi(db: Db): Promise<void> {
  const [agenzia] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'agenzia'));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const [dolomiti] = await db
    .select({ id: distributori.id })
    .from(distributori)
    .where(inArray(distributori.codice, ['AG0003']));
  if (!agenzia || !admin || !dolomiti) return;
  const creatoDa = admin.id;
  const [, condizioni, listino] = await db
    .insert(avvisi)
    .values([
      {
        titolo: 'Manutenzione programmata del portale',
        descrizione: '<p>Domenica dalle 2:00 alle 4:00 il portale non sarà disponibile.</p>',
        tipoVisualizzazione: 3,
        posizioneApertura: 2,
        pubblico: 'tutti',
        attivo: false,
        creatoDa,
      },
      {
        titolo: 'Nuove condizioni di polizza 2027',
        descrizione:
          '<p>Dal 1° gennaio cambiano le <b>condizioni generali</b> dei prodotti annullamento.</p>',
        link: 'https://www.overins.it/condizioni-2027',
        tipoVisualizzazione: 1,
        posizioneApertura: 4,
        pubblico: 'tipi',
        tipiDistributore: ['agenziadettagliante'],
        attivo: false,
        creatoDa,
      },
      {
        titolo: 'Aggiornamento listino Dolomiti',
        descrizione: '<p>Confermate di aver letto il nuovo listino delle polizze neve.</p>',
        tipoVisualizzazione: 2,
        modalitaVisualizzazione: 2,
        posizioneApertura: 1,
        pubblico: 'distributori',
        creatoDa,
      },
    ])
    .returning({ id: avvisi.id });
  await db.insert(avvisiDistributori).values({ avvisoId: listino!.id, distributoreId: dolomiti.id });
  await db.insert(avvisiLetture).values({
    avvisoId: condizioni!.id,
    versione: 1,
    userId: agenzia.id,
    azione: 'nonmostrarepiu',
  });
}

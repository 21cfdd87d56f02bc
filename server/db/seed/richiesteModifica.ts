import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { adesioni, partecipanti, pratiche, richiesteModifica, users } from '../schema';
import { registraModifica, type AreaCambiata } from '../../areas/carrello/modifiche/storico';
import { SOLO_RICHIESTA_MODIFICA } from './catalogoModifiche';

const DAY = 86_400_000;
const piu = (iso: string, giorni: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + giorni * DAY).toISOString().slice(0, 10);

/**
 * Two change requests of the demo agency waiting for the back office (issue 26 item 5), so the
 * `Richieste di modifica` list shows something on a fresh start: on its policies of a request-only
 * package when it has some (ANN-SP), else on any of its policies for a trip still to come. One moves the
 * trip by three days, the other corrects the first participant's surname. Each is written as the save
 * writes a request: its history rows (registraModifica, not applied) and the request body it would
 * apply (contract 2), on the policy's current version.
 */
export async function seedRichiesteModifica(db: Db): Promise<void> {
  const [agenzia] = await db
    .select({ id: users.id, distributoreId: users.distributoreId })
    .from(users)
    .where(eq(users.username, 'agenzia'));
  if (!agenzia?.distributoreId) return;
  const polizze = await db
    .select({
      id: adesioni.id,
      praticaId: adesioni.praticaId,
      versione: adesioni.versione,
      inizioViaggio: adesioni.inizioViaggio,
      fineViaggio: adesioni.fineViaggio,
      numeroPartecipanti: adesioni.numeroPartecipanti,
      importoViaggio: pratiche.importoViaggio,
    })
    .from(adesioni)
    .innerJoin(pratiche, eq(pratiche.id, adesioni.praticaId))
    .where(
      and(
        eq(adesioni.distributoreId, agenzia.distributoreId),
        eq(adesioni.stato, 'emessa'),
        gt(adesioni.inizioViaggio, sql`current_date + 10`),
      ),
    )
    .orderBy(
      desc(
        sql`${adesioni.pacchettoCodice} in (${sql.join(
          SOLO_RICHIESTA_MODIFICA.map((c) => sql`${c}`),
          sql`, `,
        )})`,
      ),
      asc(adesioni.id),
    )
    .limit(2);

  for (const [i, p] of polizze.entries()) {
    const persone = await db
      .select()
      .from(partecipanti)
      .where(eq(partecipanti.praticaId, p.praticaId))
      .orderBy(asc(partecipanti.ordine));
    const elenco = persone.map((x) => ({
      ItemID: x.id,
      Cognome: x.cognome,
      Nome: x.nome,
      CodiceFiscale: x.codiceFiscale,
      DataNascita: x.dataNascita,
    }));
    const nominativi = (e: typeof elenco) => e.map((x) => `${x.Cognome} ${x.Nome}`).join('; ');
    let inizio = p.inizioViaggio;
    let fine = p.fineViaggio;
    let nuovoElenco = elenco;
    let area: AreaCambiata;
    if (i === 0 || elenco.length === 0) {
      inizio = piu(p.inizioViaggio, 3);
      fine = piu(p.fineViaggio, 3);
      area = {
        tipoModifica: 'chDate',
        valoreOriginale: `${p.inizioViaggio} - ${p.fineViaggio}`,
        valoreModificato: `${inizio} - ${fine}`,
        causale: 'Richiesta del cliente',
      };
    } else {
      nuovoElenco = elenco.map((x, n) => (n === 0 ? { ...x, Cognome: `${x.Cognome}i` } : x));
      area = {
        tipoModifica: 'chNomi',
        valoreOriginale: nominativi(elenco),
        valoreModificato: nominativi(nuovoElenco),
        causale: 'Errore di inserimento',
      };
    }
    const { operazioneId } = await registraModifica(db, {
      adesioneId: p.id,
      userId: agenzia.id,
      richiestaModifica: true,
      aree: [area],
    });
    await db.insert(richiesteModifica).values({
      operazioneId: operazioneId!,
      adesioneId: p.id,
      versioneBase: p.versione,
      userId: agenzia.id,
      richiesta: {
        adesioneModificata: {
          itemID: p.id,
          inizioViaggio: inizio,
          fineViaggio: fine,
          importoViaggio: p.importoViaggio === null ? null : Number(p.importoViaggio),
          numeroPartecipanti: p.numeroPartecipanti,
          partecipantiElenco: nuovoElenco,
        },
        richiestaModifica: true,
        versione: p.versione,
        ...(area.tipoModifica === 'chDate'
          ? { chDateCausale: area.causale }
          : { chNomiCausale: area.causale }),
      },
    });
  }
}

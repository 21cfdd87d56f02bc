import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { adesioni, pacchetti, partecipanti, pratiche, prodotti, users } from '../../../db/schema';
import type { Volo } from '../../../../schemas/types';
import { registraDichiarazione } from '../../carrello/dichiarazioni/registraDichiarazione';

export interface PolizzaDiProva {
  username: string;
  pacchettoCodice: string;
  assicurati: number;
  voli?: Volo[];
  credito?: boolean;
  dichiarazione?: boolean;
  principaleId?: number;
  numero: string;
}

/** Test and bench data: a policy written straight into the tables, as the purchase would write it. */
export async function creaPolizzaDiProva(db: Db, p: PolizzaDiProva) {
  const [user] = await db.select().from(users).where(eq(users.username, p.username));
  const [pack] = await db
    .select({ id: pacchetti.id, nome: pacchetti.nome, fornitoreId: prodotti.fornitoreId })
    .from(pacchetti)
    .innerJoin(prodotti, eq(prodotti.id, pacchetti.prodottoId))
    .where(eq(pacchetti.codice, p.pacchettoCodice));
  if (!user?.distributoreId || !pack)
    throw new Error(`no distributor user ${p.username} or package ${p.pacchettoCodice}`);
  const [pratica] = await db
    .insert(pratiche)
    .values({
      distributoreId: user.distributoreId,
      userId: user.id,
      riferimentoPratica: `RIF-${p.numero}`,
      inizioViaggio: '2027-07-01',
      fineViaggio: '2027-07-15',
      importoViaggio: '2400.00',
      numeroPartecipanti: p.assicurati,
    })
    .returning();
  const persone = Array.from({ length: p.assicurati }, (_, i) => ({
    praticaId: pratica!.id,
    ordine: i,
    cognome: i === 0 ? 'Ødegård' : `Cognome${i}`,
    nome: i === 0 ? 'Łukasz' : `Nome${i}`,
    codiceFiscale: `RSSMRA80A01H50${String(i).padStart(2, '0')}`,
    dataNascita: `19${60 + i}-03-0${(i % 9) + 1}`,
  }));
  await db.insert(partecipanti).values(persone);
  const dichiarazioneId = p.dichiarazione
    ? await registraDichiarazione(
        db,
        { userId: user.id, impersonatoreId: null, distributoreId: user.distributoreId },
        pack.id,
        { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
      )
    : null;
  const [row] = await db
    .insert(adesioni)
    .values({
      numero: p.numero,
      praticaId: pratica!.id,
      pacchettoId: pack.id,
      pacchetto: pack.nome,
      pacchettoCodice: p.pacchettoCodice,
      fornitoreId: pack.fornitoreId,
      distributoreId: user.distributoreId,
      userId: user.id,
      dataAcquisto: new Date('2026-11-25T10:00:00Z'),
      inizioViaggio: '2027-07-01',
      fineViaggio: '2027-07-15',
      destinazione: 'Francia',
      nazionalita: 'Italia',
      numeroPartecipanti: p.assicurati,
      riferimentoPratica: `RIF-${p.numero}`,
      contraente: `${persone[0]!.cognome} ${persone[0]!.nome}`,
      totalePremio: '1000.00',
      totalePremioImposte: '1212.50',
      commissioni: '145.50',
      totalePremioDaPagare: '1067.00',
      acquistataConCredito: p.credito ?? false,
      adesionePrincipaleId: p.principaleId ?? null,
      dichiarazioneId,
      datiAggiuntivi: [{ descrizione: 'Numero prenotazione', value: 'PNR-4711' }],
      datiExtra: { datiVolo: p.voli ?? [] },
    })
    .returning({ id: adesioni.id, itemGuid: adesioni.itemGuid });
  return { id: row!.id, itemGuid: row!.itemGuid, pacchettoId: pack.id, fornitoreId: pack.fornitoreId };
}

export const VOLO_DI_PROVA: Volo = {
  numeroVolo: 'AZ610',
  numero_volo_pdf: 'AZ 610',
  aeroportoPartenzaIata: 'FCO',
  aeroportoArrivoIata: 'JFK',
  timestampPartenza: '2027-07-01T10:15:00+02:00',
  timestampArrivo: '2027-07-01T13:40:00-04:00',
  aeroportoPartenza: 'Roma Fiumicino',
  aeroportoArrivo: 'New York John F. Kennedy',
  compagnia: 'ITA Airways',
};

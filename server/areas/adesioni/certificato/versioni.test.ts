import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adesioni, adesioniVersioni, pacchetti, prodotti } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { datiCertificato } from './datiCertificato';
import { creaPolizzaDiProva } from './polizzaDiProva';
import { datiVersione, elencoVersioni, salvaVersioneCertificato, titoloVersione } from './versioni';

let t: TestApp;
let polizza: Awaited<ReturnType<typeof creaPolizzaDiProva>>;

beforeAll(async () => {
  t = await createTestApp();
  const [pack] = await t.db
    .select({ codice: pacchetti.codice })
    .from(pacchetti)
    .innerJoin(prodotti, eq(prodotti.id, pacchetti.prodottoId))
    .orderBy(pacchetti.id)
    .limit(1);
  polizza = await creaPolizzaDiProva(t.db, {
    username: 'agenzia',
    pacchettoCodice: pack!.codice,
    assicurati: 2,
    dichiarazione: true,
    numero: 'TEST-VERS-00001',
  });
});
afterAll(() => t?.close());

/** A change as its caller makes it: version before, update, version after, in one transaction. */
const cambiaDate = (inizio: string, fine: string, operazioneId: string) =>
  t.db.transaction(async (tx) => {
    const [prima] = await tx.select().from(adesioni).where(eq(adesioni.id, polizza.id));
    await salvaVersioneCertificato(tx, polizza.id, {
      versione: prima!.versione,
      modifiche: null,
      operazioneId: null,
    });
    await tx
      .update(adesioni)
      .set({
        inizioViaggio: inizio,
        fineViaggio: fine,
        stato: 'modificata',
        versione: sql`${adesioni.versione} + 1`,
      })
      .where(eq(adesioni.id, polizza.id));
    await salvaVersioneCertificato(tx, polizza.id, {
      versione: prima!.versione + 1,
      modifiche: [
        {
          tipoModifica: 'chDate',
          valoreOriginale: `${prima!.inizioViaggio} - ${prima!.fineViaggio}`,
          valoreModificato: `${inizio} - ${fine}`,
        },
      ],
      operazioneId,
    });
    return prima!.versione + 1;
  });

describe('salvaVersioneCertificato', () => {
  it('captures version 1 as issued and version 2 as changed, inside the change transaction', async () => {
    const issued = await datiCertificato(t.db, polizza.itemGuid);
    const op = '11111111-1111-4111-8111-111111111111';
    expect(await cambiaDate('2027-08-01', '2027-08-20', op)).toBe(2);

    const v1 = await datiVersione(t.db, polizza.id, 1);
    const v2 = await datiVersione(t.db, polizza.id, 2);
    expect(v1?.modifiche).toBeNull();
    expect(v1?.operazioneId).toBeNull();
    expect(v1?.dati.adesione.inizioViaggio).toBe('2027-07-01');
    expect(v1?.dati.adesione.versione).toBe(1);
    expect(v2?.dati.adesione.inizioViaggio).toBe('2027-08-01');
    expect(v2?.dati.adesione.fineViaggio).toBe('2027-08-20');
    expect(v2?.operazioneId).toBe(op);
    expect(v2?.modifiche).toEqual([
      {
        tipoModifica: 'chDate',
        valoreOriginale: '2027-07-01 - 2027-07-15',
        valoreModificato: '2027-08-01 - 2027-08-20',
      },
    ]);
    // Read back as the PDF needs it: dates as dates, everything else as it was.
    expect(v1!.dati.adesione.dataAcquisto).toBeInstanceOf(Date);
    expect(v1!.dati.adesione.dataAcquisto.toISOString()).toBe(issued!.adesione.dataAcquisto.toISOString());
    expect(v1!.dati.dichiarazione?.createdAt).toBeInstanceOf(Date);
    expect(v1!.dati.dichiarazione?.createdAt.getTime()).toBe(issued!.dichiarazione!.createdAt.getTime());
    expect(v1!.dati.assicurati.map((p) => `${p.cognome} ${p.nome} ${p.dataNascita}`)).toEqual(
      issued!.assicurati.map((p) => `${p.cognome} ${p.nome} ${p.dataNascita}`),
    );
    expect(v1!.dati.garanzie).toEqual(JSON.parse(JSON.stringify(issued!.garanzie)));
    // The stored JSON holds text, not objects that JSON cannot keep.
    const [raw] = await t.db
      .select({ dati: adesioniVersioni.dati })
      .from(adesioniVersioni)
      .where(eq(adesioniVersioni.adesioneId, polizza.id))
      .limit(1);
    expect(typeof (raw!.dati as { adesione: { dataAcquisto: unknown } }).adesione.dataAcquisto).toBe(
      'string',
    );
  });

  it('a second change keeps version 1 and 2 as they were and adds 3', async () => {
    expect(await cambiaDate('2027-09-01', '2027-09-10', '22222222-2222-4222-8222-222222222222')).toBe(3);
    expect((await datiVersione(t.db, polizza.id, 1))?.dati.adesione.inizioViaggio).toBe('2027-07-01');
    expect((await datiVersione(t.db, polizza.id, 2))?.dati.adesione.inizioViaggio).toBe('2027-08-01');
    expect((await datiVersione(t.db, polizza.id, 3))?.dati.adesione.inizioViaggio).toBe('2027-09-01');
    expect((await elencoVersioni(t.db, polizza.id)).map((v) => [v.versione, v.titolo])).toEqual([
      [1, 'Certificato originale'],
      [2, 'Appendice di variazione n. 1'],
      [3, 'Appendice di variazione n. 2'],
    ]);
  });

  it('is a no-op for a version already stored, and rolls back with the change', async () => {
    await t.db.transaction(async (tx) => {
      await salvaVersioneCertificato(tx, polizza.id, { versione: 2, modifiche: [], operazioneId: null });
    });
    expect((await datiVersione(t.db, polizza.id, 2))?.dati.adesione.inizioViaggio).toBe('2027-08-01');
    await expect(
      t.db.transaction(async (tx) => {
        await salvaVersioneCertificato(tx, polizza.id, { versione: 4, modifiche: [], operazioneId: null });
        throw new Error('annullata');
      }),
    ).rejects.toThrow('annullata');
    expect(await datiVersione(t.db, polizza.id, 4)).toBeNull();
  });

  it('refuses a policy that does not exist or a version below 1', async () => {
    await expect(
      salvaVersioneCertificato(t.db, 999_999, { versione: 1, modifiche: null, operazioneId: null }),
    ).rejects.toThrow();
    await expect(
      salvaVersioneCertificato(t.db, polizza.id, { versione: 0, modifiche: null, operazioneId: null }),
    ).rejects.toThrow();
  });

  it('titles', () => {
    expect(titoloVersione(1)).toBe('Certificato originale');
    expect(titoloVersione(4)).toBe('Appendice di variazione n. 3');
  });
});

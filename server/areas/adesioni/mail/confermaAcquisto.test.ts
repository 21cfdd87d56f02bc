import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquisti, adesioni, anagrafiche, distributori, pacchetti, users } from '../../../db/schema';
import { createMailer } from '../../../adapters/mail';
import { readPdf } from '../../../test/readPdf';
import { startSmtpCapture, type CapturedMail } from '../../../test/smtpCapture';
import { createTestApp, type TestApp } from '../../../test/testApp';
import { verificaTokenCertificato, segretoLink } from '../certificato/linkCertificato';
import { creaPolizzaDiProva } from '../certificato/polizzaDiProva';
import { certificatoPdf } from '../certificato/certificatoPdf';
import {
  accodaConfermaAcquisto,
  CONFERMA_ACQUISTO,
  inviaConfermaAcquisto,
  MAX_ALLEGATI,
  type Certificato,
} from './confermaAcquisto';
import { testoConfermaAcquisto } from './testoConfermaAcquisto';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let agenzia: { userId: number; distributoreId: number; email: string; agenziaEmail: string };
let numeroPolizza = 0;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ smtpUrl: smtp.url });
  const [u] = await t.db
    .select({
      id: users.id,
      email: users.email,
      distributoreId: users.distributoreId,
      agenziaEmail: anagrafiche.email,
    })
    .from(users)
    .innerJoin(distributori, eq(distributori.id, users.distributoreId))
    .innerJoin(anagrafiche, eq(anagrafiche.id, distributori.anagraficaId))
    .where(eq(users.username, 'agenzia'));
  agenzia = {
    userId: u!.id,
    distributoreId: u!.distributoreId!,
    email: u!.email,
    agenziaEmail: u!.agenziaEmail!,
  };
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** `quante` policies (two by default) written as the purchase writes them, and the purchase row naming them. */
async function acquistoDiProva(
  tx: TestApp['db'],
  quante = 2,
): Promise<{ acquistoId: number; numeri: string[] }> {
  const [pack] = await tx.select({ codice: pacchetti.codice }).from(pacchetti).orderBy(pacchetti.id).limit(1);
  const numeri = Array.from({ length: quante }, () => `CONF-2026-${++numeroPolizza}`);
  const polizze = [];
  for (const [i, numero] of numeri.entries())
    polizze.push(
      await creaPolizzaDiProva(tx, {
        username: 'agenzia',
        pacchettoCodice: pack!.codice,
        assicurati: (i % 2) + 1,
        numero,
      }),
    );
  const [acquisto] = await tx
    .insert(acquisti)
    .values({ userId: agenzia.userId, distributoreId: agenzia.distributoreId, risultato: { status: 'ok' } })
    .returning({ id: acquisti.id });
  await tx
    .update(adesioni)
    .set({ acquistoId: acquisto!.id })
    .where(
      inArray(
        adesioni.id,
        polizze.map((p) => p.id),
      ),
    );
  return { acquistoId: acquisto!.id, numeri };
}

/** The attachments of a captured mail: file name and decoded content. */
function allegati(mail: CapturedMail): Array<{ filename: string; content: Buffer }> {
  const out = [];
  for (const part of mail.raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const name = /filename="?([^";\r\n]+)"?/i.exec(part)?.[1];
    if (!name) continue;
    const body = part
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('');
    out.push({ filename: name, content: Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64') });
  }
  return out;
}

describe('the purchase confirmation mail', () => {
  it('is not sent when the purchase rolls back', async () => {
    const before = smtp.mails.length;
    let annullato = 0;
    await expect(
      t.db.transaction(async (tx) => {
        ({ acquistoId: annullato } = await acquistoDiProva(tx));
        await accodaConfermaAcquisto(tx, annullato);
        throw new Error('acquisto annullato');
      }),
    ).rejects.toThrow('acquisto annullato');
    await t.app.coda.svuotata(CONFERMA_ACQUISTO);
    expect(smtp.mails.length).toBe(before);
    const jobs = (await t.db.execute(
      sql`select id from pgboss.job where name = ${CONFERMA_ACQUISTO} and data->>'acquistoId' = ${String(annullato)}`,
    )) as unknown as { rows: unknown[] };
    expect(jobs.rows).toEqual([]);
  });

  it('reaches the agency, the buyer in copy, with every certificate attached, once the purchase commits', async () => {
    const before = smtp.mails.length;
    const { numeri } = await t.db.transaction(async (tx) => {
      const acquisto = await acquistoDiProva(tx);
      await accodaConfermaAcquisto(tx, acquisto.acquistoId);
      return acquisto;
    });
    await t.app.coda.svuotata(CONFERMA_ACQUISTO);
    const nuove = smtp.mails.slice(before);
    expect(nuove).toHaveLength(1);
    const mail = nuove[0]!;
    expect(mail.to.sort()).toEqual([agenzia.agenziaEmail, agenzia.email].sort());
    expect(mail.raw).toMatch(new RegExp(`^Cc: ${agenzia.email}`, 'im'));
    expect(mail.subject).toBe('Conferma acquisto – 2 polizze');
    for (const numero of numeri) expect(mail.text).toContain(`Polizza n. ${numero}`);
    // Each test policy's premium with taxes is 1.212,50 €.
    expect(mail.text).toContain('Premio totale: 1.212,50');
    expect(mail.text).toContain('Totale: 2.425,00');
    expect(mail.text).toContain('Viaggio: dal 01/07/2027 al 15/07/2027');
    expect(mail.text).toContain('Contraente: Ødegård Łukasz');

    const files = allegati(mail);
    expect(files.map((f) => f.filename)).toEqual(numeri.map((n) => `adesione-${n}.pdf`));
    for (const [i, f] of files.entries()) {
      const text = (await readPdf(f.content)).pages.flat().join('\n');
      expect(text).toContain(numeri[i]);
    }

    // The customer's link opens the right certificate.
    const token = /\/adesioni\/file\?token=([^\s]+)/.exec(mail.text)?.[1];
    const [primo] = await t.db
      .select({ guid: adesioni.itemGuid })
      .from(adesioni)
      .where(eq(adesioni.numero, numeri[0]!));
    expect(verificaTokenCertificato(token!, segretoLink(t.config))).toBe(primo!.guid);
  });
});

describe('the confirmation of a big purchase', () => {
  const mailer = () =>
    createMailer({ smtpUrl: smtp.url, from: t.config.mailFrom, outboxDir: `${t.config.dataDir}/outbox` });

  it(`attaches no certificate past ${MAX_ALLEGATI} policies and links each instead: one small mail, no PDF made`, async () => {
    const before = smtp.mails.length;
    const { acquistoId, numeri } = await t.db.transaction((tx) => acquistoDiProva(tx, 40));
    const fatti: string[] = [];
    const contato: Certificato = (db, guid, brand) => {
      fatti.push(guid);
      return certificatoPdf(db, guid, brand);
    };
    await inviaConfermaAcquisto({ db: t.db, mailer: mailer(), config: t.config }, acquistoId, contato);
    expect(fatti).toEqual([]);
    const nuove = smtp.mails.slice(before);
    expect(nuove).toHaveLength(1);
    const mail = nuove[0]!;
    expect(mail.subject).toBe('Conferma acquisto – 40 polizze');
    expect(allegati(mail)).toEqual([]);
    // 40 certificates attached made about 2 MB; the list with a link each is a few KB.
    expect(mail.raw.length).toBeLessThan(40 * 600);
    expect(mail.text).toContain('I certificati non sono allegati, per non appesantire il messaggio');
    expect(mail.text).toContain(`${t.config.publicUrl}/myoverins/tuoiAcquisti`);
    const guids = await t.db
      .select({ numero: adesioni.numero, guid: adesioni.itemGuid })
      .from(adesioni)
      .where(inArray(adesioni.numero, numeri));
    const perNumero = new Map(guids.map((g) => [g.numero, g.guid]));
    const righe = mail.text.split('\n');
    for (const [i, numero] of numeri.entries()) {
      const k = righe.findIndex((r) => r.startsWith(`${i + 1}. Polizza n. ${numero} — `));
      expect(k, numero).toBeGreaterThanOrEqual(0);
      const token = /\/adesioni\/file\?token=(\S+)/.exec(righe[k + 1]!)?.[1];
      expect(verificaTokenCertificato(token!, segretoLink(t.config))).toBe(perNumero.get(numero));
    }
  });

  it(`still attaches every certificate up to ${MAX_ALLEGATI} policies`, async () => {
    const before = smtp.mails.length;
    const { acquistoId, numeri } = await t.db.transaction((tx) => acquistoDiProva(tx, MAX_ALLEGATI));
    await inviaConfermaAcquisto({ db: t.db, mailer: mailer(), config: t.config }, acquistoId);
    const mail = smtp.mails.slice(before)[0]!;
    expect(allegati(mail).map((f) => f.filename)).toEqual(numeri.map((n) => `adesione-${n}.pdf`));
    expect(mail.text).toContain('In allegato trovi il certificato assicurativo di ogni polizza');
  });
});

describe('testoConfermaAcquisto', () => {
  it('lists the policies with Italian dates and amounts and sums them exactly', () => {
    const polizza = {
      pacchetto: 'Viaggi Sicuri',
      contraente: 'Rossi Mario',
      inizioViaggio: '2027-01-05',
      fineViaggio: '2027-01-12',
    };
    const { subject, text } = testoConfermaAcquisto(
      {
        agenzia: 'Il Gabbiano Viaggi',
        acquistatoDa: 'Marco Bianchi (agenzia)',
        data: new Date('2026-11-25T09:30:00Z'),
        polizze: [
          { ...polizza, numero: 'A-1', totalePremioImposte: '0.10' },
          { ...polizza, numero: 'A-2', totalePremioImposte: '1234.20' },
          {
            ...polizza,
            numero: 'A-3',
            totalePremioImposte: '0.20',
            link: 'https://x.test/adesioni/file?token=t',
          },
        ],
      },
      t.config.brand,
    );
    expect(subject).toBe('Conferma acquisto – 3 polizze');
    expect(text).toContain('Gentile Il Gabbiano Viaggi,');
    expect(text).toContain(
      "l'acquisto di 3 polizze effettuato il 25/11/2026, 10:30 da Marco Bianchi (agenzia)",
    );
    expect(text).toContain('1. Polizza n. A-1 — Viaggi Sicuri');
    expect(text).toContain('Viaggio: dal 05/01/2027 al 12/01/2027');
    expect(text).toContain('Premio totale: 1.234,20\u00a0€');
    // 0,10 + 1.234,20 + 0,20 in cents: no binary float drift.
    expect(text).toContain('Totale: 1.234,50\u00a0€');
    expect(text).toContain('Certificato per il cliente: https://x.test/adesioni/file?token=t');
    expect(text.match(/Certificato per il cliente/g)).toHaveLength(1);
  });

  it('says one policy in the singular, subject and body', () => {
    const { subject, text } = testoConfermaAcquisto(
      {
        agenzia: 'Il Gabbiano Viaggi',
        acquistatoDa: 'Marco Bianchi (agenzia)',
        data: new Date('2026-11-25T09:30:00Z'),
        polizze: [
          {
            numero: 'A-1',
            pacchetto: 'Viaggi Sicuri',
            contraente: 'Rossi Mario',
            inizioViaggio: '2027-01-05',
            fineViaggio: '2027-01-12',
            totalePremioImposte: '10.00',
          },
        ],
      },
      t.config.brand,
    );
    expect(subject).toBe('Conferma acquisto – 1 polizza');
    expect(text).toContain("l'acquisto di 1 polizza effettuato il 25/11/2026");
  });
});

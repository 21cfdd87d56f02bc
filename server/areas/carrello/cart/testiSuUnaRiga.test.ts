import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarrelloItem, EsitoAcquisto } from '../../../../schemas/types';
import { adesioni, partecipanti, pratiche } from '../../../db/schema';
import { datiCertificato } from '../../adesioni/certificato/datiCertificato';
import { testoCertificato } from '../../adesioni/certificato/testoCertificato';
import type { TestApp } from '../../../test/testApp';
import { agenziaDiProva, viaggioInFrancia } from '../testUtils';

/*
 * Issue 23 defect 9: line breaks and control characters typed or pasted into names and the other free
 * texts that reach mails and certificates are one space on input, so what is stored, priced and printed
 * is one line.
 */

let t: TestApp;
let ids: Record<string, number>;
let agenzia: Record<string, string>;
let banda: number;
let call: Awaited<ReturnType<typeof agenziaDiProva>>['call'];

beforeAll(async () => {
  ({ t, ids, agenzia, call, banda } = await agenziaDiProva());
}, 60_000);
afterAll(() => t?.close());

const item = (over: Record<string, unknown> = {}) => ({
  pacchettoID: ids.BARCA,
  parametri: {
    ...viaggioInFrancia(banda, 2),
    numeroAlloggi: 1,
    secondoImporto: 4000,
  },
  partecipanti: [
    {
      ItemID: 1,
      Cognome: 'Rossi\r\nPolizza n. FALSA',
      Nome: ' Mario\tLuigi\u0007 ',
      DataNascita: '1980-05-10',
    },
    { ItemID: 2, cognome: 'Bianchi\u2028Neri', nome: 'Anna\n', dataNascita: '02/11/1982' },
  ],
  riferimentoPratica: 'PR-1\r\nAssicurati (99)',
  note: 'prima riga\nseconda riga',
  prodottiCollegati: [],
  parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
  ...over,
});

describe('free texts on one line (issue 23 defect 9)', () => {
  it('stores names, reference, notes and further data as one line each, birth dates as YYYY-MM-DD', async () => {
    const barca = (await call('GET', `/carrello/${ids.BARCA}`)).json() as {
      data: { ulterioriDati: Array<{ itemID: number; descrizione: string }> };
    };
    const ulterioriDati = barca.data.ulterioriDati.map((u) => ({ ...u, valore: 'Stella\r\ndel Mare' }));
    const res = await call('POST', '/carrello', item({ ulterioriDati }));
    expect(res.statusCode, res.body).toBe(200);
    const [saved] = ((await call('GET', '/carrello')).json() as { data: CarrelloItem[] }).data;
    expect(saved!.datiViaggio.partecipanti).toEqual([
      { ItemID: 1, Cognome: 'Rossi Polizza n. FALSA', Nome: 'Mario Luigi', DataNascita: '1980-05-10' },
      { ItemID: 2, cognome: 'Bianchi Neri', nome: 'Anna', dataNascita: '1982-11-02' },
    ]);
    expect(saved!.datiViaggio.riferimentoPratica).toBe('PR-1 Assicurati (99)');
    expect(saved!.datiViaggio.note).toBe('prima riga seconda riga');
    expect(saved!.datiViaggio.ulterioriDati!.find((u) => u.valore)!.valore).toBe('Stella del Mare');

    const bought = await t.app.inject({ method: 'POST', url: '/api/adesioni', headers: agenzia });
    expect(bought.statusCode, bought.body).toBe(200);
    const esito = bought.json() as EsitoAcquisto;
    expect(esito.data.adesioniErrori).toEqual([]);
    const [polizza] = await t.db
      .select()
      .from(adesioni)
      .where(
        inArray(
          adesioni.itemGuid,
          esito.data.adesioni.map((a) => a.itemGUID),
        ),
      );
    expect(polizza!.contraente).toBe('Rossi Polizza n. FALSA Mario Luigi');
    expect(polizza!.riferimentoPratica).toBe('PR-1 Assicurati (99)');
    const [pratica] = await t.db.select().from(pratiche).where(eq(pratiche.id, polizza!.praticaId));
    expect(pratica!.riferimentoPratica).toBe('PR-1 Assicurati (99)');
    const persone = await t.db
      .select()
      .from(partecipanti)
      .where(eq(partecipanti.praticaId, polizza!.praticaId));
    expect(persone.map((p) => [p.cognome, p.nome, p.dataNascita])).toEqual([
      ['Rossi Polizza n. FALSA', 'Mario Luigi', '1980-05-10'],
      ['Bianchi Neri', 'Anna', '1982-11-02'],
    ]);
    const certificato = testoCertificato((await datiCertificato(t.db, polizza!.itemGuid))!, t.config.brand);
    const testi = certificato.blocks.map((b) => b.text);
    expect(testi).toContain('Rossi Polizza n. FALSA Mario Luigi - nato/a il 10/05/1980');
    expect(
      testi
        .join('\n')
        .split('\n')
        .filter((r) => r.startsWith('Polizza n.')),
    ).toHaveLength(1);
  });

  it('checks the texts as they will be stored: a name of line breaks only is no name', async () => {
    const res = await call(
      'POST',
      '/carrello',
      item({
        partecipanti: [
          { ItemID: 1, Cognome: '\r\n', Nome: 'Mario', DataNascita: '1980-05-10' },
          { ItemID: 2, Cognome: 'Bianchi', Nome: '\u0007\t', DataNascita: '1982-11-02' },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    const texts = (res.json() as { messages: Array<{ text: string }> }).messages.map((m) => m.text);
    expect(texts).toContain('Cognome e nome obbligatori per il partecipante 1');
    expect(texts).toContain('Cognome e nome obbligatori per il partecipante 2');
  });
});

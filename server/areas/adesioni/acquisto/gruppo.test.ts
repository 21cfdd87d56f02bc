import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatiAdesione, EsitoAcquisto } from '../../../../schemas/types';
import { adesioni, files, partecipanti, pratiche } from '../../../db/schema';
import { readPdf } from '../../../test/readPdf';
import { bearer, createTestApp, login, type TestApp } from '../../../test/testApp';
import { pacchettoIds, tra } from '../../carrello/testUtils';
import { multipartBody, PDF, PNG } from '../../registrazione/testParts';

/**
 * Issue 23, defect 3: a group bought with the image or PDF of its participants (spec 2 §2
 * "Participants", §4) keeps the declared count, the head of group and the document, everywhere the
 * policy is shown, and the document can no longer be deleted once the policy is issued.
 */

let t: TestApp;
let ids: Record<string, number>;
let agenzia: Record<string, string>;
const tokens: Record<string, string> = {};
let banda: number;
let ulterioriDati: Array<{ itemID: number; descrizione: string; valore: string }>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (headers: Record<string, string>, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

const ALLEGATO = 'Il documento dei partecipanti è allegato a una polizza emessa: non può essere eliminato';
const NON_DISPONIBILE = 'Il file dei partecipanti non è più disponibile: caricalo di nuovo';

beforeAll(async () => {
  t = await createTestApp();
  ids = await pacchettoIds(t.db);
  agenzia = bearer(await login(t.app, 'agenzia'));
  for (const u of ['agenzia', 'agenzia.rete', 'network', 'fornitore', 'admin', 'tour', 'commerciale'])
    tokens[u] = await login(t.app, u);
  const eta = (await call(agenzia, 'GET', '/dropdown/eta')).json() as {
    items: Array<{ value: number; text: string }>;
  };
  banda = eta.items.find((i) => i.text === 'Da 18 a 40 anni')!.value;
  const gruppi = (await call(agenzia, 'GET', `/carrello/${ids.GRUPPI}`)).json() as {
    data: { ulterioriDati: Array<{ itemID: number; descrizione: string }> };
  };
  ulterioriDati = gruppi.data.ulterioriDati.map((u) => ({
    ...u,
    valore: /capogruppo/i.test(u.descrizione) ? 'Esposito Carla' : 'TO-4471',
  }));
});
afterAll(() => t?.close());
beforeEach(async () => {
  await call(agenzia, 'POST', '/carrello/svuotacarrello', {});
});

async function carica(filename: string, contentType: string, content: Buffer): Promise<string> {
  const { payload, headers } = multipartBody([{ name: 'imgPartecipanti', filename, contentType, content }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/carrello/upload/immaginepartecipanti',
    headers: { ...agenzia, ...headers },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: string }).data;
}

const gruppo = (fileId: string, over: Record<string, unknown> = {}) => ({
  pacchettoID: ids.GRUPPI,
  parametri: {
    inizioViaggio: tra(40),
    fineViaggio: tra(47),
    destinazioneStato: 'FR',
    nazionalita: 'IT',
    eta: banda,
    numeroPartecipanti: 30,
  },
  partecipanti: [{ ItemID: 1, Cognome: 'Esposito', Nome: 'Carla', DataNascita: '1975-04-12' }],
  immaginePartecipanti: fileId,
  riferimentoPratica: 'GITA-30',
  ulterioriDati,
  prodottiCollegati: [],
  parametriDichiarazione: { adeguatezza: true, checkPolizza: true, checkPrivacy: true },
  ...over,
});

async function compra(item: object, key: string): Promise<DatiAdesione[]> {
  const added = await call(agenzia, 'POST', '/carrello', item);
  expect(added.statusCode, added.body).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/adesioni',
    headers: { ...agenzia, 'idempotency-key': key },
  });
  expect(res.statusCode, res.body).toBe(200);
  const esito = res.json() as EsitoAcquisto;
  expect(esito.data.adesioniErrori).toEqual([]);
  expect(esito.status).toBe('ok');
  return esito.data.adesioni;
}

const testo = async (pdf: Uint8Array) => (await readPdf(pdf)).pages.flat().join('\n').replace(/\s+/g, ' ');

describe('a group bought with the participants document (image)', () => {
  let fileId: string;
  let polizza: DatiAdesione;

  beforeAll(async () => {
    fileId = await carica('gruppo gita.png', 'image/png', PNG);
    [polizza] = (await compra(gruppo(fileId), 'k-gruppo-png')) as [DatiAdesione];
    await t.app.coda.svuotata('conferma-acquisto');
  });

  it('answers the declared count, the head of group and the document', () => {
    expect(polizza.numeroPartecipanti).toBe(30);
    expect(polizza.partecipantiElencoLista).toEqual([
      { cognome: 'Esposito', nome: 'Carla', capogruppo: true },
    ]);
    expect(polizza.documentoPartecipanti).toEqual({
      nomeFile: 'gruppo gita.png',
      percorso: `file/adesione/${polizza.itemGUID}/partecipanti`,
    });
    // Priced for 30: the premium per person is the thirtieth of the whole.
    expect(polizza.totalePremioPersona).toBeCloseTo(polizza.totalePremio / 30, 2);
  });

  it('stores the count on the practice and the policy, the head of group marked, the file owned by the practice', async () => {
    const [a] = await t.db.select().from(adesioni).where(eq(adesioni.itemGuid, polizza.itemGUID));
    expect(a!.numeroPartecipanti).toBe(30);
    expect(a!.contraente).toBe('Esposito Carla');
    const [p] = await t.db.select().from(pratiche).where(eq(pratiche.id, a!.praticaId));
    expect(p!.numeroPartecipanti).toBe(30);
    expect(p!.immaginePartecipantiId).toBe(Number(fileId));
    const assicurati = await t.db.select().from(partecipanti).where(eq(partecipanti.praticaId, p!.id));
    expect(assicurati.map((x) => [x.ordine, x.cognome, x.nome, x.dataNascita, x.capogruppo])).toEqual([
      [1, 'Esposito', 'Carla', '1975-04-12', true],
    ]);
    const [f] = await t.db
      .select()
      .from(files)
      .where(eq(files.id, Number(fileId)));
    expect([f!.ownerKind, f!.ownerId]).toEqual(['pratica', p!.id]);
  });

  it('shows them on the policy card', async () => {
    const res = await call(
      bearer(tokens.agenzia!),
      'GET',
      `/my${t.config.brand.slug}/adesioni/${polizza.itemGUID}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      numeroPartecipanti: 30,
      partecipantiElencoLista: [{ cognome: 'Esposito', nome: 'Carla', capogruppo: true }],
      documentoPartecipanti: {
        nomeFile: 'gruppo gita.png',
        percorso: `file/adesione/${polizza.itemGUID}/partecipanti`,
      },
    });
  });

  it('names the document, the count and the head of group in the certificate', async () => {
    const res = await call(bearer(tokens.agenzia!), 'GET', `/file/adesione/${polizza.itemGUID}`);
    expect(res.statusCode).toBe(200);
    const all = await testo(res.rawPayload);
    expect(all).toContain('Assicurati (30)');
    expect(all).toContain('Capogruppo: Esposito Carla - nato/a il 12/04/1975');
    expect(all).toContain(
      'Gli assicurati sono le 30 persone elencate nel documento dei partecipanti allegato alla polizza: gruppo gita.png',
    );
    expect(all).not.toContain('Assicurati (1)');
  });

  it('lists the policy with 30 participants in tuoiAcquisti', async () => {
    const res = await call(
      agenzia,
      'GET',
      `/my${t.config.brand.slug}/elencoadesioni/distributore?filter=(numero[eq]${polizza.numero})`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json() as { items: Array<{ numero: string; numeroPartecipanti: number }> };
    expect(items.map((i) => [i.numero, i.numeroPartecipanti])).toEqual([[polizza.numero, 30]]);
  });

  it('serves the document to whoever may download the certificate, and to nobody else', async () => {
    const own = await call(bearer(tokens.agenzia!), 'GET', `/${polizza.documentoPartecipanti!.percorso}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['content-disposition']).toBe(
      `attachment; filename="gruppo gita.png"; filename*=UTF-8''gruppo%20gita.png`,
    );
    expect(Buffer.compare(own.rawPayload, PNG)).toBe(0);
    const esiti: Record<string, [number, number]> = {};
    for (const who of Object.keys(tokens)) {
      const h = bearer(tokens[who]!);
      esiti[who] = [
        (await call(h, 'GET', `/file/adesione/${polizza.itemGUID}`)).statusCode,
        (await call(h, 'GET', `/file/adesione/${polizza.itemGUID}/partecipanti`)).statusCode,
      ];
    }
    for (const [who, [certificato, documento]] of Object.entries(esiti))
      expect(documento, who).toBe(certificato);
    expect(esiti.agenzia).toEqual([200, 200]);
    expect(esiti.admin).toEqual([200, 200]);
    expect(esiti.tour).toEqual([404, 404]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/file/adesione/${polizza.itemGUID}/partecipanti` }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses to delete the document of an issued policy, and keeps it', async () => {
    const res = await call(agenzia, 'DELETE', `/carrello/upload/immaginepartecipanti/${fileId}`);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { messages: Array<{ text: string }> }).messages.map((m) => m.text)).toEqual([
      ALLEGATO,
    ]);
    expect(
      await t.db
        .select()
        .from(files)
        .where(eq(files.id, Number(fileId))),
    ).toHaveLength(1);
    const again = await call(
      bearer(tokens.agenzia!),
      'GET',
      `/file/adesione/${polizza.itemGUID}/partecipanti`,
    );
    expect(Buffer.compare(again.rawPayload, PNG)).toBe(0);
    // Another agency learns nothing about a file that is not its own.
    const altra = await call(
      bearer(tokens.tour!),
      'DELETE',
      `/carrello/upload/immaginepartecipanti/${fileId}`,
    );
    expect(altra.statusCode).toBe(404);
  });

  it('does not let a new cart item take the document of an issued policy', async () => {
    const res = await call(agenzia, 'POST', '/carrello', gruppo(fileId));
    expect(res.statusCode).toBe(400);
    expect((res.json() as { messages: Array<{ text: string }> }).messages.map((m) => m.text)).toContain(
      NON_DISPONIBILE,
    );
  });
});

describe('a group bought with a PDF, a supplementary policy and a document each asked for', () => {
  it('issues one practice for the group, every policy of it keeping the count and the document', async () => {
    const fileId = await carica('Elenco gita è.pdf', 'application/pdf', PDF);
    const offerte = (await call(agenzia, 'GET', `/carrello/prodotti/complementari/${ids.GRUPPI}`)).json() as {
      data: Array<{ pacchettoID: number; destinazioni: Array<{ code: string }> }>;
    };
    const legale = offerte.data.find((c) => c.pacchettoID === ids['INT-LEGALE'])!;
    const destinazioneID = legale.destinazioni.some((d) => d.code === 'FR')
      ? 'FR'
      : legale.destinazioni[0]?.code;
    const emesse = await compra(
      gruppo(fileId, {
        // The single-document option is reset by the upload (spec 2 §4): the server ignores it too.
        tesseraSingola: true,
        prodottiCollegati: [{ pacchettoID: legale.pacchettoID, destinazioneID, nazionalitaID: 'IT' }],
      }),
      'k-gruppo-pdf',
    );
    await t.app.coda.svuotata('conferma-acquisto');
    expect(emesse).toHaveLength(2);
    const rows = await t.db
      .select()
      .from(adesioni)
      .where(
        inArray(
          adesioni.itemGuid,
          emesse.map((a) => a.itemGUID),
        ),
      )
      .orderBy(asc(adesioni.id));
    expect(new Set(rows.map((r) => r.praticaId)).size).toBe(1);
    expect(rows.map((r) => r.numeroPartecipanti)).toEqual([30, 30]);
    for (const a of emesse) {
      expect(a.documentoPartecipanti?.nomeFile).toBe('Elenco gita è.pdf');
      const doc = await call(agenzia, 'GET', `/${a.documentoPartecipanti!.percorso}`);
      expect(doc.statusCode).toBe(200);
      expect(doc.headers['content-type']).toBe('application/pdf');
      expect(doc.headers['content-disposition']).toBe(
        `attachment; filename="Elenco gita _.pdf"; filename*=UTF-8''Elenco%20gita%20%C3%A8.pdf`,
      );
      expect(Buffer.compare(doc.rawPayload, PDF)).toBe(0);
      const cert = await call(agenzia, 'GET', `/file/adesione/${a.itemGUID}`);
      const all = await testo(cert.rawPayload);
      expect(all).toContain('Assicurati (30)');
      expect(all).toContain('allegato alla polizza: Elenco gita è.pdf.');
    }
    expect(
      (await call(agenzia, 'DELETE', `/carrello/upload/immaginepartecipanti/${fileId}`)).statusCode,
    ).toBe(400);
  });
});

describe('a document not (or no longer) in an issued policy', () => {
  it('is deleted as before once its item leaves the cart', async () => {
    const fileId = await carica('gruppo.png', 'image/png', PNG);
    const added = await call(agenzia, 'POST', '/carrello', gruppo(fileId));
    expect(added.statusCode, added.body).toBe(200);
    const { itemID } = (added.json() as { data: { itemID: number } }).data;
    // Named by a cart item: the form lets go of it, the item keeps it.
    expect((await call(agenzia, 'DELETE', `/carrello/upload/immaginepartecipanti/${fileId}`)).json()).toEqual(
      {
        data: true,
      },
    );
    expect(
      await t.db
        .select()
        .from(files)
        .where(eq(files.id, Number(fileId))),
    ).toHaveLength(1);
    expect((await call(agenzia, 'DELETE', `/carrello/${itemID}`)).statusCode).toBe(200);
    expect((await call(agenzia, 'DELETE', `/carrello/upload/immaginepartecipanti/${fileId}`)).json()).toEqual(
      {
        data: true,
      },
    );
    expect(
      await t.db
        .select()
        .from(files)
        .where(eq(files.id, Number(fileId))),
    ).toHaveLength(0);
  });

  it('is not served as a policy document for a policy bought without one', async () => {
    const [senza] = await t.db
      .select({ guid: adesioni.itemGuid })
      .from(adesioni)
      .innerJoin(pratiche, eq(pratiche.id, adesioni.praticaId))
      .where(eq(adesioni.distributoreId, 1))
      .orderBy(asc(adesioni.id))
      .limit(1);
    const res = await call(agenzia, 'GET', `/file/adesione/${senza!.guid}/partecipanti`);
    expect(res.statusCode).toBe(404);
  });
});

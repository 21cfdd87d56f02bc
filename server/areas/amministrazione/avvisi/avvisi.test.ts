import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  avvisi,
  avvisiDistributori,
  avvisiLetture,
  distributori,
  pacchetti,
  users,
} from '../../../db/schema';
import { bearer, createTestApp, login, type TestApp } from '../../../test/testApp';
import { readFileSync } from 'node:fs';
import { multipartBody, PDF } from '../../registrazione/testParts';
import { MAX_PDF_BYTES } from './routes';

/**
 * Popup notices (issue 28 items 4 and 5): who gets which notice (audience, scope, validity window),
 * the version that rises in the database and shows a read notice again, the append-only proof of
 * reading, and back office's writes (sanitised HTML, chosen distributors, the attached PDF).
 */

let t: TestApp;
const h: Record<string, Record<string, string>> = {};
const idOf: Record<string, number> = {};
const userOf: Record<string, number> = {};

type Method = 'GET' | 'POST' | 'PUT';
const call = (who: string, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: h[who],
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
interface Avviso {
  itemID: number;
  versione: number;
  titolo: string;
  descrizione: string;
  pathFile: string | null;
  tipoVisualizzazione: number;
}
const dovuti = async (who: string) => {
  const res = await call(who, 'GET', '/amministrazione/popuputente');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Avviso[] }).data;
};
const ids = async (who: string) => (await dovuti(who)).map((a) => a.itemID);
const crea = async (body: Record<string, unknown>) => {
  const res = await call('admin', 'POST', '/amministrazione/avvisi', body);
  expect(res.statusCode, res.body).toBe(201);
  const { id, itemID } = res.json() as { id: number; itemID: number };
  // The grid's Nuovo fills its file input's upload path (`{itemID}`) from this answer.
  expect(itemID).toBe(id);
  return id;
};
const messages = (body: string) => (JSON.parse(body) as { messages: Array<{ text: string }> }).messages;
const letture = (avvisoId: number) =>
  t.db.select().from(avvisiLetture).where(eq(avvisiLetture.avvisoId, avvisoId));

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['admin', 'agenzia', 'tour', 'network', 'moroso', 'fornitore', 'operatore'])
    h[u] = bearer(await login(t.app, u));
  for (const d of await t.db.select({ id: distributori.id, codice: distributori.codice }).from(distributori))
    idOf[d.codice] = d.id;
  for (const u of await t.db.select({ id: users.id, username: users.username }).from(users))
    userOf[u.username] = u.id;
}, 120_000);
afterAll(() => t?.close());

describe('GET amministrazione/popuputente: who gets which notice', () => {
  it('gives a `tutti` notice to everybody, back office and suppliers included, in the spec shape', async () => {
    const id = await crea({
      titolo: 'Per tutti',
      descrizione: '<p>Ciao</p>',
      tipoVisualizzazione: 3,
      posizioneApertura: 2,
    });
    for (const u of ['admin', 'agenzia', 'tour', 'network', 'fornitore']) expect(await ids(u)).toContain(id);
    const a = (await dovuti('agenzia')).find((x) => x.itemID === id)!;
    expect(a).toEqual({
      itemID: id,
      versione: 1,
      titolo: 'Per tutti',
      descrizione: '<p>Ciao</p>',
      pathFile: null,
      link: null,
      tipoVisualizzazione: 3,
      modalitaVisualizzazione: 1,
      posizioneApertura: 2,
      idProdotto: null,
      idPolizza: null,
      idPolizzeProdotto: [],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/amministrazione/popuputente' })).statusCode).toBe(
      401,
    );
  });

  it('lists the packages of a notice bound to a product, so the product page needs no product detail', async () => {
    const righe = await t.db.select({ id: pacchetti.id, prodottoId: pacchetti.prodottoId }).from(pacchetti);
    const prodottoId = righe[0]!.prodottoId;
    const suoi = righe
      .filter((r) => r.prodottoId === prodottoId)
      .map((r) => r.id)
      .sort((a, b) => a - b);
    const id = await crea({
      titolo: 'Del prodotto',
      tipoVisualizzazione: 3,
      posizioneApertura: 3,
      idProdotto: prodottoId,
    });
    const a = (await dovuti('agenzia')).find((x) => x.itemID === id) as Avviso & {
      idPolizzeProdotto: number[];
    };
    expect(suoi.length).toBeGreaterThan(0);
    expect(a.idPolizzeProdotto).toEqual(suoi);
  });

  it('gives a `tipi` notice to the listed kinds of distributor only; back office and suppliers only get `tutti`', async () => {
    const id = await crea({
      titolo: 'Alle agenzie',
      tipoVisualizzazione: 1,
      posizioneApertura: 4,
      pubblico: 'tipi',
      tipiDistributore: ['agenziadettagliante'],
    });
    expect(await ids('agenzia')).toContain(id);
    expect(await ids('moroso')).toContain(id);
    for (const u of ['tour', 'network', 'admin', 'fornitore']) expect(await ids(u)).not.toContain(id);
  });

  it('gives a `distributori` notice to the chosen distributors only: another agency never sees it', async () => {
    const id = await crea({
      titolo: 'Solo a TO0001',
      tipoVisualizzazione: 2,
      posizioneApertura: 1,
      pubblico: 'distributori',
      distributori: [idOf.TO0001],
    });
    const scelti = await t.db.select().from(avvisiDistributori).where(eq(avvisiDistributori.avvisoId, id));
    expect(scelti.map((s) => s.distributoreId)).toEqual([idOf.TO0001]);
    expect(await ids('tour')).toContain(id);
    for (const u of ['agenzia', 'network', 'moroso', 'admin']) expect(await ids(u)).not.toContain(id);
    // Nor can another agency confirm it: the same 404 as a notice that does not exist.
    const res = await call('agenzia', 'POST', '/amministrazione/popuputente/confermapresavisione', {
      id,
      versione: 1,
    });
    expect(res.statusCode).toBe(404);
    expect(await letture(id)).toEqual([]);
  });

  it('keeps to the validity window and the active switch', async () => {
    const futuro = await crea({
      titolo: 'Futuro',
      tipoVisualizzazione: 3,
      posizioneApertura: 2,
      validoDal: '2999-01-01',
    });
    const scaduto = await crea({
      titolo: 'Scaduto',
      tipoVisualizzazione: 3,
      posizioneApertura: 2,
      validoDal: '2020-01-01',
      validoAl: '2020-02-01T10:00:00Z',
    });
    const spento = await crea({
      titolo: 'Spento',
      tipoVisualizzazione: 3,
      posizioneApertura: 2,
      attivo: false,
    });
    const inCorso = await crea({
      titolo: 'In corso',
      tipoVisualizzazione: 3,
      posizioneApertura: 2,
      validoDal: '2020-01-01',
      validoAl: '2999-01-01',
    });
    const visti = await ids('agenzia');
    expect(visti).toContain(inCorso);
    for (const id of [futuro, scaduto, spento]) expect(visti).not.toContain(id);
    // Back office moves the window: the notice shows.
    expect(
      (await call('admin', 'PUT', `/amministrazione/avvisi/${futuro}`, { validoDal: '2020-01-01' }))
        .statusCode,
    ).toBe(204);
    expect(await ids('agenzia')).toContain(futuro);
  });
});

describe('confirming and dismissing, by version', () => {
  it('records a mode-2 confirmation once, at the current version; a new text shows it again', async () => {
    const id = await crea({
      titolo: 'Da confermare',
      descrizione: 'Testo',
      tipoVisualizzazione: 2,
      posizioneApertura: 2,
    });
    expect(await ids('agenzia')).toContain(id);
    // A mode-2 notice is confirmed, not dismissed.
    const nascondi = await call('agenzia', 'POST', '/amministrazione/popuputente/nonmostrarepiu', {
      id,
      versione: 1,
    });
    expect(nascondi.statusCode).toBe(400);
    const ok = await call('agenzia', 'POST', '/amministrazione/popuputente/confermapresavisione', {
      itemID: id,
      versione: 1,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ data: { itemID: id, versione: 1, registrata: true } });
    expect(await ids('agenzia')).not.toContain(id);
    expect(await ids('moroso')).toContain(id);
    // A second confirmation of the same version adds nothing.
    const again = await call('agenzia', 'POST', '/amministrazione/popuputente/confermapresavisione', {
      id,
      versione: 1,
    });
    expect(again.json()).toEqual({ data: { itemID: id, versione: 1, registrata: false } });
    const rows = await letture(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: userOf.agenzia,
      versione: 1,
      azione: 'conferma',
      impersonatoreId: null,
    });

    // A change of anything else keeps the version; a change of the text raises it, in the database.
    await call('admin', 'PUT', `/amministrazione/avvisi/${id}`, { attivo: true, posizioneApertura: 2 });
    expect((await t.db.select().from(avvisi).where(eq(avvisi.id, id)))[0]!.versione).toBe(1);
    const edit = await call('admin', 'PUT', `/amministrazione/avvisi/${id}`, {
      descrizione: 'Testo nuovo',
      versione: 1,
    });
    expect(edit.statusCode, edit.body).toBe(204);
    const shown = (await dovuti('agenzia')).find((a) => a.itemID === id);
    expect(shown?.versione).toBe(2);
    // The old version cannot be confirmed any more; the new one can.
    const vecchia = await call('agenzia', 'POST', '/amministrazione/popuputente/confermapresavisione', {
      id,
      versione: 1,
    });
    expect(vecchia.statusCode).toBe(400);
    expect(messages(vecchia.body)[0]!.text).toMatch(/aggiornato/);
    const nuova = await call('agenzia', 'POST', '/amministrazione/popuputente/confermapresavisione', {
      id,
      versione: 2,
    });
    expect(nuova.statusCode).toBe(200);
    expect((await letture(id)).map((r) => r.versione)).toEqual([1, 2]);
  });

  it('raises the version for any writer, title and link included, and stamps aggiornato_il', async () => {
    const id = await crea({ titolo: 'A', tipoVisualizzazione: 1, posizioneApertura: 4 });
    await t.db.update(avvisi).set({ titolo: 'B' }).where(eq(avvisi.id, id));
    await t.db.update(avvisi).set({ link: 'https://example.com' }).where(eq(avvisi.id, id));
    await t.db.update(avvisi).set({ attivo: true, versione: 99 }).where(eq(avvisi.id, id));
    const [a] = await t.db.select().from(avvisi).where(eq(avvisi.id, id));
    expect(a!.versione).toBe(3);
    expect(a!.aggiornatoIl.getTime()).toBeGreaterThanOrEqual(a!.creatoIl.getTime());
  });

  it('hides a mode-1 notice dismissed at its version, records who signed in as the user, never a mode 3', async () => {
    const uno = await crea({ titolo: 'Modo 1', tipoVisualizzazione: 1, posizioneApertura: 4 });
    const tre = await crea({ titolo: 'Modo 3', tipoVisualizzazione: 3, posizioneApertura: 4 });
    const as = await call('admin', 'POST', `/account/asusers/${userOf.moroso}`);
    expect(as.statusCode, as.body).toBe(200);
    h.comeMoroso = bearer((as.json() as { data: { token: string } }).data.token);
    const res = await call('comeMoroso', 'POST', '/amministrazione/popuputente/nonmostrarepiu', {
      id: uno,
      versione: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await letture(uno)).toMatchObject([
      { userId: userOf.moroso, impersonatoreId: userOf.admin, azione: 'nonmostrarepiu', versione: 1 },
    ]);
    expect(await ids('moroso')).not.toContain(uno);
    const sempre = await call('moroso', 'POST', '/amministrazione/popuputente/confermapresavisione', {
      id: tre,
      versione: 1,
    });
    expect(sempre.statusCode).toBe(400);
    expect(await ids('moroso')).toContain(tre);
  });

  it('refuses bad bodies with an Italian 400 and writes nothing', async () => {
    const id = await crea({ titolo: 'X', tipoVisualizzazione: 2, posizioneApertura: 2 });
    for (const body of [
      {},
      { versione: 1 },
      { id, versione: 0 },
      { id: 'a', versione: 1 },
      { id, itemID: id + 1, versione: 1 },
      { id, versione: 1, altro: 1 },
    ]) {
      const res = await call('agenzia', 'POST', '/amministrazione/popuputente/confermapresavisione', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await letture(id)).toEqual([]);
    const missing = await call('agenzia', 'POST', '/amministrazione/popuputente/confermapresavisione', {
      versione: 1,
    });
    expect(messages(missing.body)[0]!.text).toBe('Indica l’avviso (id o itemID).');
  });

  it('keeps avvisi_letture append-only', async () => {
    const id = await crea({ titolo: 'Prova', tipoVisualizzazione: 2, posizioneApertura: 2 });
    await call('agenzia', 'POST', '/amministrazione/popuputente/confermapresavisione', { id, versione: 1 });
    await expect(
      t.db.execute(sql`update avvisi_letture set versione = 5 where avviso_id = ${id}`),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from avvisi_letture where avviso_id = ${id}`)).rejects.toThrow();
    expect(await letture(id)).toHaveLength(1);
  });
});

describe('back office: the notices admin', () => {
  it('sanitises the HTML description, refuses inconsistent input in Italian, and lists the notices', async () => {
    const id = await crea({
      titolo: 'HTML',
      descrizione: '<p onclick="x()">Ciao <script>alert(1)</script><b>mondo</b></p>',
      tipoVisualizzazione: 2,
      posizioneApertura: 3,
    });
    const [a] = await t.db.select().from(avvisi).where(eq(avvisi.id, id));
    expect(a!.descrizione).toBe('<p>Ciao <b>mondo</b></p>');
    await call('admin', 'PUT', `/amministrazione/avvisi/${id}`, {
      descrizione: '<img src=x onerror=alert(1)>ok',
    });
    expect((await t.db.select().from(avvisi).where(eq(avvisi.id, id)))[0]!.descrizione).not.toMatch(
      /onerror/,
    );

    const prima = await t.db.$count(avvisi);
    const bad: Array<[Record<string, unknown>, RegExp]> = [
      [{ titolo: 'T', tipoVisualizzazione: 4, posizioneApertura: 1 }, /./],
      [{ titolo: 'T', tipoVisualizzazione: 1, posizioneApertura: 1, pubblico: 'tipi' }, /almeno un tipo/],
      [
        { titolo: 'T', tipoVisualizzazione: 1, posizioneApertura: 1, pubblico: 'distributori' },
        /almeno un distributore/,
      ],
      [
        {
          titolo: 'T',
          tipoVisualizzazione: 1,
          posizioneApertura: 1,
          validoDal: '2026-02-01',
          validoAl: '2026-01-01',
        },
        /dopo il suo inizio/,
      ],
      [
        { titolo: 'T', tipoVisualizzazione: 1, posizioneApertura: 1, link: 'javascript:alert(1)' },
        /http o https/,
      ],
      [{ titolo: 'T', tipoVisualizzazione: 1, posizioneApertura: 1, idProdotto: 999999 }, /non esistono/],
      [
        {
          titolo: 'T',
          tipoVisualizzazione: 1,
          posizioneApertura: 1,
          pubblico: 'distributori',
          distributori: [999999],
        },
        /non esistono/,
      ],
      [{ titolo: '   ', tipoVisualizzazione: 1, posizioneApertura: 1 }, /titolo/],
      [{ titolo: 'T', tipoVisualizzazione: 1, posizioneApertura: 1, validoDal: '2026-13-45' }, /data/],
    ];
    for (const [body, text] of bad) {
      const res = await call('admin', 'POST', '/amministrazione/avvisi', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(
        messages(res.body)
          .map((m) => m.text)
          .join(' '),
        JSON.stringify(body),
      ).toMatch(text);
    }
    expect(await t.db.$count(avvisi)).toBe(prima);

    const list = await call('admin', 'GET', `/amministrazione/avvisi?filter=(itemID[eq]!!n=${id})`);
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as { items: unknown[] }).items[0]).toMatchObject({
      itemID: id,
      titolo: 'HTML',
      versione: 2,
    });
  });

  it('edits the audience from the row as the grid sends it, replacing the chosen distributors', async () => {
    const id = await crea({
      titolo: 'Scelti',
      tipoVisualizzazione: 1,
      posizioneApertura: 1,
      pubblico: 'distributori',
      distributori: [idOf.AG0001],
      validoDal: '2026-01-15',
      validoAl: '2999-06-30T12:00:00+02:00',
    });
    const list = await call('admin', 'GET', `/amministrazione/avvisi?filter=(itemID[eq]!!n=${id})`);
    const row = (list.json() as { items: Array<Record<string, unknown>> }).items[0]!;
    expect(row).toMatchObject({ distributori: String(idOf.AG0001), distributoriCodici: 'AG0001' });
    const res = await call('admin', 'PUT', `/amministrazione/avvisi/${id}`, {
      ...row,
      distributori: [idOf.TO0001, idOf.NW0001],
    });
    expect(res.statusCode, res.body).toBe(204);
    // The dates travel back as the list served them and stay what they were (midnight in Italy).
    const [a] = await t.db.select().from(avvisi).where(eq(avvisi.id, id));
    expect(a!.validoDal!.toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(a!.validoAl!.toISOString()).toBe('2999-06-30T10:00:00.000Z');
    const scelti = await t.db.select().from(avvisiDistributori).where(eq(avvisiDistributori.avvisoId, id));
    expect(scelti.map((s) => s.distributoreId).sort()).toEqual([idOf.TO0001, idOf.NW0001].sort());
    expect(await ids('agenzia')).not.toContain(id);
    expect(await ids('tour')).toContain(id);
  });

  it('attaches a sniffed PDF, served through the signed pathFile; the version rises', async () => {
    const id = await crea({ titolo: 'Con allegato', tipoVisualizzazione: 3, posizioneApertura: 2 });
    const pdf = PDF;
    const up = (filename: string, content: Buffer) => {
      const body = multipartBody([{ name: 'file', filename, content }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/amministrazione/avvisi/${id}/file`,
        headers: { ...h.admin, ...body.headers },
        payload: body.payload,
      });
    };
    const notPdf = await up('finto.pdf', Buffer.from('just text'));
    expect(notPdf.statusCode).toBe(400);
    expect(messages(notPdf.body)[0]!.text).toBe('L’allegato deve essere un file PDF.');
    const ok = await up('circolare.pdf', pdf);
    expect(ok.statusCode, ok.body).toBe(204);
    const a = (await dovuti('agenzia')).find((x) => x.itemID === id)!;
    expect(a.versione).toBe(2);
    expect(a.pathFile).toMatch(/^\/api\/amministrazione\/popuputente\/file\?token=/);
    const file = await t.app.inject({ method: 'GET', url: a.pathFile! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const tampered = await t.app.inject({ method: 'GET', url: `${a.pathFile!.slice(0, -2)}xx` });
    expect(tampered.statusCode).toBe(404);
  });

  it('is the route the admin screen’s file inputs upload to, with the same size limit', () => {
    const screen = JSON.parse(readFileSync('screens/admin/avvisi.screen.json', 'utf8')) as {
      body: { props: { create: { fields: Upload[] }; columns: Upload[] } };
    };
    type Upload = { field: string; editType?: string; editUpload?: { path: string; maxSize?: number } };
    const { create, columns } = screen.body.props;
    const inputs = [...create.fields, ...columns].filter((f) => f.editType === 'file');
    expect(inputs.map((f) => f.field)).toEqual(['nomeFile', 'nomeFile']);
    for (const f of inputs)
      expect(f.editUpload).toMatchObject({
        path: 'amministrazione/avvisi/{itemID}/file',
        maxSize: MAX_PDF_BYTES,
      });
  });

  it('shows the confirmations grid to back office, and answers 403 to others on every admin route', async () => {
    const res = await call('admin', 'GET', '/amministrazione/avvisi/letture?pageSize=200');
    expect(res.statusCode, res.body).toBe(200);
    const items = (res.json() as { items: Array<Record<string, unknown>> }).items;
    expect(items.find((i) => i.utente === 'moroso' && i.impersonatore === 'admin')).toMatchObject({
      titolo: 'Modo 1',
      azione: 'nonmostrarepiu',
      versione: 1,
      codiceDistributore: 'AG0004',
    });
    for (const u of ['agenzia', 'fornitore']) {
      expect((await call(u, 'GET', '/amministrazione/avvisi/letture')).statusCode).toBe(403);
      expect((await call(u, 'GET', '/amministrazione/avvisi')).statusCode).toBe(403);
      expect(
        (
          await call(u, 'POST', '/amministrazione/avvisi', {
            titolo: 'T',
            tipoVisualizzazione: 1,
            posizioneApertura: 1,
          })
        ).statusCode,
      ).toBe(403);
      expect((await call(u, 'PUT', '/amministrazione/avvisi/1', { titolo: 'T' })).statusCode).toBe(403);
      expect((await call(u, 'GET', '/dropdown/posizioniAvviso')).statusCode).toBe(403);
    }
    // The back-office operator holds BK_AVVISI in the demo.
    expect((await call('operatore', 'GET', '/amministrazione/avvisi')).statusCode).toBe(200);
    expect((await call('admin', 'GET', '/dropdown/tipiVisualizzazioneAvviso')).json()).toEqual({
      items: [
        { value: 1, text: 'Non mostrare più' },
        { value: 2, text: 'Conferma lettura' },
        { value: 3, text: 'Mostra sempre' },
      ],
      total: 3,
    });
  });
});

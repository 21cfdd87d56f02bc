import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPrincipal } from '../../auth/principal';
import { auditLog, ruoli, users } from '../../db/schema';
import { bearer, createTestApp, type TestApp } from '../../test/testApp';
import { sessionFor } from './sessionFor';

let t: TestApp;
let admin: Record<string, string>;
let agenzia: Record<string, string>;
const roleIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await sessionFor(t, 'admin'));
  agenzia = bearer(await sessionFor(t, 'agenzia'));
  for (const r of await t.db.select().from(ruoli)) roleIds[r.descrizione] = r.id;
});
afterAll(() => t.close());

const userId = async (username: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

const toggle = (roleId: number, body: Record<string, unknown>, headers = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/ruoli/${roleId}/add-or-remove-permesso`,
    headers,
    payload: body,
  });

describe('GET /api/ruoli/permessi-list', () => {
  it('lists the catalogue by group name then order, with the spec’s field names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ruoli/permessi-list', headers: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: Array<Record<string, unknown>>; total: number };
    expect(body.total).toBe(body.items.length);
    expect(body.items).toContainEqual({
      codice: 'WEB_ANAGRAFICA_ACCESSO_CARRELLO',
      descrizione: 'Accesso al carrello e al preventivatore',
      gruppo: 'Carrello',
      backOffice: false,
      distplayOrder: expect.any(Number),
      azioneSingola: true,
    });
    const keys = body.items.map((p) => [p.gruppo as string, p.distplayOrder as number] as const);
    const sorted = [...keys].sort((a, b) => a[0].localeCompare(b[0], 'en') || a[1] - b[1]);
    expect(keys).toEqual(sorted);
  });

  it('filters back-office or front-end permissions', async () => {
    const bo = await t.app.inject({
      method: 'GET',
      url: '/api/ruoli/permessi-list?backOffice=true',
      headers: admin,
    });
    const web = await t.app.inject({
      method: 'GET',
      url: '/api/ruoli/permessi-list?backOffice=false',
      headers: admin,
    });
    const boItems = (bo.json() as { items: Array<{ codice: string; backOffice: boolean }> }).items;
    const webItems = (web.json() as { items: Array<{ codice: string; backOffice: boolean }> }).items;
    expect(boItems.length).toBeGreaterThan(0);
    expect(webItems.length).toBeGreaterThan(0);
    expect(boItems.every((p) => p.backOffice && p.codice.startsWith('BK_'))).toBe(true);
    expect(webItems.every((p) => !p.backOffice && p.codice.startsWith('WEB_'))).toBe(true);
  });

  it('rejects a filter that is not true or false', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/ruoli/permessi-list?backOffice=si',
      headers: admin,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      messages: [
        { code: 'errore.validazione', text: 'Valore non valido per il campo backOffice', type: 'error' },
      ],
    });
  });

  it('is refused to an agency (403) and to anonymous callers (401)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ruoli/permessi-list', headers: agenzia });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      text: 'NO PERMISSIONS: Permesso mancante (almeno uno): BK_IMPOSTAZIONI_RUOLI',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/ruoli/permessi-list' })).statusCode).toBe(401);
  });
});

describe('GET /api/ruoli/{roleId}/permessi', () => {
  it('returns the role and its entries with actions as letters', async () => {
    const id = roleIds['Agenzia dettagliante']!;
    const res = await t.app.inject({ method: 'GET', url: `/api/ruoli/${id}/permessi`, headers: admin });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      ruolo: unknown;
      items: Array<{ codice: string; azioni: string[] }>;
      total: number;
    };
    expect(body.ruolo).toEqual({
      itemID: id,
      descrizione: 'Agenzia dettagliante',
      superAdmin: false,
      backOffice: false,
    });
    expect(body.items).toContainEqual({ codice: 'WEB_ANAGRAFICA_ACCESSO_CARRELLO', azioni: ['E'] });
    expect(body.items).toContainEqual({ codice: 'WEB_MYOVERINS_UTENTI', azioni: ['R', 'C', 'U', 'D'] });
    expect(body.items).toContainEqual({ codice: 'WEB_MYOVERINS_PAGAMENTI', azioni: ['R', 'C'] });
    expect(body.total).toBe(body.items.length);
  });

  it('shows a super-admin role with no entries (it holds them all)', async () => {
    const id = roleIds['Super amministratore']!;
    const res = await t.app.inject({ method: 'GET', url: `/api/ruoli/${id}/permessi`, headers: admin });
    expect(res.json()).toEqual({
      ruolo: { itemID: id, descrizione: 'Super amministratore', superAdmin: true, backOffice: true },
      items: [],
      total: 0,
    });
  });

  it('answers 404 in Italian for an unknown role and 400 for a malformed id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ruoli/999999/permessi', headers: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ text: 'Ruolo 999999 non trovato' });
    const bad = await t.app.inject({ method: 'GET', url: '/api/ruoli/abc/permessi', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      messages: [
        { code: 'errore.validazione', text: 'Valore non valido per il campo roleId', type: 'error' },
      ],
    });
  });

  it('is refused to an agency', async () => {
    const id = roleIds['Agenzia dettagliante']!;
    const res = await t.app.inject({ method: 'GET', url: `/api/ruoli/${id}/permessi`, headers: agenzia });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/ruoli/{roleId}/add-or-remove-permesso', () => {
  it('adding then removing actions changes what the role’s users hold, and is audited', async () => {
    const id = roleIds['Agenzia dettagliante']!;
    const agenziaId = await userId('agenzia');
    const before = (await loadPrincipal(t.db, agenziaId))!.permessi;
    expect(before.some((p) => p.startsWith('WEB_MYOVERINS_ACQUISTI_NETWORK'))).toBe(false);

    const add = await toggle(id, {
      ruoloID: id,
      aggiungi: true,
      permesso: 'WEB_MYOVERINS_ACQUISTI_NETWORK',
      azioni: ['U', 'R'],
    });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toEqual({ data: { codice: 'WEB_MYOVERINS_ACQUISTI_NETWORK', azioni: ['R', 'U'] } });
    expect((await loadPrincipal(t.db, agenziaId))!.permessi).toContain('WEB_MYOVERINS_ACQUISTI_NETWORK|RU');

    const addMore = await toggle(id, {
      ruoloID: id,
      aggiungi: true,
      permesso: 'WEB_MYOVERINS_ACQUISTI_NETWORK',
      azioni: ['C', 'R'],
    });
    expect(addMore.json()).toEqual({
      data: { codice: 'WEB_MYOVERINS_ACQUISTI_NETWORK', azioni: ['R', 'C', 'U'] },
    });

    const removeSome = await toggle(id, {
      ruoloID: id,
      aggiungi: false,
      permesso: 'WEB_MYOVERINS_ACQUISTI_NETWORK',
      azioni: ['R', 'U'],
    });
    expect(removeSome.json()).toEqual({ data: { codice: 'WEB_MYOVERINS_ACQUISTI_NETWORK', azioni: ['C'] } });
    expect((await loadPrincipal(t.db, agenziaId))!.permessi).toContain('WEB_MYOVERINS_ACQUISTI_NETWORK|C');

    const removeAll = await toggle(id, {
      ruoloID: id,
      aggiungi: false,
      permesso: 'WEB_MYOVERINS_ACQUISTI_NETWORK',
      azioni: ['C'],
    });
    expect(removeAll.json()).toEqual({ data: { codice: 'WEB_MYOVERINS_ACQUISTI_NETWORK', azioni: [] } });
    const after = (await loadPrincipal(t.db, agenziaId))!.permessi;
    expect(after.some((p) => p.startsWith('WEB_MYOVERINS_ACQUISTI_NETWORK'))).toBe(false);

    const list = await t.app.inject({ method: 'GET', url: `/api/ruoli/${id}/permessi`, headers: admin });
    const codes = (list.json() as { items: Array<{ codice: string }> }).items.map((i) => i.codice);
    expect(codes).not.toContain('WEB_MYOVERINS_ACQUISTI_NETWORK');

    const [last] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ruoli.permesso'), eq(auditLog.userId, await userId('admin'))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(last!.detail).toEqual({
      ruoloId: id,
      ruolo: 'Agenzia dettagliante',
      permesso: 'WEB_MYOVERINS_ACQUISTI_NETWORK',
      aggiungi: false,
      azioni: ['C'],
      prima: 'C',
      dopo: '',
    });
  });

  it('takes effect on the very next request of a signed-in user', async () => {
    const id = roleIds['Agenzia dettagliante']!;
    const remove = await toggle(id, {
      ruoloID: id,
      aggiungi: false,
      permesso: 'WEB_ANAGRAFICA_DATI_AZIENDA',
      azioni: ['U'],
    });
    expect(remove.json()).toEqual({ data: { codice: 'WEB_ANAGRAFICA_DATI_AZIENDA', azioni: ['R'] } });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/anagrafica/dati-azienda',
      headers: agenzia,
      payload: { telefono: '+39 06 1234567' },
    });
    expect(put.statusCode).toBe(403);
    await toggle(id, { ruoloID: id, aggiungi: true, permesso: 'WEB_ANAGRAFICA_DATI_AZIENDA', azioni: ['U'] });
    expect((await loadPrincipal(t.db, await userId('agenzia')))!.permessi).toContain(
      'WEB_ANAGRAFICA_DATI_AZIENDA|RU',
    );
  });

  it('accepts only E on a single-action permission and only R C U D on the others', async () => {
    const id = roleIds['Operatore back office']!;
    const single = await toggle(id, {
      ruoloID: id,
      aggiungi: true,
      permesso: 'BK_IMPOSTAZIONI_ACCEDICOME',
      azioni: ['R'],
    });
    expect(single.statusCode).toBe(400);
    expect(single.json()).toEqual({
      messages: [
        {
          code: 'errore.validazione',
          text: 'Il permesso BK_IMPOSTAZIONI_ACCEDICOME ammette solo l’azione E (esecuzione): azioni non valide R',
          type: 'error',
        },
      ],
    });
    const crud = await toggle(id, {
      ruoloID: id,
      aggiungi: true,
      permesso: 'BK_IMPOSTAZIONI_UTENTI',
      azioni: ['E', 'D'],
    });
    expect(crud.statusCode).toBe(400);
    expect(crud.json()).toEqual({
      messages: [
        {
          code: 'errore.validazione',
          text: 'Il permesso BK_IMPOSTAZIONI_UTENTI ammette solo le azioni R, C, U, D: azioni non valide E',
          type: 'error',
        },
      ],
    });
    const ok = await toggle(id, {
      ruoloID: id,
      aggiungi: true,
      permesso: 'BK_IMPOSTAZIONI_ACCEDICOME',
      azioni: ['E'],
    });
    expect(ok.json()).toEqual({ data: { codice: 'BK_IMPOSTAZIONI_ACCEDICOME', azioni: ['E'] } });
  });

  it('rejects letters outside R C U D E, an empty list and missing fields', async () => {
    const id = roleIds['Operatore back office']!;
    const x = await toggle(id, {
      ruoloID: id,
      aggiungi: true,
      permesso: 'BK_IMPOSTAZIONI_UTENTI',
      azioni: ['X'],
    });
    expect(x.statusCode).toBe(400);
    expect(x.json()).toEqual({
      messages: [
        { code: 'errore.validazione', text: 'Valore non valido per il campo azioni.0', type: 'error' },
      ],
    });
    const empty = await toggle(id, {
      ruoloID: id,
      aggiungi: true,
      permesso: 'BK_IMPOSTAZIONI_UTENTI',
      azioni: [],
    });
    expect(empty.statusCode).toBe(400);
    const missing = await toggle(id, { ruoloID: id, permesso: 'BK_IMPOSTAZIONI_UTENTI', azioni: ['R'] });
    expect(missing.json()).toEqual({
      messages: [
        { code: 'errore.validazione', text: 'Campo obbligatorio mancante: aggiungi', type: 'error' },
      ],
    });
  });

  it('rejects an unknown permission code', async () => {
    const id = roleIds['Operatore back office']!;
    const res = await toggle(id, { ruoloID: id, aggiungi: true, permesso: 'BK_NON_ESISTE', azioni: ['R'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      messages: [{ code: 'errore.validazione', text: 'Permesso sconosciuto: BK_NON_ESISTE', type: 'error' }],
    });
  });

  it('rejects a body naming another role than the path, and an unknown role', async () => {
    const id = roleIds['Operatore back office']!;
    const other = roleIds['Agenzia dettagliante']!;
    const res = await toggle(id, {
      ruoloID: other,
      aggiungi: true,
      permesso: 'BK_IMPOSTAZIONI_UTENTI',
      azioni: ['R'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      messages: [
        {
          code: 'errore.validazione',
          text: `Il ruolo indicato nella richiesta (${other}) non corrisponde a quello dell’indirizzo (${id})`,
          type: 'error',
        },
      ],
    });
    const unknown = await toggle(999999, {
      ruoloID: 999999,
      aggiungi: true,
      permesso: 'BK_IMPOSTAZIONI_UTENTI',
      azioni: ['R'],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ text: 'Ruolo 999999 non trovato' });
  });

  it('refuses to edit the super-admin role', async () => {
    const id = roleIds['Super amministratore']!;
    const res = await toggle(id, {
      ruoloID: id,
      aggiungi: false,
      permesso: 'BK_IMPOSTAZIONI_UTENTI',
      azioni: ['R'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      messages: [
        {
          code: 'errore.validazione',
          text: 'Al ruolo super amministratore sono associati tutti i permessi',
          type: 'error',
        },
      ],
    });
  });

  it('never gives a back-office permission to a web role', async () => {
    const id = roleIds['Agenzia dettagliante']!;
    const res = await toggle(id, {
      ruoloID: id,
      aggiungi: true,
      permesso: 'BK_IMPOSTAZIONI_ACCEDICOME',
      azioni: ['E'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      messages: [
        {
          code: 'errore.validazione',
          text: 'Il permesso BK_IMPOSTAZIONI_ACCEDICOME è riservato ai ruoli di back office e non può essere associato al ruolo "Agenzia dettagliante"',
          type: 'error',
        },
      ],
    });
  });

  it('is refused to an agency, even on its own role', async () => {
    const id = roleIds['Agenzia dettagliante']!;
    const res = await toggle(
      id,
      { ruoloID: id, aggiungi: true, permesso: 'WEB_MYOVERINS_ACQUISTI_NETWORK', azioni: ['R'] },
      agenzia,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      text: 'NO PERMISSIONS: Permesso mancante (almeno uno): BK_IMPOSTAZIONI_RUOLI|U',
    });
  });
});

describe('GET /api/utenti/ruoli/{x}', () => {
  it('lists web, back-office or all roles, sorted by description', async () => {
    const get = async (x: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/utenti/ruoli/${x}`, headers: admin });
      expect(res.statusCode).toBe(200);
      return res.json() as {
        items: Array<{ itemID: number; descrizione: string; superAdmin: boolean; backOffice: boolean }>;
        total: number;
      };
    };
    const web = await get('web');
    expect(web.items.map((r) => r.descrizione)).toEqual([
      'Agenzia dettagliante',
      'Commerciale',
      'Fornitore',
      'Network',
      'Operatore di agenzia',
      'Tour operator',
    ]);
    expect(web.total).toBe(6);
    const bo = await get('backoffice');
    expect(bo.items).toEqual([
      {
        itemID: roleIds['Operatore back office'],
        descrizione: 'Operatore back office',
        superAdmin: false,
        backOffice: true,
      },
      {
        itemID: roleIds['Super amministratore'],
        descrizione: 'Super amministratore',
        superAdmin: true,
        backOffice: true,
      },
    ]);
    expect((await get('all')).total).toBe(8);
  });

  it('hides the super-admin role from back-office staff who are not super-admins', async () => {
    const [op] = await t.db
      .insert(users)
      .values({
        username: 'operatore.bo',
        email: 'operatore.bo@overins.it',
        ruoloId: roleIds['Operatore back office']!,
        backOffice: true,
      })
      .returning({ id: users.id });
    expect(op).toBeDefined();
    const headers = bearer(await sessionFor(t, 'operatore.bo'));
    const res = await t.app.inject({ method: 'GET', url: '/api/utenti/ruoli/backoffice', headers });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { items: Array<{ descrizione: string }> }).items.map((r) => r.descrizione)).toEqual(
      ['Operatore back office'],
    );
  });

  it('rejects another kind than web, backoffice or all, and agencies', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/utenti/ruoli/tutti', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      messages: [{ code: 'errore.validazione', text: 'Valore non valido per il campo x', type: 'error' }],
    });
    const refused = await t.app.inject({ method: 'GET', url: '/api/utenti/ruoli/web', headers: agenzia });
    expect(refused.statusCode).toBe(403);
  });
});

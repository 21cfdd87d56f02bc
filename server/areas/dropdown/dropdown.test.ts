import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruoli } from '../../db/schema';
import { bearer, createTestApp, type TestApp } from '../../test/testApp';
import { sessionFor } from '../ruoli/sessionFor';

let t: TestApp;
const roleId: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const r of await t.db.select().from(ruoli)) roleId[r.descrizione] = r.id;
});
afterAll(() => t.close());

const get = async (url: string, username?: string) =>
  t.app.inject({ method: 'GET', url, headers: username ? bearer(await sessionFor(t, username)) : {} });

const webRoles = (
  names = [
    'Agenzia dettagliante',
    'Commerciale',
    'Fornitore',
    'Network',
    'Operatore di agenzia',
    'Tour operator',
  ],
) =>
  names.map((text) => ({
    value: roleId[text],
    text,
  }));

describe('GET /api/dropdown/ruoli', () => {
  it('gives back office every role as value/text, sorted by text', async () => {
    const res = await get('/api/dropdown/ruoli', 'admin');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: Array<{ value: number; text: string }>; total: number };
    expect(body.total).toBe(8);
    expect(body.items.map((i) => i.text)).toEqual([
      'Agenzia dettagliante',
      'Commerciale',
      'Fornitore',
      'Network',
      'Operatore back office',
      'Operatore di agenzia',
      'Super amministratore',
      'Tour operator',
    ]);
    expect(body.items[0]).toEqual({ value: roleId['Agenzia dettagliante'], text: 'Agenzia dettagliante' });
  });

  it('is refused to an agency, even one that manages its users, and to anonymous callers', async () => {
    expect((await get('/api/dropdown/ruoli', 'agenzia')).statusCode).toBe(403);
    expect((await get('/api/dropdown/ruoli')).statusCode).toBe(401);
  });
});

describe('GET /api/dropdown/ruoli/web', () => {
  it('gives the non back-office roles to back office', async () => {
    const res = await get('/api/dropdown/ruoli/web', 'admin');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: webRoles(), total: 6 });
  });

  it('gives an agency holding the agency users permission only the roles meant for agencies', async () => {
    const res = await get('/api/dropdown/ruoli/web', 'agenzia');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: webRoles(['Agenzia dettagliante', 'Operatore di agenzia']),
      total: 2,
    });
  });

  it('is refused to users without a users permission', async () => {
    const res = await get('/api/dropdown/ruoli/web', 'fornitore');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      text: 'NO PERMISSIONS: Permesso mancante (almeno uno): BK_IMPOSTAZIONI_UTENTI, BK_IMPOSTAZIONI_RUOLI, WEB_MYOVERINS_UTENTI',
    });
  });

  it('follows the roles: a role that becomes back office leaves the web list', async () => {
    await t.db.update(ruoli).set({ backOffice: true }).where(eq(ruoli.descrizione, 'Operatore di agenzia'));
    const body = (await get('/api/dropdown/ruoli/web', 'admin')).json() as { items: Array<{ text: string }> };
    expect(body.items.map((i) => i.text)).not.toContain('Operatore di agenzia');
  });
});

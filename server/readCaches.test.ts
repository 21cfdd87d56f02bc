import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadUserInfo } from './areas/account/userInfo';
import { loadPrincipal } from './auth/principal';
import { rowsOf } from './db/rowsOf';
import { bearer, createTestApp, login, type TestApp } from './test/testApp';

/**
 * The read caches (server/db/readCache.ts) on the embedded database must never answer with what a
 * committed write changed, whoever wrote it: here every write goes behind the app's back, as plain
 * SQL, right after the cache was filled. On PostgreSQL (no caches) the same answers are expected.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LIST = '/api/myoverins/elencoadesioni/distributore?page=1&pageSize=20&sort=itemID';
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const exec = (query: ReturnType<typeof sql>) => t.db.execute(query);

describe('the caches follow writes made behind their back', () => {
  it('a revoked session, a disabled user and a narrower role are refused on the next call', async () => {
    let token = await login(t.app, 'agenzia');
    expect((await get('/api/account/me', token)).statusCode).toBe(200);
    await exec(sql`update sessions set revoked_at = now() where revoked_at is null`);
    expect((await get('/api/account/me', token)).statusCode).toBe(401);

    token = await login(t.app, 'agenzia');
    expect((await get('/api/account/me', token)).statusCode).toBe(200);
    await exec(sql`update users set disabled = true where username = 'agenzia'`);
    expect((await get('/api/account/me', token)).statusCode).toBe(401);
    await exec(sql`update users set disabled = false where username = 'agenzia'`);

    token = await login(t.app, 'agenzia');
    expect((await get(LIST, token)).statusCode).toBe(200);
    const removed = await rowsOf<{ ruolo_id: number; codice: string; azioni: string }>(
      t.db,
      sql`delete from ruoli_permessi where codice = 'WEB_MYOVERINS_TUOI_ACQUISTI'
          and ruolo_id = (select ruolo_id from users where username = 'agenzia') returning *`,
    );
    expect(removed).toHaveLength(1);
    expect((await get(LIST, token)).statusCode).toBe(403);
    const r = removed[0]!;
    await exec(
      sql`insert into ruoli_permessi (ruolo_id, codice, azioni) values (${r.ruolo_id}, ${r.codice}, ${r.azioni})`,
    );
    expect((await get(LIST, token)).statusCode).toBe(200);
  });

  it('the user info shows a changed name at once', async () => {
    const token = await login(t.app, 'agenzia');
    const name = async () => (await get('/api/account/me', token)).json().userInfo.firstName as string;
    const before = await name();
    await exec(sql`update users set first_name = 'Cambiato' where username = 'agenzia'`);
    expect(await name()).toBe('Cambiato');
    await exec(sql`update users set first_name = ${before} where username = 'agenzia'`);
    expect(await name()).toBe(before);
  });

  it('the user info shows the rights of the caller it answers, whoever filled the cache', async () => {
    const [user] = await rowsOf<{ id: number }>(t.db, sql`select id from users where username = 'agenzia'`);
    const attuale = (await loadPrincipal(t.db, user!.id))!;
    // A role change empties the cache; a request that had read its caller just before the change
    // then loads the user info, and a request made after the change follows it.
    await exec(sql`update ruoli_permessi set azioni = azioni where ruolo_id = ${attuale.ruoloId}`);
    const superato = { ...attuale, permessi: [...attuale.permessi, 'WEB_RIMOSSO|R'] };
    expect((await loadUserInfo(t.db, superato, null)).permessi).toContain('WEB_RIMOSSO|R');
    expect((await loadUserInfo(t.db, attuale, null)).permessi).toEqual(attuale.permessi);
  });

  it('a list page shows a changed row, and a changed joined row, at once', async () => {
    const token = await login(t.app, 'agenzia');
    const first = async () => (await get(LIST, token)).json().items[0] as Record<string, unknown>;
    const row = await first();
    await exec(sql`update adesioni set pacchetto = 'Pacchetto cambiato' where id = ${row.itemID as number}`);
    expect((await first()).pacchetto).toBe('Pacchetto cambiato');
    // The supplier's name comes from a joined table.
    await exec(
      sql`update anagrafiche set ragione_sociale = 'Fornitore cambiato'
          where id = (select anagrafica_id from fornitori where id = ${row.fornitoreID as number})`,
    );
    expect((await first()).fornitore).toBe('Fornitore cambiato');
  });

  it('the compared products show a renamed package at once', async () => {
    const token = await login(t.app, 'agenzia');
    const categorie = (await get('/api/carrello/pacchettiCategorie', token)).json().data as Array<{
      itemID: number;
    }>;
    const compare = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/carrello/confrontaProdotti',
          headers: bearer(token),
          payload: { listIDs: [], categoriaID: categorie[0]!.itemID, parametri: null },
        })
      ).json().data as Array<{ pacchettoID: number; pacchetto: string }>;
    const [p] = await compare();
    expect(p).toBeDefined();
    await exec(sql`update pacchetti set nome = 'Pacchetto rinominato' where id = ${p!.pacchettoID}`);
    expect((await compare()).find((x) => x.pacchettoID === p!.pacchettoID)?.pacchetto).toBe(
      'Pacchetto rinominato',
    );
  });
});

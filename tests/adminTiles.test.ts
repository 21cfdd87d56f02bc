import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submenuTabs, withProduct, type ScreenTree } from '../engine/core/navigation';
import { createRegistry, type WidgetDescriptor } from '../engine/core/registry';
import { loadScreens, type ListAccess } from '../engine/core/screens';
import { readScreenFiles } from '../engine/react/vite/readScreenFiles';
import type { UserInfo } from '../schemas/types';
import { sessionFor } from '../server/areas/ruoli/sessionFor';
import { ruoli } from '../server/db/schema';
import { listsOf } from '../server/lists/listRegistry';
import { bearer, createTestApp, type TestApp } from '../server/test/testApp';
import { toEngineUser } from '../src/auth/portalUser';
import { screenCatalogues } from '../src/catalogue/screenCatalogues';
import { widgets as realWidgets } from '../widgets';

/**
 * The admin home (`/admin`, widget menu-tiles) shows a tile per child screen its user may open, as
 * the sub-menu tabs do: both read the children's own guards. Here with the real screens and the
 * real `account/me` of two back-office demo users, `admin` (super-admin) and `operatore` (role
 * `Operatore back office`, only some BK_ permissions): their tiles differ as their permissions do,
 * and follow a permission given to the operator's role.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const product = 'overins';
const widgets: WidgetDescriptor[] = realWidgets.map(({ component: _component, ...descriptor }) => descriptor);
const entityIds = readdirSync(path.join(root, 'schemas/entities'))
  .filter((f) => f.endsWith('.schema.json'))
  .map(
    (f) => (JSON.parse(readFileSync(path.join(root, 'schemas/entities', f), 'utf8')) as { $id: string }).$id,
  );

let t: TestApp;
let tree: ScreenTree;

beforeAll(async () => {
  t = await createTestApp();
  const lists = listsOf(t.app);
  const fields = new Map(lists.map((l) => [l.path, [...l.list.resolved.keys()]]));
  const access = new Map(lists.map((l) => [l.path, l.access as ListAccess]));
  const result = loadScreens(readScreenFiles(root).files, {
    ...screenCatalogues(product),
    registry: createRegistry(widgets),
    entities: entityIds,
    listFields: (source) => fields.get(withProduct(source, product)),
    listAccess: (source) => access.get(withProduct(source, product)),
  });
  if (!result.ok) throw new Error('the screens do not load');
  tree = result;
}, 60_000);
afterAll(() => t.close());

async function tilesOf(username: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/account/me',
    headers: bearer(await sessionFor(t, username)),
  });
  expect(res.statusCode).toBe(200);
  const user = toEngineUser((res.json() as { userInfo: UserInfo }).userInfo);
  return submenuTabs(tree.byName.get('amministrazione')!, tree, user, product).map((e) => e.name);
}

describe('the admin home’s tiles', () => {
  it('is the menu-tiles widget, not a redirect', () => {
    const home = tree.byName.get('amministrazione')!.screen;
    expect(home.redirect).toBeUndefined();
    expect(home.body?.widget).toBe('menu-tiles');
  });

  it('differ between admin and operatore as their permissions do, and follow a permission given', async () => {
    const admin = await tilesOf('admin');
    const operatore = await tilesOf('operatore');
    expect(admin).toEqual([
      'accediCome',
      'reportCommissioni',
      'postaInUscita',
      'richiesteModifica',
      'utentiPortale',
      'ruoliPermessi',
      'storicoPermessi',
      'richiesteRegistrazione',
      'distributori',
      'pacchettiDistributori',
      'avvisi',
      'avvisiLetture',
      'messaggiInviati',
      'chiaviApi',
    ]);
    // Operatore back office: reports, change requests, users, registrations, distributors and notices; not the
    // roles nor sign-in-as; the outbox asks only for back office. Popup notices (BK_AVVISI) and messages (BK_MESSAGGI) too;
    // not the XML practices' API keys (BK_CHIAVI_API).
    const operatoreTiles = [
      'reportCommissioni',
      'postaInUscita',
      'richiesteModifica',
      'utentiPortale',
      'richiesteRegistrazione',
      'distributori',
      'pacchettiDistributori',
      'avvisi',
      'avvisiLetture',
      'messaggiInviati',
    ];
    expect(operatore).toEqual(operatoreTiles);

    const [role] = await t.db.select().from(ruoli).where(eq(ruoli.descrizione, 'Operatore back office'));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/ruoli/${role!.id}/add-or-remove-permesso`,
      headers: bearer(await sessionFor(t, 'admin')),
      payload: { ruoloID: role!.id, aggiungi: true, permesso: 'BK_IMPOSTAZIONI_RUOLI', azioni: ['R'] },
    });
    expect(res.statusCode).toBe(200);
    expect(await tilesOf('operatore')).toEqual([
      ...operatoreTiles.slice(0, 4),
      'ruoliPermessi',
      'storicoPermessi',
      ...operatoreTiles.slice(4),
    ]);
  });

  it('are none for a user who is not back office', async () => {
    expect(await tilesOf('agenzia')).toEqual([]);
  });
});

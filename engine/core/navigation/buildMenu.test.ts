import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FlaggedSubject } from '../access';
import { createRegistry } from '../registry';
import { loadScreens, type ScreenFile } from '../screens';
import { demoUsers, impersonatedAgenzia } from '../../../tests/fixtures/demoUsers';
import { breadcrumbTrail, menuShortcuts, submenuTabs, topNavigation } from './buildMenu';
import { redirectTarget, screenDecision } from './screenAccess';

const root = path.resolve(import.meta.dirname, '../../..');
const product = 'overins';

/**
 * The real screens/ tree, bases included for the screens that extend them; widget props are not
 * this test's business, so any widget takes any prop.
 */
function realTree() {
  const dir = path.join(root, 'screens');
  const files: ScreenFile[] = (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({
      file: `screens/${f}`,
      json: JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as unknown,
    }));
  const names = new Set<string>();
  const collect = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as { widget?: string; children?: unknown[] };
    if (n.widget) names.add(n.widget);
    n.children?.forEach(collect);
  };
  files.forEach((f) => collect((f.json as { body?: unknown }).body));
  const registry = createRegistry(
    [...names].map((name) => ({
      name,
      children: true,
      props: { type: 'object', patternProperties: { '.*': {} }, additionalProperties: false },
    })),
  );
  const result = loadScreens(files, { registry });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result;
}

const tree = realTree();
const my = tree.byName.get('my')!;
const names = (entries: Array<{ name: string }>) => entries.map((e) => e.name);
const ownArea = ['tuoiAcquisti', 'tuoiCrediti', 'tuoiPagamenti', 'tuoiEstrattiConto', 'tuoiUtenti'];

// Spec 1 §2 "Navigation" and §6 "Roles and permissions", for each kind of demo user.
const expected: Array<[string, FlaggedSubject, string[], string[]]> = [
  [
    'admin (super-admin)',
    demoUsers.admin,
    ['carrello', 'my'],
    [
      'acquistiPolizze',
      'richiesteModificaFornitore',
      'tuoiAcquisti',
      'commercialeDistributori',
      'tuoiCrediti',
      'acquistiNetwork',
      'estrattiContoNetwork',
      'tuoiPagamenti',
      'tuoiEstrattiConto',
      'tuoiUtenti',
    ],
  ],
  ['agenzia', demoUsers.agenzia, ['carrello', 'my'], ownArea],
  ['tour', demoUsers.tour, ['carrello', 'my'], ownArea],
  [
    'network',
    demoUsers.network,
    ['carrello', 'my'],
    [
      'tuoiAcquisti',
      'tuoiCrediti',
      'acquistiNetwork',
      'estrattiContoNetwork',
      'tuoiPagamenti',
      'tuoiEstrattiConto',
      'tuoiUtenti',
    ],
  ],
  ['agenzia.rete', demoUsers.agenziaRete, ['carrello', 'my'], ownArea],
  ['fornitore', demoUsers.fornitore, ['my'], ['acquistiPolizze', 'richiesteModificaFornitore']],
  ['commerciale', demoUsers.commerciale, ['my'], ['commercialeDistributori']],
  ['moroso (must pay: no cart)', demoUsers.moroso, ['my'], ownArea],
  ['avviso (warning only)', demoUsers.avviso, ['carrello', 'my'], ownArea],
  ['agenzia, impersonated', impersonatedAgenzia, ['carrello', 'my'], ownArea],
];

describe('menus per kind of user (spec 1 §2)', () => {
  it.each(expected)('%s: top navigation and My-area tabs', (_, user, top, tabs) => {
    expect(names(topNavigation(tree, user, product))).toEqual(top);
    expect(names(submenuTabs(my, tree, user, product))).toEqual(tabs);
  });

  it('nobody signed in sees no entry', () => {
    expect(topNavigation(tree, null, product)).toEqual([]);
  });

  it('entries carry the title key and the path with the brand slug', () => {
    expect(topNavigation(tree, demoUsers.agenzia, product)).toEqual([
      { name: 'carrello', titleKey: 'menu.carrello', href: '/carrello' },
      { name: 'my', titleKey: 'menu.my', href: '/myoverins' },
    ]);
    expect(submenuTabs(my, tree, demoUsers.fornitore, product)).toEqual([
      { name: 'acquistiPolizze', titleKey: 'menu.acquistiPolizze', href: '/myoverins/acquistiPolizze' },
      {
        name: 'richiesteModificaFornitore',
        titleKey: 'menu.richiesteModifica',
        href: '/myoverins/richiesteModifica',
      },
    ]);
  });

  it('menu shortcuts: the screens that declare one, under its name, when the user may open them', () => {
    expect(menuShortcuts(tree, demoUsers.agenzia, product)).toEqual({
      favourites: { name: 'listaProdotti', titleKey: 'menu.listaProdotti', href: '/carrello/listaProdotti' },
      quoteTool: {
        name: 'preventivatore',
        titleKey: 'menu.preventivatore',
        href: '/carrello/preventivatore',
      },
    });
    expect(menuShortcuts(tree, demoUsers.moroso, product)).toEqual({});
    expect(menuShortcuts(tree, demoUsers.fornitore, product)).toEqual({});
  });

  it('breadcrumbs follow the route parents; a redirect-only parent is not a link', () => {
    expect(breadcrumbTrail('tuoiPagamenti', tree, product)).toEqual([
      { name: 'my', titleKey: 'menu.my', href: '/myoverins', link: false },
      { name: 'tuoiPagamenti', titleKey: 'menu.tuoiPagamenti', href: '/myoverins/tuoiPagamenti', link: true },
    ]);
    // The admin home has a page of its own (its tiles): a link.
    expect(breadcrumbTrail('accediCome', tree, product).map((s) => [s.name, s.link])).toEqual([
      ['amministrazione', true],
      ['accediCome', true],
    ]);
  });
});

describe('guards and redirects', () => {
  const node = (name: string) => tree.byName.get(name)!;

  it('the cart and its children refuse a user who must pay, with the payment reason', () => {
    expect(screenDecision(node('preventivatore'), tree.byName, demoUsers.moroso, product)).toEqual({
      allowed: false,
      reason: { code: 'user-flag', flag: 'mustPay', required: false },
    });
    expect(screenDecision(node('preventivatore'), tree.byName, demoUsers.avviso, product).allowed).toBe(true);
  });

  it('anonymous screens are open to everybody; the others need a user', () => {
    for (const name of ['login', 'terminiecondizioni', 'adesioniFile', 'agenzieFile', 'praticheXML'])
      expect(screenDecision(node(name), tree.byName, null, product).allowed).toBe(true);
    expect(screenDecision(node('ritorno-ok'), tree.byName, null, product).allowed).toBe(false);
  });

  it('the admin area is for back-office users; sign-in-as also needs its permission', () => {
    expect(screenDecision(node('accediCome'), tree.byName, demoUsers.admin, product).allowed).toBe(true);
    expect(screenDecision(node('amministrazione'), tree.byName, demoUsers.agenzia, product).allowed).toBe(
      false,
    );
  });

  it.each([
    ['home', demoUsers.agenzia, 'carrelloCategorie'],
    ['home', demoUsers.fornitore, 'acquistiPolizze'],
    ['home', demoUsers.commerciale, 'commercialeDistributori'],
    ['home', demoUsers.moroso, 'tuoiAcquisti'],
    ['carrello', demoUsers.tour, 'carrelloCategorie'],
    ['my', demoUsers.agenzia, 'tuoiAcquisti'],
    ['my', demoUsers.fornitore, 'acquistiPolizze'],
    ['keyclient', demoUsers.agenzia, 'ritorno-ko'],
  ])('%s redirects %# to the allowed %s', (from, user, to) => {
    expect(redirectTarget(node(from), tree, user, product)?.screen.name).toBe(to);
  });
});

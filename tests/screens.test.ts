import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withProduct } from '../engine/core/navigation';
import { readScreenFiles } from '../engine/react/vite/readScreenFiles';
import { createRegistry, type WidgetDescriptor } from '../engine/core/registry';
import { formatProblem, loadScreens, type ListAccess, type ScreenCatalogues } from '../engine/core/screens';
import { listsOf } from '../server/lists/listRegistry';
import { createTestApp, type TestApp } from '../server/test/testApp';
import { screenCatalogues } from '../src/catalogue/screenCatalogues';
import { widgets as realWidgets } from '../widgets';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const product = 'overins';

/** The real registry: every widget of widgets/index.ts with the props schema it declares. */
const widgets: WidgetDescriptor[] = realWidgets.map(({ component: _component, ...descriptor }) => descriptor);

const entityIds = readdirSync(path.join(root, 'schemas/entities'))
  .filter((f) => f.endsWith('.schema.json'))
  .map(
    (f) => (JSON.parse(readFileSync(path.join(root, 'schemas/entities', f), 'utf8')) as { $id: string }).$id,
  );

/** The fields of every list the server registers, by its path with `{product}` resolved; set in beforeAll. */
let served = new Map<string, readonly string[]>();
const listFields = (sourcePath: string) => served.get(withProduct(sourcePath, product));
/** What the server demands of a caller of every list it registers, by the same path; set in beforeAll. */
let guarded = new Map<string, ListAccess>();
const listAccess = (sourcePath: string) => guarded.get(withProduct(sourcePath, product));

const catalogues = (extra: WidgetDescriptor[] = []): ScreenCatalogues => ({
  ...screenCatalogues(product),
  registry: createRegistry([...widgets, ...extra]),
  entities: entityIds,
  listFields,
  listAccess,
});

// The lists are read from the real app, as the server registers them at start-up.
let server: TestApp | undefined;
beforeAll(async () => {
  server = await createTestApp();
  served = new Map(listsOf(server.app).map((l) => [l.path, [...l.list.resolved.keys()]]));
  guarded = new Map(listsOf(server.app).map((l) => [l.path, l.access as ListAccess]));
}, 60_000);
afterAll(() => server?.close());

function check(dir: string, extra: WidgetDescriptor[] = []): string[] {
  const { files, unreadable } = readScreenFiles(root, dir);
  const result = loadScreens(files, catalogues(extra));
  return [...unreadable, ...(result.ok ? [] : result.problems.map(formatProblem))];
}

describe('screens/', () => {
  it('holds only valid screens (file#pointer: message for each problem)', () => {
    const { files } = readScreenFiles(root);
    expect(files.map((f) => f.file)).toContain('screens/auth/login.screen.json');
    expect(check(path.join(root, 'screens'))).toEqual([]);
  });

  it('builds the route tree from them', () => {
    const { files } = readScreenFiles(root);
    const result = loadScreens(files, catalogues());
    expect(result.ok && result.byName.get('login')?.fullPath).toBe('/login');
  });
});

describe('the routes of spec 1 §2', () => {
  const { files } = readScreenFiles(root);
  const result = loadScreens(files, catalogues());
  const tree = result.ok ? result : null;
  const at = (name: string) => {
    const node = tree?.byName.get(name);
    if (!node) throw new Error(`no screen named ${name}`);
    return node;
  };

  it.each([
    ['terminiecondizioni', '/terminiecondizioni'],
    ['login', '/login'],
    ['register', '/register'],
    ['passwordRecover', '/password-recover'],
    ['changePassword', '/change-password'],
    ['setPassword', '/set-password'],
    ['confirmEmail', '/confirm-email'],
    ['adesioniFile', '/adesioni/file'],
    ['agenzieFile', '/agenzie/file'],
    ['praticheXML', '/praticheXML'],
  ])('anonymous, empty layout: %s at %s', (name, fullPath) => {
    expect([at(name).fullPath, at(name).screen.layout, at(name).screen.anonymous]).toEqual([
      fullPath,
      'empty',
      true,
    ]);
  });

  it('redirects: / and /carrello to carrelloCategorie, /my{product} to tuoiAcquisti, /keyclient to ritorno-ko', () => {
    expect(
      ['home', 'carrello', 'my', 'keyclient'].map((n) => [at(n).fullPath, at(n).screen.redirect]),
    ).toEqual([
      ['/', 'carrelloCategorie'],
      ['/carrello', 'carrelloCategorie'],
      ['/my{product}', 'tuoiAcquisti'],
      ['/keyclient', 'ritorno-ko'],
    ]);
  });

  it('keyclient children with the empty layout', () => {
    expect(at('keyclient').children.map((c) => [c.fullPath, c.screen.layout])).toEqual([
      ['/keyclient/ritorno-ok', 'empty'],
      ['/keyclient/ritorno-fm-ok', 'empty'],
      ['/keyclient/ritorno-ko', 'empty'],
    ]);
  });

  it('the cart: cart layout, up to date on payments, cart permission on every child', () => {
    expect(at('carrello').screen.layout).toBe('cart');
    expect(at('carrello').screen.guard).toEqual({ userFlags: { mustPay: false } });
    expect(at('carrello').children.map((c) => [c.screen.name, c.screen.layout, c.screen.guard])).toEqual(
      ['carrelloCategorie', 'preventivatore', 'listaProdotti', 'infoProdotto'].map((name) => [
        name,
        'cart',
        { permissions: ['WEB_ANAGRAFICA_ACCESSO_CARRELLO'], userFlags: { mustPay: false } },
      ]),
    );
  });

  it('the My area: sub-menu layout, children in display order with their guards', () => {
    const dist = ['distributore_agenziadettagliante', 'distributore_touroperator', 'distributore_network'];
    expect(at('my').screen.layout).toBe('submenu');
    expect(at('my').children.map((c) => [c.screen.order, c.screen.name, c.screen.guard])).toEqual([
      [
        1,
        'acquistiPolizze',
        { permissions: ['WEB_MY{product}_ACQUISTI_POLIZZE'], attributes: ['fornitore'] },
      ],
      // Issue 26 item 5, beyond the spec's list (its order 2 is free): the supplier's change requests.
      [
        2,
        'richiesteModificaFornitore',
        { permissions: ['WEB_MY{product}_RICHIESTE_MODIFICA'], attributes: ['fornitore'] },
      ],
      [3, 'tuoiAcquisti', { permissions: ['WEB_MY{product}_TUOI_ACQUISTI'], attributes: dist }],
      [
        4,
        'commercialeDistributori',
        { permissions: ['WEB_MY{product}_COMMERCIALE_DISTRIBUTORI'], attributes: ['commerciale'] },
      ],
      [5, 'tuoiCrediti', { permissions: ['WEB_MY{product}_CREDITI'], attributes: dist }],
      [
        6,
        'acquistiNetwork',
        { permissions: ['WEB_MY{product}_ACQUISTI_NETWORK'], attributes: ['distributore_network'] },
      ],
      [
        7,
        'estrattiContoNetwork',
        { permissions: ['WEB_MY{product}_ESTRATTICONTO_NETWORK'], attributes: ['distributore_network'] },
      ],
      [8, 'tuoiPagamenti', { permissions: ['WEB_MY{product}_PAGAMENTI'], attributes: dist }],
      [9, 'tuoiEstrattiConto', { permissions: ['WEB_MY{product}_ESTRATTICONTO'], attributes: dist }],
      [10, 'tuoiUtenti', { permissions: ['WEB_MY{product}_UTENTI'], attributes: ['distributore'] }],
    ]);
  });

  it('popup positions: home 1, cart home 2, product choice 3, My area 4', () => {
    const positions = Object.fromEntries(
      [...(tree?.byName.values() ?? [])]
        .filter((n) => n.screen.popupPosition != null)
        .map((n) => [n.screen.name, n.screen.popupPosition]),
    );
    const my = Object.fromEntries(at('my').children.map((c) => [c.screen.name, 4]));
    expect(positions).toEqual({ home: 1, carrelloCategorie: 2, preventivatore: 2, infoProdotto: 3, ...my });
  });
});

describe('a broken screen file fails with its path and JSON pointer', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'screens-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const fileOf = (name: string) => path.relative(root, path.join(dir, name)).split(path.sep).join('/');
  const write = (name: string, json: unknown): void =>
    writeFileSync(path.join(dir, name), JSON.stringify(json));
  it('an unknown widget', () => {
    write('unknown-widget.screen.json', { name: 'a', path: '/a', body: { widget: 'page-in-preparazion' } });
    expect(check(dir)).toEqual([
      `${fileOf('unknown-widget.screen.json')}#/body/widget: Unknown widget "page-in-preparazion" in screen "a" at /body: did you mean "page-in-preparazione"?`,
    ]);
    rmSync(path.join(dir, 'unknown-widget.screen.json'));
  });

  it('a misspelt column property', () => {
    write('misspelt-column.screen.json', {
      name: 'tuoiAcquisti',
      path: '/tuoiAcquisti',
      body: {
        widget: 'grid',
        props: {
          source: { path: 'x', kind: 'list' },
          columns: [{ field: 'dataAcquisto', type: 'date', filtrable: true }],
        },
      },
    });
    // The real grid widget (widgets/grid) validates its columns against the grid-column meta-schema.
    expect(check(dir)).toEqual([
      `${fileOf('misspelt-column.screen.json')}#/body/props/columns/0/filtrable: unknown property "filtrable" (did you mean "filterable"?)`,
    ]);
    rmSync(path.join(dir, 'misspelt-column.screen.json'));
  });

  it('a guard of the wrong shape', () => {
    write('bad-guard.screen.json', {
      name: 'utenti',
      path: '/utenti',
      guard: { permission: ['WEB_MY{product}_UTENTI'], attributes: 'distributore' },
      body: { widget: 'page-in-preparazione', props: { message: 'Pagina in preparazione' } },
    });
    const file = fileOf('bad-guard.screen.json');
    expect(check(dir)).toEqual([
      `${file}#/guard/permission: unknown property "permission" (did you mean "permissions"?)`,
      `${file}#/guard/attributes: must be array`,
    ]);
    rmSync(path.join(dir, 'bad-guard.screen.json'));
  });

  it('a permission missing from the catalogue, and a file that is not JSON', () => {
    write('unknown-permission.screen.json', {
      name: 'utenti',
      path: '/utenti',
      guard: { permissions: ['WEB_MY{product}_UTENTE'] },
      body: { widget: 'page-in-preparazione' },
    });
    writeFileSync(path.join(dir, 'broken.screen.json'), '{ "name": ');
    const problems = check(dir);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(new RegExp(`^${fileOf('broken.screen.json')}#/: not valid JSON`));
    expect(problems[1]).toBe(
      `${fileOf('unknown-permission.screen.json')}#/guard/permissions/0: permission "WEB_MY{product}_UTENTE" is not in the permission catalogue (did you mean "WEB_MYOVERINS_UTENTI"?)`,
    );
  });
});

describe('cross-checks against the registries fail with file and JSON pointer', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'screens-cross-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.relative(root, path.join(dir, 'bad.screen.json')).split(path.sep).join('/');
  /** The guard the users list's access asks for (server/lists/definitions/utentiAgenzia.list.json). */
  const usersGuard = { permissions: ['WEB_MY{product}_UTENTI'], attributes: ['distributore'] };
  /** One screen whose grid reads the users list with the given columns. */
  const checkColumns = (
    columns: unknown[],
    title = 'menu.tuoiUtenti',
    guard: unknown = usersGuard,
  ): string[] => {
    writeFileSync(
      path.join(dir, 'bad.screen.json'),
      JSON.stringify({
        name: 'utenti',
        path: '/utenti',
        title,
        guard,
        body: {
          widget: 'grid',
          props: { source: { path: 'my{product}/utentiagenzia', kind: 'list' }, columns },
        },
      }),
    );
    return check(dir);
  };

  it('passes a good one', () => {
    expect(checkColumns([{ field: 'username', title: 'colonna.username' }])).toEqual([]);
  });

  it('a column whose field the list does not serve', () => {
    expect(checkColumns([{ field: 'usename' }])).toEqual([
      `${file}#/body/props/columns/0/field: field "usename" is not served by the list "my{product}/utentiagenzia" (did you mean "username"?)`,
    ]);
  });

  it('an unknown render function', () => {
    expect(checkColumns([{ field: 'nome', type: 'renderfunction', format: 'nominativ' }])).toEqual([
      `${file}#/body/props/columns/0/format: unknown render function "nominativ" (did you mean "nominativo"?)`,
    ]);
  });

  it('two shown columns with one title (issue 24: two identical headers); a hidden one may repeat it', () => {
    const columns = [
      { field: 'nome', title: 'colonna.nome' },
      { field: 'ruolo', title: 'colonna.ruolo' },
      { field: 'ruoloID', title: 'colonna.ruolo', hidden: true },
      { field: 'cognome', title: 'colonna.nome' },
    ];
    expect(checkColumns(columns)).toEqual([
      `${file}#/body/props/columns/3/title: column 0 has the same title "colonna.nome": each shown column needs its own`,
    ]);
  });

  it('an unknown custom button', () => {
    const columns = [{ field: 'itemID', type: 'actions', customButtons: [{ name: 'accedicome' }] }];
    expect(checkColumns(columns)).toEqual([
      `${file}#/body/props/columns/0/customButtons/0/name: unknown custom button "accedicome" (did you mean "accediCome"?)`,
    ]);
  });

  it('a declarative action (call) and a create: label keys, permissions, edit sources, row fields of the path', () => {
    const columns = [
      {
        field: 'itemID',
        type: 'actions',
        customButtons: [
          {
            name: 'nonUnaAzione',
            title: 'generico.modifica',
            call: {
              path: 'my{product}/utentiagenzia/{itemId}/x',
              when: { abilitto: [true] },
              confirm: { title: 'generico.conferma', body: 'generico.domandaa' },
              input: {
                field: 'motivo',
                label: 'colonna.motivoRifiuto',
                maxLength: 10,
                required: 'form.obbligatorioo',
              },
              form: [{ field: 'ruolo', editSource: 'ruoli/webb' }],
              success: 'msg.salvato',
            },
          },
        ],
      },
    ];
    writeFileSync(
      path.join(dir, 'bad.screen.json'),
      JSON.stringify({
        name: 'utenti',
        path: '/utenti',
        title: 'menu.tuoiUtenti',
        guard: usersGuard,
        body: {
          widget: 'grid',
          props: {
            source: { path: 'my{product}/utentiagenzia', kind: 'list' },
            columns,
            create: {
              path: 'my{product}/utentiagenzia',
              title: 'generico.nuov',
              permission: 'WEB_MY{product}_UTENTE|C',
              success: 'msg.salvatoo',
              fields: [{ field: 'nome', title: 'colonna.nome', required: true }],
            },
          },
        },
      }),
    );
    const at = `${file}#/body/props`;
    expect(check(dir).sort()).toEqual(
      [
        `${at}/columns/0/customButtons/0/call/path: placeholder field "itemId" is not served by the list "my{product}/utentiagenzia" (did you mean "itemID"?)`,
        `${at}/columns/0/customButtons/0/call/when/abilitto: field "abilitto" is not served by the list "my{product}/utentiagenzia" (did you mean "abilitato"?)`,
        `${at}/columns/0/customButtons/0/call/confirm/body: label key "generico.domandaa" is not in the label catalogue`,
        `${at}/columns/0/customButtons/0/call/input/required: label key "form.obbligatorioo" is not in the label catalogue (did you mean "form.obbligatorio"?)`,
        `${at}/columns/0/customButtons/0/call/form/0/editSource: unknown edit source "ruoli/webb" (did you mean "ruoli/web"?)`,
        `${at}/create/title: label key "generico.nuov" is not in the label catalogue (did you mean "generico.nuovo", "generico.no"?)`,
        `${at}/create/permission: permission "WEB_MY{product}_UTENTE|C" is not in the permission catalogue (did you mean "WEB_MYOVERINS_UTENTI"?)`,
        `${at}/create/success: label key "msg.salvatoo" is not in the label catalogue (did you mean "msg.salvato"?)`,
      ].sort(),
    );
  });

  it('an unknown edit source', () => {
    expect(checkColumns([{ field: 'ruolo', editType: 'select', editSource: 'ruoli/webb' }])).toEqual([
      `${file}#/body/props/columns/0/editSource: unknown edit source "ruoli/webb" (did you mean "ruoli/web"?)`,
    ]);
  });

  it('label keys missing from the label catalogue: the title and a column title', () => {
    expect(checkColumns([{ field: 'nome', title: 'colonna.nomee' }], 'menu.tuoiUtent')).toEqual([
      `${file}#/title: label key "menu.tuoiUtent" is not in the label catalogue (did you mean "menu.tuoiUtenti"?)`,
      `${file}#/body/props/columns/0/title: label key "colonna.nomee" is not in the label catalogue (did you mean "colonna.nome"?)`,
    ]);
  });

  it('a guard that lets in users the list refuses (a permission declared once, on the list)', () => {
    const columns = [{ field: 'username' }];
    const list = '"my{product}/utentiagenzia" (/body/props/source) refuses';
    expect(checkColumns(columns, 'menu.tuoiUtenti', { permissions: ['WEB_MY{product}_CREDITI'] })).toEqual([
      `${file}#/guard: the guard lets in users the list ${list}: permission "WEB_MY{product}_CREDITI" is not one the list accepts (WEB_MYOVERINS_UTENTI|R)`,
      `${file}#/guard: the guard lets in users the list ${list}: the guard admits any user attribute; the list needs one of distributore`,
    ]);
    // Stricter than the list is fine: one list may serve several screens.
    expect(
      checkColumns(columns, 'menu.tuoiUtenti', { ...usersGuard, attributes: ['distributore_network'] }),
    ).toEqual([]);
  });

  it('a column title written as text is not a label key', () => {
    expect(checkColumns([{ field: 'nome', title: 'Nome e cognome' }])).toEqual([]);
  });
});

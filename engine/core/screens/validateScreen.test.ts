import { describe, expect, it } from 'vitest';
import { createRegistry } from '../registry';
import { composeScreenSchema } from './composeScreenSchema';
import { FIXTURE_PERMISSIONS, fixtureRegistry } from '../../../tests/fixtures/engineScreens';
import { validateScreen } from './validateScreen';

const file = 'screens/my/tuoi-acquisti.screen.json';
const options = { file, registry: fixtureRegistry(), permissions: FIXTURE_PERMISSIONS, product: 'overins' };

const tuoiAcquisti = () => ({
  $schema: '../../schemas/meta/screen.schema.json',
  name: 'tuoiAcquisti',
  parent: 'myoverins',
  path: 'tuoiAcquisti',
  order: 3,
  title: 'menu.tuoiAcquisti',
  popupPosition: null,
  guard: {
    permissions: ['WEB_MY{product}_TUOI_ACQUISTI'],
    attributes: ['distributore_agenziadettagliante', 'distributore_touroperator', 'distributore_network'],
  },
  body: {
    widget: 'grid',
    props: {
      source: { path: 'my{product}/elencoadesioni/distributore', kind: 'list' },
      columns: [
        {
          field: 'dataAcquisto',
          title: 'adesioni.dataAcquisto',
          type: 'date',
          filterable: 'daterange',
          export: true,
        },
        {
          field: 'importo',
          type: 'numeric',
          format: 'n2',
          width: 120,
          sortBy: 'importoTotale',
          exportWidth: 14,
        },
        {
          field: '_azioni',
          type: 'actions',
          width: '10%',
          filterable: false,
          customButtons: [
            { name: 'certificato', icon: 'download', permission: 'WEB_MY{product}_TUOI_ACQUISTI|R' },
          ],
        },
        {
          field: 'ruolo.id',
          editType: 'select',
          editSource: 'ruoli',
          editSourceValue: 'value',
          editSourceText: 'text',
        },
      ],
    },
  },
});

describe('composeScreenSchema', () => {
  it('narrows the widget name to the registered ones and applies each props schema', () => {
    const schema = composeScreenSchema(fixtureRegistry());
    const node = (
      schema.definitions as Record<string, { properties: { widget: { enum: string[] } }; allOf: unknown[] }>
    ).node;
    expect(node?.properties.widget.enum).toEqual(['grid', 'login-form', 'page-in-preparazione', 'tabs']);
    expect(node?.allOf).toHaveLength(4);
    expect(node?.allOf[0]).toEqual({
      if: { properties: { widget: { const: 'grid' } }, required: ['widget'] },
      then: {
        properties: { props: fixtureRegistry().get('grid')?.props, children: false },
        required: ['props'],
      },
    });
    expect(schema.properties?.body).toEqual({ $ref: '#/definitions/node' });
    expect(schema.additionalProperties).toBe(false);
  });
});

describe('validateScreen', () => {
  it('accepts a full screen with every column property in use', () => {
    expect(validateScreen(tuoiAcquisti(), options)).toEqual([]);
  });

  it('names an unknown widget with its pointer and the closest name', () => {
    const screen = { ...tuoiAcquisti(), body: { widget: 'gird', props: {} } };
    expect(validateScreen(screen, options)).toEqual([
      {
        file,
        pointer: '/body/widget',
        message: 'Unknown widget "gird" in screen "tuoiAcquisti" at /body: did you mean "grid"?',
      },
    ]);
  });

  it('names a misspelt column property by its own pointer', () => {
    const screen = tuoiAcquisti();
    (screen.body.props.columns[0] as Record<string, unknown>).filtrable = true;
    expect(validateScreen(screen, options)).toEqual([
      {
        file,
        pointer: '/body/props/columns/0/filtrable',
        message: 'unknown property "filtrable" (did you mean "filterable"?)',
      },
    ]);
  });

  it('rejects props a widget does not declare, and children of a leaf widget', () => {
    const screen = {
      name: 'x',
      path: '/x',
      body: {
        widget: 'tabs',
        children: [
          { widget: 'page-in-preparazione', props: { messagio: 'In preparazione' } },
          { widget: 'page-in-preparazione', children: [{ widget: 'page-in-preparazione' }] },
        ],
      },
    };
    expect(validateScreen(screen, { file: 'x.json', registry: fixtureRegistry() })).toEqual([
      {
        file: 'x.json',
        pointer: '/body/children/0/props/messagio',
        message: 'unknown property "messagio" (did you mean "message"?)',
      },
      { file: 'x.json', pointer: '/body/children/1/children', message: 'this widget takes no children' },
    ]);
  });

  it('takes node ids of the right shape, unique among siblings (children of an extended screen merge by id)', () => {
    const screen = {
      name: 'x',
      path: '/x',
      body: {
        widget: 'tabs',
        id: 'root',
        children: [
          { widget: 'page-in-preparazione', id: 'uno' },
          { widget: 'page-in-preparazione', id: 'due' },
          { widget: 'page-in-preparazione', id: 'uno' },
        ],
      },
    };
    expect(validateScreen(screen, { file: 'x.json', registry: fixtureRegistry() })).toEqual([
      { file: 'x.json', pointer: '/body/children/2/id', message: 'node 0 has the same id "uno"' },
    ]);
    const badId = { ...screen, body: { widget: 'tabs', id: '1 bad' } };
    expect(validateScreen(badId, { file: 'x.json', registry: fixtureRegistry() })).toEqual([
      { file: 'x.json', pointer: '/body/id', message: '"1 bad" must match ^[A-Za-z][A-Za-z0-9_-]*$' },
    ]);
  });

  it('requires the props a widget requires', () => {
    const screen = { name: 'x', path: '/x', body: { widget: 'grid', props: { source: { path: 'a' } } } };
    expect(validateScreen(screen, { file: 'x.json', registry: fixtureRegistry() })).toEqual([
      { file: 'x.json', pointer: '/body/props', message: 'missing required property "columns"' },
    ]);
  });

  it('rejects a guard of the wrong shape', () => {
    const screen = {
      name: 'x',
      path: '/x',
      guard: { permissions: 'WEB_MYOVERINS_UTENTI', mode: 'some', roles: [] },
    };
    expect(validateScreen(screen, { file: 'x.json', registry: fixtureRegistry() })).toEqual([
      { file: 'x.json', pointer: '/guard/roles', message: 'unknown property "roles"' },
      { file: 'x.json', pointer: '/guard/permissions', message: 'must be array' },
      { file: 'x.json', pointer: '/guard/mode', message: '"some" is not allowed; allowed: "any", "all"' },
    ]);
  });

  it('rejects wrong enums, types and ranges with their pointers', () => {
    const screen = {
      name: 'x',
      path: '/x',
      layout: 'sidebar',
      popupPosition: 5,
      guard: { attributes: ['distributor'] },
      body: {
        widget: 'grid',
        props: {
          source: { path: 'a', method: 'PATCH' },
          columns: [{ field: 'a', type: 'dat', filterable: 'text' }],
        },
      },
    };
    expect(validateScreen(screen, { file: 'x.json', registry: fixtureRegistry() })).toEqual([
      {
        file: 'x.json',
        pointer: '/layout',
        message: '"sidebar" is not allowed; allowed: "default", "empty", "cart", "submenu"',
      },
      {
        file: 'x.json',
        pointer: '/guard/attributes/0',
        message: expect.stringContaining('"distributor" is not allowed (did you mean "distributore"'),
      },
      { file: 'x.json', pointer: '/popupPosition', message: 'must be <= 4' },
      {
        file: 'x.json',
        pointer: '/body/props/source/method',
        message: expect.stringContaining('"PATCH" is not allowed'),
      },
      {
        file: 'x.json',
        pointer: '/body/props/columns/0/type',
        message: expect.stringContaining('"dat" is not allowed (did you mean "date"'),
      },
      {
        file: 'x.json',
        pointer: '/body/props/columns/0/filterable',
        message: expect.stringContaining('"text" is not allowed'),
      },
    ]);
  });

  it('never throws on input that is not a screen', () => {
    expect(validateScreen(null, { file: 'x.json', registry: fixtureRegistry() })).toEqual([
      { file: 'x.json', pointer: '', message: 'must be object' },
    ]);
    expect(validateScreen([], { file: 'x.json', registry: fixtureRegistry() })).toEqual([
      { file: 'x.json', pointer: '', message: 'must be object' },
    ]);
    expect(validateScreen({}, { file: 'x.json', registry: fixtureRegistry() })).toEqual([
      { file: 'x.json', pointer: '', message: 'missing required property "name"' },
      { file: 'x.json', pointer: '', message: 'missing required property "path"' },
    ]);
  });

  it('reports every widget as unknown when the registry is empty', () => {
    const screen = { name: 'x', path: '/x', body: { widget: 'grid' } };
    expect(validateScreen(screen, { file: 'x.json', registry: createRegistry() })).toEqual([
      {
        file: 'x.json',
        pointer: '/body/widget',
        message: 'Unknown widget "grid" in screen "x" at /body: no widget has a similar name',
      },
    ]);
  });

  it('reports a props schema ajv cannot compile as a problem, not a throw', () => {
    const registry = createRegistry([
      {
        name: 'broken',
        props: {
          type: 'object',
          properties: { a: { $ref: 'missing.schema.json' } },
          additionalProperties: false,
        },
      },
    ]);
    const [problem] = validateScreen({ name: 'x', path: '/x' }, { file: 'x.json', registry });
    expect(problem?.message).toMatch(/^the screen schema could not be built: .*missing\.schema\.json/);
  });
});

describe('lintScreen (through validateScreen)', () => {
  it('checks permissions against the catalogue, with {product} as the brand slug', () => {
    const screen = tuoiAcquisti();
    screen.guard.permissions = ['WEB_MY{product}_TUOI_ACQUISTO', 'WEB_MY{product}_'];
    expect(validateScreen(screen, options)).toEqual([
      {
        file,
        pointer: '/guard/permissions/0',
        message:
          'permission "WEB_MY{product}_TUOI_ACQUISTO" is not in the permission catalogue (did you mean "WEB_MYOVERINS_TUOI_ACQUISTI"?)',
      },
    ]);
  });

  it('checks edit sources and custom-button permissions of columns', () => {
    const screen = tuoiAcquisti();
    (screen.body.props.columns as unknown[])[3] = { field: 'ruolo', editSource: 'ruolo' };
    screen.body.props.columns[2]!.customButtons = [{ name: 'x', icon: 'x', permission: 'WEB_NIENTE' }];
    expect(validateScreen(screen, { ...options, editSources: ['ruoli', 'ruoli/web'] })).toEqual([
      {
        file,
        pointer: '/body/props/columns/2/customButtons/0/permission',
        message: 'permission "WEB_NIENTE" is not in the permission catalogue',
      },
      {
        file,
        pointer: '/body/props/columns/3/editSource',
        message: 'unknown edit source "ruolo" (did you mean "ruoli"?)',
      },
    ]);
  });

  it('leaves the names of a catalogue it is not given unchecked', () => {
    const screen = tuoiAcquisti();
    (screen.body.props.columns as unknown[])[3] = { field: 'ruolo', editSource: 'nessuna' };
    expect(validateScreen(screen, options)).toEqual([]);
  });

  it('checks column fields against the list the source reads, render functions, buttons and label keys', () => {
    // Columns are checked where they are found, titles as the walk reaches them.
    const screen = tuoiAcquisti();
    const columns = screen.body.props.columns as Array<Record<string, unknown>>;
    columns[0]!.title = 'adesioni.dataAcquist';
    columns[1] = { field: 'importoo', type: 'renderfunction', format: 'euro' };
    const catalogues = {
      ...options,
      listFields: (path: string) =>
        path === 'my{product}/elencoadesioni/distributore' ? ['dataAcquisto', 'importo', 'ruolo'] : undefined,
      renderFunctions: ['euros'],
      customButtons: ['certificati'],
      labels: ['menu.tuoiAcquisti', 'adesioni.dataAcquisto'],
    };
    expect(validateScreen(screen, catalogues).map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/body/props/columns/1/field: field "importoo" is not served by the list "my{product}/elencoadesioni/distributore" (did you mean "importo"?)',
      '/body/props/columns/1/format: unknown render function "euro" (did you mean "euros"?)',
      '/body/props/columns/2/customButtons/0/name: unknown custom button "certificato" (did you mean "certificati"?)',
      '/body/props/columns/0/title: label key "adesioni.dataAcquist" is not in the label catalogue (did you mean "adesioni.dataAcquisto"?)',
    ]);
    // A source that is no known list leaves the fields unchecked; the action column's field never is.
    screen.body.props.source.path = 'altro';
    expect(validateScreen(screen, catalogues).some((p) => p.pointer.endsWith('/field'))).toBe(false);
  });

  it('checks placeholders in the path, guards on anonymous screens and entity ids', () => {
    const screen = {
      name: 'login',
      path: '/login/{id}',
      anonymous: true,
      guard: { permissions: ['WEB_MYOVERINS_UTENTI'] },
      body: { widget: 'login-form', props: { form: { schema: { $ref: 'logn#' } } } },
    };
    expect(validateScreen(screen, { ...options, file: 'l.json', entities: ['login', 'userInfo'] })).toEqual([
      {
        file: 'l.json',
        pointer: '/path',
        message: 'unknown placeholder "{id}": only {product} is allowed (use :name for route parameters)',
      },
      {
        file: 'l.json',
        pointer: '/guard',
        message: 'an anonymous screen cannot demand a signed-in user, permissions or attributes',
      },
      {
        file: 'l.json',
        pointer: '/body/props/form/schema/$ref',
        message: 'unknown entity schema "logn" (did you mean "login"?)',
      },
    ]);
  });
});

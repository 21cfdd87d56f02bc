import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEntitySchemas } from './plugins/schemas';
import { createTestApp, type TestApp } from './test/testApp';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** The calls of spec 1 §7 (Account; Roles and localisation), as `method path` under /api. */
const SPEC_CALLS = [
  'get /api/account/me',
  'post /api/account/login',
  'post /api/account/logout',
  'post /api/account/recupera-password',
  'post /api/account/cambia-password',
  'put /api/account/forza-password',
  'post /api/account/change-password',
  'post /api/account/set-first-password',
  'get /api/account/confirmemail',
  'post /api/account/asusers/{id}',
  'put /api/account/asusers',
  'get /api/ruoli/permessi-list',
  'get /api/ruoli/{roleId}/permessi',
  'post /api/ruoli/{roleId}/add-or-remove-permesso',
  'get /api/utenti/ruoli/{x}',
  'get /api/localization/labels/{culture}',
  'get /api/dropdown/ruoli',
  'get /api/dropdown/ruoli/web',
];

/**
 * `method path` of every route the app serves under /api (bar the docs pages), read from Fastify's
 * own route tree so that a route hidden from the document is noticed.
 */
function servedRoutes(tree: string): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const url = stack.join('');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim().toLowerCase())) {
      if (!METHODS.includes(method)) continue;
      if (!url.startsWith('/api/') || /^\/api\/docs(\/|\*|$)/.test(url)) continue;
      found.push(`${method} ${url.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return found.sort();
}

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json() as OpenApiDocument;
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ id: `${method} ${path}`, op })),
  );

describe('GET /api/docs', () => {
  it('serves the Swagger UI page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>Swagger UI</title>');
  });

  it('serves an OpenAPI 3 document with the health route and the calls of spec 1 §7', () => {
    expect(doc.openapi).toMatch(/^3\./);
    const ids = operations().map((o) => o.id);
    expect(ids).toContain('get /api/health');
    expect(SPEC_CALLS.filter((call) => !ids.includes(call))).toEqual([]);
  });

  it('documents every /api route the app serves', () => {
    const ids = new Set(operations().map((o) => o.id));
    const served = servedRoutes(t.app.printRoutes({ commonPrefix: false }));
    expect(served).toContain('get /api/health');
    // printRoutes writes one segment for parameters of different methods at the same place
    // (`:itemID|:pacchettoID`): a route is documented when one of its spellings is.
    const spellings = (route: string) => {
      const [method, url] = route.split(' ') as [string, string];
      return url
        .split('/')
        .reduce<string[]>((acc, seg) => acc.flatMap((a) => seg.split('|').map((alt) => `${a}/${alt}`)), [''])
        .map((u) => `${method} ${u.slice(1)}`);
    };
    expect(served.filter((route) => !spellings(route).some((r) => ids.has(r)))).toEqual([]);
  });

  it('gives every operation a 2xx response with a schema (204 aside: it has no body)', () => {
    const undocumented = operations()
      .filter(({ op }) => {
        const success = Object.entries(op.responses ?? {}).filter(([code]) => /^2\d\d$/.test(code));
        if (success.some(([code]) => code === '204')) return false;
        return !success.some(([, r]) => Object.values(r.content ?? {}).some((c) => c.schema !== undefined));
      })
      .map((o) => o.id);
    expect(undocumented).toEqual([]);
  });

  it('holds every entity schema as a component, and every $ref points at one', () => {
    const ids = loadEntitySchemas().map((s) => s.$id);
    expect(ids.filter((id) => !(id in doc.components.schemas))).toEqual([]);
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(refs.length).toBeGreaterThan(0);
    const dangling = refs.filter((ref) => {
      const name = /^#\/components\/schemas\/([^/]+)$/.exec(ref)?.[1];
      return name === undefined || !(decodeURIComponent(name) in doc.components.schemas);
    });
    expect([...new Set(dangling)]).toEqual([]);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateTypes, readCommittedTypes } from '../scripts/gen-types';

describe('schemas/types', () => {
  it('matches the schemas (npm run gen:types)', async () => {
    const generated = await generateTypes();
    const committed = readCommittedTypes();
    const drift = [...new Set([...generated.keys(), ...committed.keys()])]
      .sort()
      .filter((file) => generated.get(file) !== committed.get(file));
    if (drift.length > 0) {
      expect.fail(`schemas/types is stale: run npm run gen:types (differs: ${drift.join(', ')})`);
    }
  }, 30_000);
});

describe('generateTypes', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'gen-types-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  function writeSchemas(schemas: Record<string, object>) {
    rmSync(path.join(root, 'schemas'), { recursive: true, force: true });
    for (const [file, schema] of Object.entries(schemas)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), JSON.stringify(schema));
    }
  }

  const person = {
    $id: 'person',
    title: 'Persona',
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Nome' },
      role: { type: 'string', enum: ['a', 'b'] },
    },
    required: ['name'],
  };

  it('imports whole-schema references and inlines fragment references', async () => {
    writeSchemas({
      'schemas/entities/person.schema.json': person,
      'schemas/entities/team.schema.json': {
        $id: 'team',
        title: 'Team',
        type: 'object',
        properties: {
          leader: { $ref: 'person#' },
          members: { type: 'array', items: { $ref: 'person#' } },
          role: { $ref: 'person#/properties/role' },
        },
        required: ['leader', 'members'],
      },
      'schemas/meta/screen.schema.json': {
        $id: 'screen',
        title: 'Screen',
        type: 'object',
        properties: { owner: { $ref: 'person#' }, children: { type: 'array', items: { $ref: 'screen#' } } },
      },
    });
    const files = await generateTypes({ root });
    expect([...files.keys()]).toEqual(['person.ts', 'team.ts', 'meta/screen.ts', 'index.ts', 'schemaMap.ts']);
    expect(files.get('team.ts')).toBe(
      [
        '/* generated — run npm run gen:types */',
        '/* source: schemas/entities/team.schema.json */',
        '',
        "import type { Person } from './person';",
        '',
        'export interface Team {',
        '  leader: Person;',
        '  members: Person[];',
        "  role?: 'a' | 'b';",
        '}',
        '',
      ].join('\n'),
    );
    // A nested title is a form label, not a type name; the root title becomes the comment.
    expect(files.get('person.ts')).toContain(
      '/**\n * Persona\n */\nexport interface Person {\n  name: string;',
    );
    expect(files.get('meta/screen.ts')).toContain("import type { Person } from '../person';");
    expect(files.get('meta/screen.ts')).toContain('children?: Screen[];');
    expect(files.get('index.ts')).toBe(
      [
        '/* generated — run npm run gen:types */',
        '',
        "export type { Person } from './person';",
        "export type { Team } from './team';",
        "export type { Screen } from './meta/screen';",
        '',
      ].join('\n'),
    );
  });

  it('maps every entity schema id to its type for the server type provider, meta schemas aside', async () => {
    writeSchemas({
      'schemas/entities/person.schema.json': person,
      'schemas/entities/login-data.schema.json': { $id: 'loginData', type: 'object' },
      'schemas/meta/screen.schema.json': { $id: 'screen', type: 'object' },
    });
    const map = (await generateTypes({ root })).get('schemaMap.ts') ?? '';
    expect(map).toContain("import type { LoginData } from './login-data';");
    expect(map).toContain("import type { Person } from './person';");
    expect(map).toMatch(
      /export interface SchemaTypes \{\n {2}loginData: LoginData;\n {2}person: Person;\n\}/,
    );
    expect(map).not.toContain('Screen');
  });

  it('names the file of a reference to an unknown schema', async () => {
    writeSchemas({
      'schemas/entities/team.schema.json': {
        $id: 'team',
        type: 'object',
        properties: { x: { $ref: 'nobody#' } },
      },
    });
    await expect(generateTypes({ root })).rejects.toThrow(
      'schemas/entities/team.schema.json: $ref "nobody#" names no schema in schemas/entities or schemas/meta',
    );
  });

  it('produces the same output twice', async () => {
    writeSchemas({ 'schemas/entities/person.schema.json': person });
    expect(await generateTypes({ root })).toEqual(await generateTypes({ root }));
  });
});

import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import prettier from 'prettier';

/**
 * Generates `schemas/types/` from the JSON Schemas (`npm run gen:types`), one module per schema plus an
 * `index.ts`. Schemas refer to each other by id (`{ "$ref": "userInfo#" }`, as Fastify resolves them);
 * such a reference becomes an import of the other module's type, so each type is declared once.
 * A reference into another schema (`userInfo#/properties/distributore`) is inlined.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const typesDirOf = (root: string) => path.join(root, 'schemas/types');

/** Source folders, and where their modules go inside `schemas/types`. */
const sources = [
  { dir: 'schemas/entities', out: '' },
  { dir: 'schemas/meta', out: 'meta/' },
];

const BANNER = '/* generated — run npm run gen:types */';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type SchemaObject = { [key: string]: Json };

interface SourceSchema {
  /** Path from the repository root, e.g. `schemas/entities/login.schema.json`. */
  file: string;
  /** Module path inside `schemas/types` without extension, e.g. `login` or `meta/screen`. */
  module: string;
  id: string;
  typeName: string;
  schema: SchemaObject;
}

/** Keywords whose value is one schema. */
const SCHEMA_KEYS = [
  'additionalProperties',
  'additionalItems',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'items',
];
/** Keywords whose value is a list of schemas. */
const SCHEMA_LIST_KEYS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAP_KEYS = ['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas'];

function isObject(value: Json | undefined): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pascalCase(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const joined = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
  return /^[0-9]/.test(joined) ? `T${joined}` : joined;
}

function baseName(file: string): string {
  return path.basename(file).replace(/\.schema\.json$|\.json$/, '');
}

function readSources(root: string): SourceSchema[] {
  const found: SourceSchema[] = [];
  for (const source of sources) {
    let names: string[];
    try {
      names = readdirSync(path.join(root, source.dir));
    } catch {
      continue;
    }
    for (const name of names.filter((n) => n.endsWith('.schema.json')).sort()) {
      const file = `${source.dir}/${name}`;
      const parsed = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Json;
      if (!isObject(parsed)) throw new Error(`${file}: a schema must be a JSON object`);
      const base = baseName(name);
      const id = typeof parsed.$id === 'string' ? parsed.$id : base;
      const idName = /^[A-Za-z][\w-]*$/.test(id) ? id : base;
      found.push({ file, module: `${source.out}${base}`, id, typeName: pascalCase(idName), schema: parsed });
    }
  }
  return found;
}

/** Finds the schema a `$ref` outside the document names: by `$id`, then by file name. */
function lookup(all: SourceSchema[], target: string): SourceSchema | undefined {
  return all.find((s) => s.id === target) ?? all.find((s) => baseName(s.file) === baseName(target));
}

function resolvePointer(schema: SchemaObject, pointer: string): Json | undefined {
  let node: Json | undefined = schema;
  for (const raw of pointer.split('/').filter(Boolean)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isObject(node)) node = node[key];
    else return undefined;
  }
  return node;
}

/**
 * Rewrites one schema for json-schema-to-typescript: references to other documents become `tsType`
 * (recording the import) or are inlined; titles below the root are dropped, because the compiler
 * would turn each into a separately named type and the entity schemas use titles as form labels.
 */
function prepare(doc: SourceSchema, all: SourceSchema[], imports: Map<string, SourceSchema>): SchemaObject {
  const visit = (node: SchemaObject, owner: SourceSchema, isRoot: boolean, depth: number): SchemaObject => {
    if (depth > 50)
      throw new Error(`${doc.file}: $ref nesting too deep (a cycle through fragment references?)`);
    const ref = node.$ref;
    if (typeof ref === 'string' && !ref.startsWith('#')) {
      const [target = '', fragment = ''] = ref.split('#');
      const other = lookup(all, target);
      if (!other)
        throw new Error(
          `${owner.file}: $ref "${ref}" names no schema in ${sources.map((s) => s.dir).join(' or ')}`,
        );
      const extra: SchemaObject =
        typeof node.description === 'string' ? { description: node.description } : {};
      if (fragment === '' || fragment === '/') {
        if (other !== doc) imports.set(other.typeName, other);
        return { ...extra, tsType: other.typeName };
      }
      const sub = resolvePointer(other.schema, fragment);
      if (!isObject(sub)) throw new Error(`${owner.file}: $ref "${ref}" points at nothing`);
      return { ...visit(sub, other, false, depth + 1), ...extra };
    }
    if (typeof ref === 'string' && owner !== doc) {
      // A local reference inside a fragment inlined from another document is local to that document.
      return visit({ ...node, $ref: `${owner.id}${ref}` }, owner, false, depth + 1);
    }

    const out: SchemaObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'title' && !isRoot) continue;
      if (key === '$id' && !isRoot) continue;
      if (SCHEMA_KEYS.includes(key) && isObject(value)) out[key] = visit(value, owner, false, depth);
      else if (SCHEMA_LIST_KEYS.includes(key) && Array.isArray(value))
        out[key] = value.map((v) => (isObject(v) ? visit(v, owner, false, depth) : v));
      else if (SCHEMA_MAP_KEYS.includes(key) && isObject(value))
        out[key] = Object.fromEntries(
          Object.entries(value).map(([k, v]) => [k, isObject(v) ? visit(v, owner, false, depth) : v]),
        );
      else out[key] = value;
    }
    // `additionalProperties: false` is the compiler default here so that declared shapes stay closed;
    // an object that declares no properties at all is a free-form map.
    const isObjectType = out.type === 'object' || (Array.isArray(out.type) && out.type.includes('object'));
    if (
      isObjectType &&
      !('properties' in out) &&
      !('patternProperties' in out) &&
      !('additionalProperties' in out)
    ) {
      out.additionalProperties = true;
    }
    return out;
  };

  const prepared = visit(doc.schema, doc, true, 0);
  // The type is named after the id; a descriptive title is kept as its comment.
  const title = typeof doc.schema.title === 'string' ? doc.schema.title : undefined;
  if (title && title !== doc.typeName && typeof prepared.description !== 'string')
    prepared.description = title;
  prepared.title = doc.typeName;
  delete prepared.$schema;
  return prepared;
}

function importPath(from: string, to: string): string {
  const rel = path.posix.relative(path.posix.dirname(from), to);
  return rel.startsWith('.') ? rel : `./${rel}`;
}

function exportedNames(code: string): string[] {
  return [
    ...code.matchAll(/^export (?:declare )?(?:interface|type|enum|const enum) ([A-Za-z_$][\w$]*)/gm),
  ].map((m) => m[1] ?? '');
}

async function format(code: string, file: string): Promise<string> {
  // Always the repository's style, wherever the schemas were read from.
  const config = (await prettier.resolveConfig(path.join(typesDirOf(repoRoot), 'index.ts'))) ?? {};
  return prettier.format(code, { ...config, filepath: file });
}

/**
 * The content of every file `schemas/types` should hold, keyed by path inside it (`login.ts`,
 * `meta/screen.ts`, `index.ts`). Reads the schemas under `root` (the repository by default), writes nothing.
 *
 * @example const files = await generateTypes(); files.get('index.ts')
 */
export async function generateTypes({ root = repoRoot }: { root?: string } = {}): Promise<
  Map<string, string>
> {
  const typesDir = typesDirOf(root);
  const all = readSources(root);
  const files = new Map<string, string>();
  const exportsByModule: Array<{ module: string; names: string[] }> = [];

  for (const doc of all) {
    const imports = new Map<string, SourceSchema>();
    const schema = prepare(doc, all, imports);
    const body = await compile(schema as JSONSchema, doc.typeName, {
      bannerComment: '',
      additionalProperties: false,
      ignoreMinAndMaxItems: true,
      unknownAny: true,
      format: false,
      declareExternallyReferenced: false,
      $refOptions: { resolve: { external: false } },
      cwd: path.join(root, path.dirname(doc.file)),
    });
    const importLines = [...imports.values()]
      .sort((a, b) => a.typeName.localeCompare(b.typeName))
      .map((o) => `import type { ${o.typeName} } from '${importPath(doc.module, o.module)}';`);
    const code = [`${BANNER}\n/* source: ${doc.file} */`, importLines.join('\n'), body]
      .filter(Boolean)
      .join('\n\n');
    const file = `${doc.module}.ts`;
    files.set(file, await format(code, path.join(typesDir, file)));
    exportsByModule.push({ module: doc.module, names: exportedNames(body) });
  }

  const owners = new Map<string, string>();
  const lines: string[] = [];
  for (const { module, names } of exportsByModule) {
    for (const name of names) {
      const first = owners.get(name);
      if (first)
        throw new Error(`Type ${name} is declared by both ${first} and ${module}: rename one of them`);
      owners.set(name, module);
    }
    if (names.length > 0) lines.push(`export type { ${names.join(', ')} } from './${module}';`);
  }
  const index = [BANNER, lines.length > 0 ? lines.join('\n') : 'export {};'].join('\n\n');
  files.set('index.ts', await format(index, path.join(typesDir, 'index.ts')));
  files.set(SCHEMA_MAP, await format(schemaMap(all), path.join(typesDir, SCHEMA_MAP)));
  return files;
}

const SCHEMA_MAP = 'schemaMap.ts';

/**
 * `schemaMap.ts`: the generated type of every entity schema keyed by its `$id`, the name routes use in
 * `ref('id')`. The server's type provider reads it so that a handler's body, query, params and reply are
 * typed from the very schema Fastify validates them with.
 */
function schemaMap(all: SourceSchema[]): string {
  const entities = all.filter((s) => !s.module.includes('/'));
  const imports = entities.map((s) => `import type { ${s.typeName} } from './${s.module}';`);
  const entries = entities.map((s) => `  ${JSON.stringify(s.id)}: ${s.typeName};`);
  return [
    BANNER,
    imports.join('\n'),
    '/** Entity schema id → the type generated from it. */',
    `export interface SchemaTypes {\n${entries.join('\n')}\n}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** Every `.ts` file currently in `schemas/types`, keyed like `generateTypes`. */
export function readCommittedTypes({ root = repoRoot }: { root?: string } = {}): Map<string, string> {
  const typesDir = typesDirOf(root);
  const files = new Map<string, string>();
  const walk = (dir: string, prefix: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${prefix}${entry.name}/`);
      else if (entry.name.endsWith('.ts'))
        files.set(`${prefix}${entry.name}`, readFileSync(path.join(dir, entry.name), 'utf8'));
    }
  };
  walk(typesDir, '');
  return files;
}

async function main() {
  const typesDir = typesDirOf(repoRoot);
  const files = await generateTypes();
  for (const stale of readCommittedTypes().keys()) {
    if (!files.has(stale)) rmSync(path.join(typesDir, stale));
  }
  for (const [file, content] of files) {
    mkdirSync(path.dirname(path.join(typesDir, file)), { recursive: true });
    writeFileSync(path.join(typesDir, file), content);
  }
  console.info(`schemas/types: ${files.size} files written`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isValidField } from '../../../engine/core/query';
import type { List as ListFile } from '../../../schemas/types/meta/list';
import { defineList, type ListFieldDefinition, type ListFullText, type ResolvedList } from '../defineList';
import type { EditCheck, ListCatalogue, ListSource, ScopeColumns, ScopeRule } from './catalogueTypes';
import validateListFile from './listFileValidator.js';
import { resolveColumn, tableColumn, tableColumnKey } from './resolveColumns';

export type DeclaredAccess = ListFile['routes'][number]['access'];

/** A scope of a route: the catalogue's rule over the columns the file names. */
export interface DeclaredScope {
  rule: ScopeRule;
  columns: ScopeColumns;
  /** A user id column: the caller's own row is out of scope. */
  excludeSelf: SQL | PgColumn | null;
  /** A back-office caller sees every tenant's rows (the rule still binds everyone else). */
  backOffice: boolean;
}

export interface DeclaredRoute {
  /** As in the file: `my{product}/utentiagenzia`. */
  path: string;
  summary: string;
  tags: string[];
  access: DeclaredAccess;
  scope: DeclaredScope;
  item?: string;
}

export interface DeclaredEditField {
  /** The API field (one of the list's). */
  name: string;
  /** Drizzle's property key of the table column, for `update().set()`. */
  key: string;
  schema: Record<string, unknown>;
  check: EditCheck | null;
}

export interface DeclaredEdit {
  path: string;
  summary: string;
  tags: string[];
  table: PgTable;
  key: PgColumn;
  access: DeclaredAccess;
  scope: DeclaredScope;
  audit: string;
  fields: DeclaredEditField[];
}

export interface DeclaredCreateField {
  /** The body property. */
  name: string;
  /** Drizzle's property key of the table column, for `insert().values()`. */
  key: string;
  schema: Record<string, unknown>;
  required: boolean;
}

export interface DeclaredCreate {
  path: string;
  summary: string;
  tags: string[];
  table: PgTable;
  key: PgColumn;
  access: DeclaredAccess;
  /** The property key of the column the caller's distributor goes into, or null (rule `tutti`). */
  distributorKey: string | null;
  audit: string;
  fields: DeclaredCreateField[];
  /** Property key → value every created row gets. */
  fixed: Record<string, string | number | boolean | null>;
}

/** One list file, checked and resolved against the catalogue. */
export interface DeclaredList {
  /** Where it came from, as problems name it. */
  file: string;
  list: ResolvedList;
  routes: DeclaredRoute[];
  edit: DeclaredEdit | null;
  create: DeclaredCreate | null;
  /** Fields whose file id the server replaces with a signed token of that kind. */
  signedLinks: Record<string, SignedLinkKind>;
}

export type SignedLinkKind = NonNullable<ListFile['signedLinks']>[string];

interface Problem {
  file: string;
  pointer: string;
  message: string;
}

/** Thrown at start-up: every problem of every list file, one `file#pointer: message` line each. */
export class ListFileError extends Error {
  constructor(readonly problems: Problem[]) {
    super(
      `List files are not valid:\n${problems.map((p) => `${p.file}#${p.pointer || '/'}: ${p.message}`).join('\n')}`,
    );
    this.name = 'ListFileError';
  }
}

// Precompiled (npm run gen:list-validator): compiling the schema here cost every start ~40 ms.
const validateMeta = validateListFile;
// Edit schemas are body schemas of a route: compiled here once so a wrong one names its file.
const editAjv = new Ajv({ strict: false });
addFormats(editAjv);

const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

function metaProblems(file: string, errors: readonly ErrorObject[]): Problem[] {
  return errors.map((e) => {
    const params = e.params as { additionalProperty?: string; allowedValues?: unknown[] };
    if (e.keyword === 'additionalProperty' || params.additionalProperty !== undefined)
      return {
        file,
        pointer: `${e.instancePath}/${escapePointer(String(params.additionalProperty))}`,
        message: `unknown property "${params.additionalProperty}"`,
      };
    if (params.allowedValues)
      return {
        file,
        pointer: e.instancePath,
        message: `must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`,
      };
    return { file, pointer: e.instancePath, message: e.message ?? `fails ${e.keyword}` };
  });
}

/** The source a file names: a catalogue source, else a single table by SQL name (its own alias). */
function sourceOf(name: string, catalogue: ListCatalogue): ListSource | undefined {
  const named = catalogue.sources[name];
  if (named) return named;
  const table = catalogue.tables[name];
  // The name was found among the schema's tables, so the text is one of their identifiers.
  return table ? { from: sql.raw(name), tables: { [name]: table } } : undefined;
}

/**
 * What the list's free text searches: every string field not excluded, through the source's indexed
 * search that covers its column when there is one, else row by row; plus the source's searches named in
 */
function resolveFullText(
  doc: ListFile,
  source: ListSource,
  at: (pointer: string, message: string) => void,
): ListFullText {
  const config = doc.fullText ?? {};
  const searches = source.search?.by ?? {};
  const used = new Set<string>();
  const columns: SQL[] = [];
  const fields: string[] = [];
  (config.exclude ?? []).forEach((name, i) => {
    const f = doc.fields[name];
    if (!f) at(`/fullText/exclude/${i}`, `"${name}" is not a field of the list`);
    else if (f.type !== 'string') at(`/fullText/exclude/${i}`, `"${name}" is not a string field`);
  });
  for (const [name, f] of Object.entries(doc.fields)) {
    if (f.type !== 'string' || config.exclude?.includes(name)) continue;
    fields.push(name);
    const search = Object.entries(searches).find(([, s]) => s.covers.includes(f.column));
    if (search) used.add(search[0]);
    else if (Object.keys(searches).length > 0)
      at(
        `/fields/${escapePointer(name)}`,
        `the source's indexed searches do not cover ${f.column}: add it to one (server/lists/catalogue) or to fullText.exclude`,
      );
    else {
      const r = resolveColumn(source, f.column);
      if (r.ok) columns.push(r.sql as SQL);
    }
  }
  return {
    columns,
    fields,
    ...(used.size > 0 && source.search
      ? { indexed: { key: source.search.key, searches: [...used].map((name) => searches[name]!.keys) } }
      : {}),
    ...(config.substring === undefined ? {} : { substring: config.substring }),
  };
}

/**
 * Checks one parsed list file against the meta-schema and the catalogue and resolves it; problems
 * are collected, not thrown, so a run names every one of them.
 */
export function resolveListFile(
  file: string,
  json: unknown,
  catalogue: ListCatalogue,
): { declared: DeclaredList | null; problems: Problem[] } {
  if (!validateMeta(json)) return { declared: null, problems: metaProblems(file, validateMeta.errors ?? []) };
  const doc = json;
  const problems: Problem[] = [];
  const at = (pointer: string, message: string) => problems.push({ file, pointer, message });
  const source = sourceOf(doc.source, catalogue);
  if (!source) {
    const known = Object.keys(catalogue.sources).join(', ');
    at(
      '/source',
      `unknown source "${doc.source}": a named source (${known}) or a table of the database schema`,
    );
    return { declared: null, problems };
  }
  const column = (pointer: string, ref: string): SQL | null => {
    const r = resolveColumn(source, ref);
    if (!r.ok) at(pointer, r.error);
    return r.ok ? r.sql : null;
  };

  const fields: Record<string, ListFieldDefinition> = {};
  for (const [name, f] of Object.entries(doc.fields)) {
    const pointer = `/fields/${escapePointer(name)}`;
    if (!isValidField(name)) at(pointer, `field name "${name}" cannot travel in the list grammar`);
    const r = resolveColumn(source, f.column);
    if (!r.ok) {
      at(`${pointer}/column`, r.error);
      continue;
    }
    if (f.withTimezone === true && f.type !== 'date')
      at(`${pointer}/withTimezone`, 'only date fields have a time zone');
    fields[name] = {
      column: r.sql,
      type: f.type,
      ...(f.sortable === undefined ? {} : { sortable: f.sortable }),
      ...(f.filterable === undefined ? {} : { filterable: f.filterable }),
      withTimezone: f.type === 'date' && (f.withTimezone ?? r.timestamptz),
    };
  }
  doc.defaultSort.forEach((s, i) => {
    const f = doc.fields[s.field];
    if (!f) at(`/defaultSort/${i}/field`, `"${s.field}" is not a field of the list`);
    else if (f.sortable === false) at(`/defaultSort/${i}/field`, `"${s.field}" is not sortable`);
  });
  const signedLinks = doc.signedLinks ?? {};
  for (const name of Object.keys(signedLinks)) {
    const pointer = `/signedLinks/${escapePointer(name)}`;
    const f = doc.fields[name];
    if (!f) at(pointer, `"${name}" is not a field of the list`);
    else if (f.type !== 'string' || f.sortable !== false || f.filterable !== false)
      at(pointer, `"${name}" must be a string field with sortable and filterable false`);
    else if (doc.fullText && !doc.fullText.exclude?.includes(name))
      at(pointer, `"${name}" must be in fullText.exclude`);
  }
  const fullText = doc.fullText ? resolveFullText(doc, source, at) : null;
  const tiebreaker = column('/tiebreaker', doc.tiebreaker);

  const scopeOf = (
    pointer: string,
    scope: ListFile['routes'][number]['scope'],
    resolve: (p: string, ref: string) => SQL | PgColumn | null,
  ): DeclaredScope | null => {
    const rule = catalogue.scopes[scope.rule];
    if (!rule) {
      at(`${pointer}/rule`, `unknown scope rule "${scope.rule}"`);
      return null;
    }
    for (const need of rule.needs)
      if (!scope[need]) at(pointer, `the scope rule "${scope.rule}" needs "${need}"`);
    const columns: ScopeColumns = {
      column: scope.column ? (resolve(`${pointer}/column`, scope.column) as SQL | null) : null,
      supplierColumn: scope.supplierColumn
        ? (resolve(`${pointer}/supplierColumn`, scope.supplierColumn) as SQL | null)
        : null,
    };
    const excludeSelf = scope.excludeSelf ? resolve(`${pointer}/excludeSelf`, scope.excludeSelf) : null;
    return { rule, columns, excludeSelf, backOffice: scope.backOffice === true };
  };

  const routes: DeclaredRoute[] = [];
  doc.routes.forEach((route, i) => {
    const scope = scopeOf(`/routes/${i}/scope`, route.scope, column);
    if (scope)
      routes.push({
        path: route.path,
        summary: route.summary,
        tags: route.tags ?? [],
        access: route.access,
        scope,
        ...(route.item ? { item: route.item } : {}),
      });
  });

  let edit: DeclaredEdit | null = null;
  if (doc.edit) {
    const e = doc.edit;
    const table = catalogue.tables[e.table];
    if (!table) at('/edit/table', `unknown table "${e.table}"`);
    else {
      const tableCol = (pointer: string, name: string): PgColumn | null => {
        const c = tableColumn(table, name);
        if (!c) at(pointer, `table "${e.table}" has no column "${name}"`);
        return c ?? null;
      };
      const key = tableCol('/edit/key', e.key);
      const scope = scopeOf('/edit/scope', e.scope, tableCol);
      const editFields: DeclaredEditField[] = [];
      for (const [name, f] of Object.entries(e.fields)) {
        const pointer = `/edit/fields/${escapePointer(name)}`;
        if (!doc.fields[name]) at(pointer, `"${name}" is not a field of the list`);
        const columnKey = tableColumnKey(table, f.column);
        if (!columnKey) at(`${pointer}/column`, `table "${e.table}" has no column "${f.column}"`);
        try {
          editAjv.compile(f.schema);
        } catch (err) {
          at(`${pointer}/schema`, (err as Error).message);
        }
        const check = f.check ? catalogue.editChecks[f.check] : null;
        if (f.check && !check) at(`${pointer}/check`, `unknown edit check "${f.check}"`);
        if (columnKey) editFields.push({ name, key: columnKey, schema: f.schema, check: check ?? null });
      }
      if (key && scope)
        edit = {
          path: e.path,
          summary: e.summary,
          tags: e.tags ?? [],
          table,
          key,
          access: e.access,
          scope,
          audit: e.audit,
          fields: editFields,
        };
    }
  }

  const create = doc.create ? resolveCreate(doc.create, catalogue, at) : null;

  if (problems.length > 0 || !tiebreaker) return { declared: null, problems };
  try {
    const list = defineList({
      name: doc.name,
      from: source.from,
      fields,
      ...(fullText ? { fullText } : {}),
      defaultSort: doc.defaultSort,
      tiebreaker,
      ...(source.pageKey ? { pageKey: source.pageKey } : {}),
      ...(source.countFrom ? { countFrom: source.countFrom } : {}),
      ...(doc.timeZone ? { timeZone: doc.timeZone } : {}),
    });
    return { declared: { file, list, routes, edit, create, signedLinks }, problems };
  } catch (err) {
    at('', (err as Error).message);
    return { declared: null, problems };
  }
}

/** A list file's `create`: its table, columns and schemas checked against the database schema. */
function resolveCreate(
  c: NonNullable<ListFile['create']>,
  catalogue: ListCatalogue,
  at: (pointer: string, message: string) => void,
): DeclaredCreate | null {
  const table = catalogue.tables[c.table];
  if (!table) {
    at('/create/table', `unknown table "${c.table}"`);
    return null;
  }
  const keyOf = (pointer: string, name: string): string | null => {
    const k = tableColumnKey(table, name);
    if (!k) at(pointer, `table "${c.table}" has no column "${name}"`);
    return k ?? null;
  };
  const key = tableColumn(table, c.key);
  if (!key) at('/create/key', `table "${c.table}" has no column "${c.key}"`);
  let distributorKey: string | null = null;
  if (c.scope.rule === 'distributore') {
    if (!c.scope.column) at('/create/scope', 'the scope rule "distributore" needs "column"');
    else distributorKey = keyOf('/create/scope/column', c.scope.column);
  }
  const fields: DeclaredCreateField[] = [];
  for (const [name, f] of Object.entries(c.fields)) {
    const pointer = `/create/fields/${escapePointer(name)}`;
    const k = keyOf(`${pointer}/column`, f.column);
    if (k && k === distributorKey)
      at(`${pointer}/column`, 'the scope column is set from the caller, not the body');
    try {
      editAjv.compile(f.schema);
    } catch (err) {
      at(`${pointer}/schema`, (err as Error).message);
    }
    if (k) fields.push({ name, key: k, schema: f.schema, required: f.required === true });
  }
  const fixed: Record<string, string | number | boolean | null> = {};
  for (const [column, value] of Object.entries(c.fixed ?? {})) {
    const k = keyOf(`/create/fixed/${escapePointer(column)}`, column);
    if (k) fixed[k] = value;
  }
  if (!key) return null;
  return {
    path: c.path,
    summary: c.summary,
    tags: c.tags ?? [],
    table,
    key,
    access: c.access,
    distributorKey,
    audit: c.audit,
    fields,
    fixed,
  };
}

/**
 * Every `*.list.json` of `dir`, checked and resolved; throws ListFileError naming each problem by
 * file and JSON pointer, so a misdeclared list fails the boot, not a request. Names and paths must
 * be unique across files.
 *
 * @example loadListFiles('server/lists/definitions', portalCatalogue)
 */
export function loadListFiles(dir: string, catalogue: ListCatalogue, shownAs = dir): DeclaredList[] {
  const problems: Problem[] = [];
  const declared: DeclaredList[] = [];
  const names = new Map<string, string>();
  const paths = new Map<string, string>();
  for (const entry of readdirSync(dir)
    .filter((f) => f.endsWith('.list.json'))
    .sort()) {
    const file = path.join(shownAs, entry);
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path.join(dir, entry), 'utf8'));
    } catch (err) {
      problems.push({ file, pointer: '', message: `not JSON: ${(err as Error).message}` });
      continue;
    }
    const result = resolveListFile(file, json, catalogue);
    problems.push(...result.problems);
    if (!result.declared) continue;
    const { list, routes, edit, create } = result.declared;
    const other = names.get(list.name);
    if (other)
      problems.push({ file, pointer: '/name', message: `"${list.name}" is also the name in ${other}` });
    names.set(list.name, file);
    const owned: Array<[route: string, pointer: string]> = routes.map((r, i) => [
      `GET ${r.path}`,
      `/routes/${i}/path`,
    ]);
    if (edit) owned.push([`PUT ${edit.path}/:id`, '/edit/path']);
    if (create) owned.push([`POST ${create.path}`, '/create/path']);
    for (const [route, pointer] of owned) {
      const before = paths.get(route);
      if (before) problems.push({ file, pointer, message: `"${route}" is also served by ${before}` });
      paths.set(route, file);
    }
    declared.push(result.declared);
  }
  if (problems.length > 0) throw new ListFileError(problems);
  return declared;
}

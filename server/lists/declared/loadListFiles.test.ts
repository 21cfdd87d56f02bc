import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTAL_LIST_CATALOGUE } from '../catalogue';
import { ListFileError, loadListFiles } from './loadListFiles';
import { portalLists } from './portalLists';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A list of the agency's users, valid as it is; each case spoils one part. */
const valid = () => ({
  name: 'prova',
  source: 'utenti',
  fields: {
    itemID: { column: 'u.id', type: 'number' },
    nome: { column: 'u.first_name', type: 'string' },
    ruolo: { column: 'r.descrizione', type: 'string' },
    abilitato: { column: 'utenteAbilitato', type: 'boolean' },
  },
  defaultSort: [{ field: 'nome', direction: 'asc' }],
  tiebreaker: 'u.id',
  routes: [
    {
      path: 'my{product}/prova',
      summary: 'Prova',
      access: { permissions: ['WEB_MY{product}_UTENTI|R'] },
      scope: { rule: 'distributore', column: 'u.distributore_id' },
    },
  ],
});

function load(files: Record<string, unknown>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'lists-'));
  dirs.push(dir);
  for (const [name, json] of Object.entries(files))
    writeFileSync(path.join(dir, name), typeof json === 'string' ? json : JSON.stringify(json));
  return loadListFiles(dir, PORTAL_LIST_CATALOGUE, 'liste');
}

/** The `file#pointer: message` lines of the error a load throws. */
function problemsOf(files: Record<string, unknown>): string[] {
  try {
    load(files);
  } catch (e) {
    expect(e).toBeInstanceOf(ListFileError);
    return (e as Error).message.split('\n').slice(1);
  }
  throw new Error('the files loaded');
}

const sqlOf = (x: Parameters<PgDialect['sqlToQuery']>[0]) => new PgDialect().sqlToQuery(x).sql;

describe('list files', () => {
  it('load the portal’s own definitions, every list with routes', () => {
    const lists = portalLists();
    expect(lists.map((l) => l.list.name)).toContain('utentiAgenzia');
    expect(lists.every((l) => l.routes.length > 0)).toBe(true);
    expect(lists.find((l) => l.list.name === 'utentiAgenzia')?.edit?.fields.map((f) => f.name)).toEqual([
      'nome',
      'cognome',
      'email',
      'ruoloID',
    ]);
  });

  it('resolve columns to the source’s aliases, expressions and table time zones', () => {
    const [declared] = load({ 'prova.list.json': valid() });
    const fields = declared!.list.resolved;
    expect(sqlOf(fields.get('ruolo')!.column as never)).toBe('r.descrizione');
    expect(sqlOf(fields.get('abilitato')!.column as never)).toBe('not u.disabled');
    expect(declared!.file).toBe('liste/prova.list.json');
  });

  it('read a single table by its SQL name, with bare column names, and find timestamptz by itself', () => {
    const [declared] = load({
      'ruoli.list.json': {
        ...valid(),
        source: 'users',
        fields: {
          itemID: { column: 'id', type: 'number' },
          nome: { column: 'users.first_name', type: 'string' },
          creato: { column: 'created_at', type: 'date' },
        },
        tiebreaker: 'id',
        routes: [{ ...valid().routes[0], scope: { rule: 'distributore', column: 'distributore_id' } }],
      },
    });
    expect(sqlOf(declared!.list.from as never)).toBe('users');
    expect(sqlOf(declared!.list.resolved.get('itemID')!.column as never)).toBe('users.id');
    expect(declared!.list.resolved.get('creato')!.withTimezone).toBe(true);
  });

  it('fail with file and JSON pointer: misspelt property, unknown column, alias, expression', () => {
    const spoilt = valid() as Record<string, unknown> & ReturnType<typeof valid>;
    expect(
      problemsOf({
        'a.list.json': {
          ...spoilt,
          fields: { ...spoilt.fields, nome: { column: 'u.first_name', type: 'string', sortabel: true } },
        },
      }),
    ).toEqual(['liste/a.list.json#/fields/nome/sortabel: unknown property "sortabel"']);
    expect(
      problemsOf({
        'b.list.json': {
          ...spoilt,
          fields: {
            itemID: { column: 'u.nome', type: 'number' },
            nome: { column: 'x.first_name', type: 'string' },
            ruolo: { column: 'attivo', type: 'boolean' },
          },
        },
      }),
    ).toEqual([
      'liste/b.list.json#/fields/itemID/column: table alias "u" has no column "nome"',
      'liste/b.list.json#/fields/nome/column: unknown alias "x" (the source has u, r)',
      'liste/b.list.json#/fields/ruolo/column: "attivo" is not an expression of the source (known: utenteAbilitato, invitoInAttesa); write alias.column',
    ]);
  });

  it('fail on an unknown source, sort field, scope rule or missing scope column', () => {
    expect(problemsOf({ 'c.list.json': { ...valid(), source: 'utentiTutti' } })[0]).toMatch(
      /^liste\/c\.list\.json#\/source: unknown source "utentiTutti"/,
    );
    expect(
      problemsOf({
        'd.list.json': {
          ...valid(),
          defaultSort: [{ field: 'cognome', direction: 'asc' }],
          routes: [{ ...valid().routes[0], scope: { rule: 'distributore' } }],
        },
      }),
    ).toEqual([
      'liste/d.list.json#/defaultSort/0/field: "cognome" is not a field of the list',
      'liste/d.list.json#/routes/0/scope: the scope rule "distributore" needs "column"',
    ]);
    expect(
      problemsOf({
        'e.list.json': { ...valid(), routes: [{ ...valid().routes[0], scope: { rule: 'tuttiquanti' } }] },
      })[0],
    ).toMatch(/^liste\/e\.list\.json#\/routes\/0\/scope\/rule: must be one of/);
  });

  it('fail on an edit of a field the list lacks, an unknown table column, check or schema', () => {
    const edit = {
      path: 'my{product}/prova',
      summary: 'Modifica',
      table: 'users',
      key: 'id',
      access: { permissions: ['WEB_MY{product}_UTENTI|U'] },
      scope: { rule: 'distributore', column: 'distributore_id' },
      audit: 'prova.modificata',
      fields: {
        cognome: { column: 'last_name', schema: { type: 'string' } },
        nome: { column: 'nome', schema: { type: 'stringa' } },
        ruolo: { column: 'ruolo_id', schema: { type: 'integer' }, check: 'ruoloQualsiasi' },
      },
    };
    expect(problemsOf({ 'f.list.json': { ...valid(), edit } })).toEqual([
      'liste/f.list.json#/edit/fields/cognome: "cognome" is not a field of the list',
      'liste/f.list.json#/edit/fields/nome/column: table "users" has no column "nome"',
      expect.stringMatching(/^liste\/f\.list\.json#\/edit\/fields\/nome\/schema: /),
      'liste/f.list.json#/edit/fields/ruolo/check: unknown edit check "ruoloQualsiasi"',
    ]);
  });

  it('fail when two files serve the same route or share a name, and on a file that is not JSON', () => {
    expect(problemsOf({ 'g.list.json': valid(), 'h.list.json': { ...valid(), name: 'altra' } })).toEqual([
      'liste/h.list.json#/routes/0/path: "GET my{product}/prova" is also served by liste/g.list.json',
    ]);
    expect(problemsOf({ 'i.list.json': '{ "name": ' })[0]).toMatch(/^liste\/i\.list\.json#\/: not JSON/);
  });

  it('search every string field but the excluded; a big source refuses a field its indexes do not cover', () => {
    const [declared] = load({ 'prova.list.json': { ...valid(), fullText: { exclude: ['ruolo'] } } });
    expect(declared!.list.fullText?.fields).toEqual(['nome']);
    expect(declared!.list.fullText?.columns.map((c) => sqlOf(c as never))).toEqual(['u.first_name']);

    const policies = {
      ...valid(),
      source: 'polizze',
      fields: {
        itemID: { column: 'a.id', type: 'number' },
        numero: { column: 'a.numero', type: 'string' },
        fornitore: { column: 'af.ragione_sociale', type: 'string' },
        guid: { column: 'a.item_guid', type: 'string' },
      },
      defaultSort: [{ field: 'numero', direction: 'asc' }],
      tiebreaker: 'a.id',
      routes: [{ ...valid().routes[0]!, scope: { rule: 'distributore', column: 'a.distributore_id' } }],
    };
    const [big] = load({
      'p.list.json': { ...policies, fullText: { exclude: ['guid'] } },
    });
    expect(big!.list.fullText?.fields).toEqual(['numero', 'fornitore']);
    expect(big!.list.fullText?.columns).toEqual([]);
    expect(big!.list.fullText?.indexed?.searches).toHaveLength(2);

    expect(
      problemsOf({
        'q.list.json': { ...policies, fullText: { exclude: ['nessuno', 'itemID'] } },
      }),
    ).toEqual([
      'liste/q.list.json#/fullText/exclude/0: "nessuno" is not a field of the list',
      'liste/q.list.json#/fullText/exclude/1: "itemID" is not a string field',
      "liste/q.list.json#/fields/guid: the source's indexed searches do not cover a.item_guid: add it to one (server/lists/catalogue) or to fullText.exclude",
    ]);
  });

  it('fail on a create with an unknown table column, a scope without its column, or the scope column in the body', () => {
    const create = {
      path: 'my{product}/prova',
      summary: 'Crea',
      table: 'users',
      key: 'id',
      access: { permissions: ['WEB_MY{product}_UTENTI|C'] },
      scope: { rule: 'distributore' },
      audit: 'prova.creato',
      fields: {
        username: { column: 'username', schema: { type: 'string' }, required: true },
        colore: { column: 'colore', schema: { type: 'string' } },
        distributore: { column: 'distributore_id', schema: { type: 'integer' } },
      },
      fixed: { nessuna: 1 },
    };
    expect(problemsOf({ 'p.list.json': { ...valid(), create } })).toEqual([
      'liste/p.list.json#/create/scope: the scope rule "distributore" needs "column"',
      'liste/p.list.json#/create/fields/colore/column: table "users" has no column "colore"',
      'liste/p.list.json#/create/fixed/nessuna: table "users" has no column "nessuna"',
    ]);
    const scoped = { ...create, scope: { rule: 'distributore', column: 'distributore_id' }, fixed: {} };
    const { colore: _colore, ...fields } = create.fields;
    expect(problemsOf({ 'p.list.json': { ...valid(), create: { ...scoped, fields } } })).toEqual([
      'liste/p.list.json#/create/fields/distributore/column: the scope column is set from the caller, not the body',
    ]);
    const { distributore: _d, ...plain } = fields;
    const [declared] = load({ 'p.list.json': { ...valid(), create: { ...scoped, fields: plain } } });
    expect(declared!.create).toMatchObject({ distributorKey: 'distributoreId', audit: 'prova.creato' });
  });

  it('sign only declared file-id fields that are plain strings out of sort, filter and free text', () => {
    const token = { column: 'u.id', type: 'string', sortable: false, filterable: false };
    const [ok] = load({
      'a.list.json': {
        ...valid(),
        fields: { ...valid().fields, documentoToken: token },
        signedLinks: { documentoToken: 'documentoAgenzia' },
        fullText: { exclude: ['documentoToken'] },
      },
    });
    expect(ok!.signedLinks).toEqual({ documentoToken: 'documentoAgenzia' });
    expect(
      problemsOf({
        'b.list.json': {
          ...valid(),
          fields: { ...valid().fields, documentoToken: token, aperto: { column: 'u.id', type: 'string' } },
          signedLinks: {
            nessuno: 'documentoAgenzia',
            aperto: 'documentoAgenzia',
            documentoToken: 'documentoAgenzia',
          },
          fullText: {},
        },
      }),
    ).toEqual([
      'liste/b.list.json#/signedLinks/nessuno: "nessuno" is not a field of the list',
      'liste/b.list.json#/signedLinks/aperto: "aperto" must be a string field with sortable and filterable false',
      'liste/b.list.json#/signedLinks/documentoToken: "documentoToken" must be in fullText.exclude',
    ]);
    expect(problemsOf({ 'c.list.json': { ...valid(), signedLinks: { nome: 'altro' } } })[0]).toContain(
      '#/signedLinks/nome: must be one of "documentoAgenzia"',
    );
  });
});

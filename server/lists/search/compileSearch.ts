import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ListExpression, ListFullText } from '../defineList';
import { likePattern } from '../likePattern';
import { parseSearch, type SearchTerm } from './parseSearch';

/** One search word or phrase, ready for SQL: both are bound values, never SQL text. */
export interface PreparedTerm {
  /** The term as an Italian tsquery (stemmed; a bare word also as a prefix); null when it has no lexeme (`di`, `&`). */
  query: SQL | null;
  /** `%term%` for ILIKE … ESCAPE '\'. */
  pattern: string;
}

/**
 * An indexed way to match a term, declared with the list's source (server/lists/catalogue): the row
 * keys whose generated tsvector matches (GIN), or whose indexed foreign key leads to matching text in
 * another table (`select id from adesioni where fornitore_id in (select … where ragione_sociale ilike …)`).
 * Null: the term cannot match this way.
 */
export type SearchMatcher = (term: PreparedTerm) => SQL | null;

export interface PreparedClause {
  anyOf: PreparedTerm[];
  negated: boolean;
}

/**
 * Reads the free text into clauses and turns each term into its tsquery in one round trip, so the
 * list's query binds finished tsquery values (which indexes can use) instead of computing them per row.
 * Terms without a lexeme (Italian stop words, punctuation) are left out when others have one: `viaggi di
 * nozze` must not require the substring `di` somewhere.
 */
export async function prepareSearch(db: Db, text: string): Promise<PreparedClause[]> {
  const clauses = parseSearch(text);
  const terms = clauses.flatMap((c) => c.anyOf);
  if (terms.length === 0) return [];
  const normalized = terms.map((t) => t.text.replace(/[-/]/g, ' '));
  // Each bare word's inflections follow the terms in the same round trip (all plain, never phrases).
  const inflections = terms.map((t) => (t.phrase ? [] : inflectionsOf(t.text)));
  const texts = [...normalized, ...inflections.flat()];
  const phrases = [...terms.map((t) => String(t.phrase)), ...inflections.flat().map(() => 'false')];
  const result = (await db.execute(
    sql`select (case when p then phraseto_tsquery('italian', t) else plainto_tsquery('italian', t) end)::text as q
        from unnest(${toArray(texts)}::text[], ${toArray(phrases)}::boolean[]) with ordinality as x(t, p, n)
        order by n`,
  )) as unknown as { rows: Array<{ q: string }> };
  const queries = result.rows.map((r) => r.q);
  let next = terms.length;
  const prepared = new Map<SearchTerm, PreparedTerm>();
  terms.forEach((term, i) => {
    const q = queries[i] ?? '';
    const inflected = queries.slice(next, next + inflections[i]!.length);
    next += inflections[i]!.length;
    const tsquery = q === '' ? null : term.phrase ? q : withInflections(q, inflected);
    prepared.set(term, {
      query: tsquery === null ? null : sql`${tsquery}::tsquery`,
      pattern: likePattern(term.text, 'contains'),
    });
  });
  const anyLexeme = [...prepared.values()].some((t) => t.query !== null);
  return clauses
    .map((c) => ({
      negated: c.negated,
      anyOf: c.anyOf.map((t) => prepared.get(t)!).filter((t) => !anyLexeme || t.query !== null),
    }))
    .filter((c) => c.anyOf.length > 0);
}

/** A single word of letters (accented too), the only term whose singular and plural are looked for. */
const WORD = /^[\p{L}']+$/u;
const VOWEL_END = /[aeiouàèéìòù]$/i;

/**
 * The inflections of a typed word whose stems are looked for too: the word with each Italian
 * singular or plural ending (`crocier`, `crociera` → `crociera crociere crocieri crociero`). Italian
 * stems of one word differ by its ending — `crociera` stems to `crocier`, `crociere` to `croc` — so
 * without them `crocier` found 2 of 8 cruises and `Crociera` missed `Crociere Fluviali Europa`
 * (issue 24).
 */
export function inflectionsOf(text: string): string[] {
  if (!WORD.test(text) || [...text].length < 4) return [];
  const base = text.replace(VOWEL_END, '');
  return ['a', 'e', 'i', 'o'].map((v) => base + v).filter((w) => w.toLowerCase() !== text.toLowerCase());
}

/**
 * A bare word's tsquery: its lexemes as prefixes (`'crocier':*`), or exactly the single stem of one
 * of its inflections. Every arm is a lexeme, so the GIN index still answers.
 */
function withInflections(query: string, inflected: string[]): string {
  const prefix = query.replace(/'(\s|$)/g, "':*$1");
  const stems = [...new Set(inflected.filter((q) => /^'(?:[^']|'')+'$/.test(q)))].filter((q) => q !== query);
  return stems.length === 0 ? prefix : `(${prefix} | ${stems.join(' | ')})`;
}

/** Postgres array literal of texts, bound as one parameter. */
function toArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (ch) => `\\${ch}`)}"`).join(',')}}`;
}

/**
 * `(clause) and (clause) and not (clause)…`, each clause true when one of its terms matches one of the
 * list's indexed matchers or, row by row, its remaining text columns (Italian words, and substrings unless
 * the list says `substring: false`). No clause: every row.
 */
export function compileClauses(fullText: ListFullText, clauses: PreparedClause[]): SQL {
  if (clauses.length === 0) return sql`true`;
  const texts = fullText.columns.map((c: ListExpression) => sql`(${c})::text`);
  const document =
    texts.length > 0
      ? sql`to_tsvector('italian', translate(concat_ws(' ', ${sql.join(texts, sql`, `)}), '-/', '  '))`
      : null;
  const termSql = (term: PreparedTerm): SQL[] => {
    const arms: SQL[] = [];
    if (fullText.indexed) {
      const keys = fullText.indexed.searches.map((m) => m(term)).filter((k): k is SQL => k !== null);
      if (keys.length > 0) arms.push(sql`(${fullText.indexed.key}) in (${sql.join(keys, sql` union all `)})`);
    }
    if (document && term.query) arms.push(sql`${document} @@ ${term.query}`);
    if (fullText.substring !== false)
      for (const t of texts) arms.push(sql`${t} ilike ${term.pattern} escape '\\'`);
    return arms;
  };
  const parts = clauses.map((clause) => {
    const arms = clause.anyOf.flatMap(termSql);
    const any = arms.length > 0 ? sql`(${sql.join(arms, sql` or `)})` : sql`false`;
    return clause.negated ? sql`not coalesce(${any}, false)` : any;
  });
  return sql.join(parts, sql` and `);
}

import { sql } from 'drizzle-orm';
import type { SourceSearch } from '../declared/catalogueTypes';

/**
 * The indexed free-text searches of the policies source (hundreds of thousands of rows). Each arm is a
 * condition an index answers — the GIN index of the row's own vector, or a key of the row compared with
 * `= any(array(…))` over a small or GIN-indexed table — so PostgreSQL combines them (BitmapOr) instead
 * of reading every policy; the benchmark in bench/list measures it against hand-written SQL.
 */
export const POLICY_SEARCH: Record<string, SourceSearch> = {
  polizza: {
    // The generated adesioni.ricerca (server/db/schema/myArea.ts) holds exactly these columns.
    covers: [
      'a.numero',
      'a.riferimento_pratica',
      'a.pacchetto',
      'a.pacchetto_codice',
      'a.categoria',
      'a.destinazione',
      'a.nazionalita',
      'a.contraente',
      'a.stato',
    ],
    match: (t) => (t.query ? sql`a.ricerca @@ ${t.query}` : null),
  },
  fornitore: {
    covers: ['af.ragione_sociale'],
    match: (t) =>
      sql`a.fornitore_id = any(array(select f.id from fornitori f join anagrafiche x on x.id = f.anagrafica_id
        where x.ragione_sociale ilike ${t.pattern} escape '\\'))`,
  },
  distributore: {
    covers: ['ad.ragione_sociale', 'd.codice'],
    match: (t) =>
      sql`a.distributore_id = any(array(select d.id from distributori d join anagrafiche x on x.id = d.anagrafica_id
        where x.ragione_sociale ilike ${t.pattern} escape '\\' or d.codice ilike ${t.pattern} escape '\\'))`,
  },
  utente: {
    covers: ['u.username'],
    match: (t) =>
      sql`a.user_id = any(array(select id from users where username ilike ${t.pattern} escape '\\'))`,
  },
  /** Every participant of the policy's practice, not only the first (the contraente a grid shows). */
  partecipanti: {
    covers: [],
    match: (t) =>
      t.query
        ? sql`a.pratica_id = any(array(select pratica_id from partecipanti where ricerca @@ ${t.query}))`
        : null,
  },
};

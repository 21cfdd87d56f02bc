import { sql } from 'drizzle-orm';
import type { SourceSearches } from '../declared/catalogueTypes';

/**
 * The indexed free-text searches of the policies source (hundreds of thousands of rows). Each answers
 * the ids of the policies matching one term through an index — the GIN index of the row's own vector,
 * or the index of a foreign key whose small (or GIN-indexed) table holds the text — and a term is
 * `a.id in (… union all …)`: PostgreSQL sizes that semi-join from the index scans and reaches the
 * matching rows by primary key, instead of testing a filter on every policy. bench/list measures it
 * against the same SQL written by hand.
 */
export const POLICY_SEARCH: SourceSearches = {
  key: sql.raw('a.id'),
  by: {
    polizza: {
      // The generated adesioni.ricerca (server/db/schema/myArea.ts) holds exactly these columns, and
      // every participant of the practice (adesioni.nominativi, kept by triggers), not only the first.
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
      keys: (t) => (t.query ? sql`select id from adesioni where ricerca @@ ${t.query}` : null),
    },
    fornitore: {
      covers: ['af.ragione_sociale'],
      keys: (t) =>
        sql`select id from adesioni where fornitore_id in (select f.id from fornitori f
          join anagrafiche x on x.id = f.anagrafica_id where x.ragione_sociale ilike ${t.pattern} escape '\\')`,
    },
    distributore: {
      covers: ['ad.ragione_sociale', 'd.codice'],
      keys: (t) =>
        sql`select id from adesioni where distributore_id in (select d.id from distributori d
          join anagrafiche x on x.id = d.anagrafica_id
          where x.ragione_sociale ilike ${t.pattern} escape '\\' or d.codice ilike ${t.pattern} escape '\\')`,
    },
    utente: {
      covers: ['u.username'],
      keys: (t) =>
        sql`select id from adesioni where user_id in (select id from users where username ilike ${t.pattern} escape '\\')`,
    },
  },
};

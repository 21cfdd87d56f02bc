import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';
import type { ListCatalogue } from '../declared/catalogueTypes';
import { EDIT_CHECKS } from './editChecks';
import { SCOPE_RULES } from './scopeRules';
import { LIST_SOURCES } from './sources';

/** Every table of the database schema by its SQL name: what a list file may read or edit by name. */
const tables = Object.fromEntries(
  Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableName(table), table]),
);

/** What this portal's list files may name: sources, scope rules, edit checks and tables. */
export const PORTAL_LIST_CATALOGUE: ListCatalogue = {
  sources: LIST_SOURCES,
  scopes: SCOPE_RULES,
  editChecks: EDIT_CHECKS,
  tables,
};

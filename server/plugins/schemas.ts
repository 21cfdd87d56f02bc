import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SchemaTypes } from '../../schemas/types/schemaMap';

const entitiesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schemas/entities');

export interface EntitySchema {
  $id: string;
  [key: string]: unknown;
}

/** Every entity schema of `schemas/entities`, keyed by `$id` (routes refer to them as `{ $ref: 'id#' }`). */
export function loadEntitySchemas(dir = entitiesDir): EntitySchema[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((f) => {
      const schema = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as EntitySchema;
      if (!schema.$id) throw new Error(`${f}: entity schema without $id`);
      return schema;
    });
}

declare const schemaType: unique symbol;

/**
 * A reference to an entity schema that also carries, for the type checker only, the type generated from
 * it; the type provider (`typeProvider.ts`) turns it into the handler's body, query, params or reply type.
 */
export interface SchemaRef<T> {
  readonly $ref: string;
  readonly [schemaType]?: T;
}

/** `{ $ref: 'login#' }` — how a route points at an entity schema, typed as that entity. */
export const ref = <K extends keyof SchemaTypes>(id: K): SchemaRef<SchemaTypes[K]> => ({ $ref: `${id}#` });

export default fp(async function schemasPlugin(app: FastifyInstance) {
  for (const schema of loadEntitySchemas()) app.addSchema(schema);
});

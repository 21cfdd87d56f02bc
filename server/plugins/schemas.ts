import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

/** `{ $ref: 'login#' }` — how a route points at an entity schema. */
export const ref = (id: string): { $ref: string } => ({ $ref: `${id}#` });

export default fp(async function schemasPlugin(app: FastifyInstance) {
  for (const schema of loadEntitySchemas()) app.addSchema(schema);
});

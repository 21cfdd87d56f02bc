import type { JsonSchema } from './formSchema';

// One chunk per entity schema: a form loads only the schema it shows (entitySchemas.ts, the RJSF
// path's eager map, stays for forms that need the whole engine anyway).
const lazyModules = import.meta.glob<JsonSchema>('../../schemas/entities/*.schema.json', {
  import: 'default',
});

/** The entity schema of `{ $ref: 'login#' }`; rejects naming the ref when there is none. */
export async function loadEntitySchema(ref: string): Promise<JsonSchema> {
  const id = ref.replace(/#$/, '');
  const load = lazyModules[`../../schemas/entities/${id}.schema.json`];
  const schema = load ? await load() : undefined;
  // Every entity file is named after its $id; a form whose ref is not found here uses the RJSF path.
  if (!schema || schema.$id !== id) throw new Error(`Schema di entità sconosciuto: ${ref}`);
  return schema;
}

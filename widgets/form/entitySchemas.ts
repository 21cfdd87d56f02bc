import { toFormSchema, type JsonSchema } from './formSchema';

// The entity schemas are part of the build: a form never fetches its shape at run time.
const modules = import.meta.glob<JsonSchema>('../../schemas/entities/*.schema.json', {
  eager: true,
  import: 'default',
});

const byId = new Map<string, JsonSchema>(
  Object.values(modules).map((schema) => [String(schema.$id), schema]),
);

/** The schema a form renders for `{ $ref: 'login#' }`; throws naming the ref when there is none. */
export function resolveFormSchema(ref: string, uiSchema: Record<string, unknown> = {}): JsonSchema {
  const entity = byId.get(ref.replace(/#$/, ''));
  if (!entity) throw new Error(`Schema di entità sconosciuto: ${ref}`);
  return toFormSchema(entity, uiSchema);
}

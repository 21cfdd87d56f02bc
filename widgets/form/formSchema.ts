import { hashForSchema } from '@rjsf/utils';

/** A JSON Schema as data; forms only read a few keywords of it. */
export type JsonSchema = { [keyword: string]: unknown };

type UiSchema = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isHidden(uiSchema: UiSchema, property: string): boolean {
  const ui = uiSchema[property];
  return isObject(ui) && ui['ui:widget'] === 'hidden';
}

/** A branch that only demands properties (`{ required: [...] }`), as entity schemas say "one of these". */
function requiredOnly(branch: unknown): string[] | null {
  if (!isObject(branch)) return null;
  const keys = Object.keys(branch);
  if (keys.length !== 1 || keys[0] !== 'required' || !Array.isArray(branch.required)) return null;
  return branch.required.filter((r): r is string => typeof r === 'string');
}

/**
 * The schema a form renders for an entity. A top-level anyOf/oneOf made only of `required` lists
 * ("e-mail or username") would make RJSF draw a choice of "Option 1 / Option 2"; the form instead
 * requires the one branch whose fields it shows, and the server still checks the whole rule.
 * The precompile script and the form widget both call this, so the precompiled validator's schema
 * is exactly the rendered one.
 *
 * The entity's root title and description are dropped.
 *
 * @example toFormSchema(passwordRecovery, { username: { 'ui:widget': 'hidden' } }) // requires email
 */
export function toFormSchema(entity: JsonSchema, uiSchema: UiSchema = {}): JsonSchema {
  // The entity's own title and description document the API (in English, for /api/docs); a form's
  // heading and intro come from the screen, through label keys.
  const { title: _title, description: _description, ...schema } = entity;
  for (const combinator of ['anyOf', 'oneOf'] as const) {
    const branches = schema[combinator];
    if (!Array.isArray(branches)) continue;
    const lists = branches.map(requiredOnly);
    if (lists.some((list) => list === null)) continue;
    delete schema[combinator];
    const shown = (lists as string[][]).find((list) => list.every((p) => !isHidden(uiSchema, p)));
    if (shown) {
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      schema.required = [...required, ...shown.filter((p) => !required.includes(p))];
    }
  }
  return schema;
}

/**
 * The name of a form schema's precompiled validator: the entity id and a hash of the exact schema,
 * so a changed schema never meets a stale validator.
 *
 * @example validatorKey({ $id: 'login', ... }) // 'login-1a2b3c4d'
 */
export function validatorKey(schema: JsonSchema): string {
  const id = typeof schema.$id === 'string' ? schema.$id : 'form';
  // hashForSchema may be negative; keep file names to `<id>-<hex>`.
  return `${id}-${hashForSchema(schema as never).replace(/^-/, 'n')}`;
}

import type { RJSFValidationError } from '@rjsf/utils';
import type { JsonSchema } from './formSchema';
import type { SchemaFormProps } from './SchemaForm';

/** What a field of a plain form is drawn as (the uiSchema's `ui:widget`, or text). */
export type PlainInput = 'text' | 'password' | 'email' | 'hidden';

export interface PlainField {
  name: string;
  input: PlainInput;
  required: boolean;
  /** The uiSchema as written in the screen (label keys): `ui:title`, `ui:autofocus`, `ui:autocomplete`. */
  ui: Record<string, unknown>;
}

const STRING_KEYWORDS = new Set([
  'type',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'title',
  'description',
]);
const UI_KEYWORDS = new Set(['ui:title', 'ui:widget', 'ui:autofocus', 'ui:autocomplete']);
const INPUTS = new Set<unknown>(['text', 'password', 'email', 'hidden']);
const ROOT_KEYWORDS = new Set(['$id', '$schema', 'type', 'properties', 'required', 'additionalProperties']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields of a form simple enough to draw without RJSF, or null: a flat object of text fields
 * (text, password, e-mail, hidden) with length, pattern and e-mail checks, nothing loaded, nothing
 * from the query, editable. Sign-in and password recovery are such forms; everything else (lists,
 * dates, files, records to edit, field orders) goes to RJSF. Both draw the same markup and run the
 * same precompiled validator, so which one renders is not visible to the user.
 */
export function plainFields(
  schema: JsonSchema,
  props: Pick<SchemaFormProps, 'form' | 'fromQuery' | 'readOnly'>,
): PlainField[] | null {
  const { form } = props;
  if (form.source || props.readOnly || Object.keys(props.fromQuery ?? {}).length > 0) return null;
  if (schema.type !== 'object' || !isObject(schema.properties)) return null;
  if (Object.keys(schema).some((keyword) => !ROOT_KEYWORDS.has(keyword))) return null;
  const uiSchema = form.uiSchema ?? {};
  const names = Object.keys(schema.properties);
  // Only per-field entries: a root `ui:order`, `ui:options`… is RJSF's to interpret.
  if (Object.keys(uiSchema).some((key) => !names.includes(key))) return null;
  const required = Array.isArray(schema.required) ? schema.required : [];
  const fields: PlainField[] = [];
  for (const name of names) {
    const property = schema.properties[name];
    const ui = uiSchema[name] ?? {};
    if (!isObject(property) || !isObject(ui) || property.type !== 'string') return null;
    if (Object.keys(property).some((keyword) => !STRING_KEYWORDS.has(keyword))) return null;
    if (Object.keys(ui).some((keyword) => !UI_KEYWORDS.has(keyword))) return null;
    const widget = ui['ui:widget'] ?? (property.format === 'email' ? 'email' : 'text');
    if (!INPUTS.has(widget)) return null;
    if (property.format !== undefined && property.format !== 'email') return null;
    fields.push({ name, input: widget as PlainInput, required: required.includes(name), ui });
  }
  return fields;
}

/** An error of ajv's standalone validators (the part the form reads). */
export interface AjvError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  schemaPath?: string;
}

/**
 * ajv's errors as RJSF's validator reports them (property `.field`, name = keyword), so that the
 * same Italian wording (italianErrors) applies; `required` is the missing field's own error.
 */
export function toValidationErrors(errors: readonly AjvError[]): RJSFValidationError[] {
  return errors.map((error) => {
    const missing = error.keyword === 'required' ? String(error.params.missingProperty ?? '') : '';
    const path = error.instancePath.replace(/\//g, '.');
    const property = missing ? `${path}.${missing}` : path;
    const message = error.message ?? '';
    return {
      name: error.keyword,
      property,
      message,
      params: error.params,
      stack: `${property} ${message}`.trim(),
      schemaPath: error.schemaPath,
    };
  });
}

/** The field an error belongs to (`.username` → `username`), or null for the form as a whole. */
export function fieldOfError(error: RJSFValidationError): string | null {
  const match = /^\.([^.]+)$/.exec(error.property ?? '');
  return match ? match[1]! : null;
}

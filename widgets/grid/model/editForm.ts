import type { EditType } from '../../../engine/core/registry/cellTypes';
import type { FormFieldSpec, GridColumn, GridRow } from '../types';
import { isCommandColumn, valueAt } from './columns';
import { callPath } from './rowCall';

/** One input of the row edit form, derived from a column. */
export interface EditField {
  field: string;
  title: string;
  type: EditType;
  disabled: boolean;
  /** `dropdown/{source}` feeds a select; value and text name the item properties. */
  source: { path: string; value: string; text: string } | null;
  /** A dialog form's input (FormFieldSpec): not sent while empty. */
  required?: boolean;
  /** What a dialog form's input starts with. */
  default?: string | number | boolean;
  min?: number;
  max?: number;
  maxLength?: number;
  /** A `file` input's destination (`editUpload`): the file leaves after the row is saved. */
  upload?: FileUpload;
}

/** Where a `file` input's file goes: a multipart POST to `path` (`{field}` filled from the saved row). */
export interface FileUpload {
  path: string;
  part: string;
  accept?: string;
  maxSize?: number;
}

type EditProps = Pick<
  GridColumn,
  'field' | 'title' | 'editType' | 'editSource' | 'editSourceValue' | 'editSourceText' | 'editUpload'
> &
  Partial<Pick<GridColumn, 'type' | 'editDisabled'>>;

function editTypeOf(column: EditProps): EditType {
  if (column.editType) return column.editType;
  switch (column.type) {
    case 'boolean':
    case 'booleanSwitch':
      return 'boolean';
    case 'numeric':
      return 'numeric';
    case 'numeric-int':
      return 'numeric-int';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'color':
      return 'color';
    default:
      return column.editSource ? 'select' : 'text';
  }
}

/**
 * The row edit form generated from the columns (spec 1 §3): every data column not hidden by
 * `editHide`, in `editOrder` (then column) order; fields starting with `_` never show; dotted
 * fields cannot be written back and are left out.
 *
 * @example editFieldsOf([{ field: 'nome', editOrder: 2 }, { field: '_id' }, { field: 'email', editOrder: 1 }])
 * // fields: email, nome
 */
export function editFieldsOf(columns: readonly GridColumn[]): EditField[] {
  return columns
    .map((column, index) => ({ column, index }))
    .filter(
      ({ column }) =>
        !column.editHide &&
        !isCommandColumn(column) &&
        !column.field.startsWith('_') &&
        !column.field.includes('.'),
    )
    .sort(
      (a, b) =>
        (a.column.editOrder ?? Number.MAX_SAFE_INTEGER) - (b.column.editOrder ?? Number.MAX_SAFE_INTEGER) ||
        a.index - b.index,
    )
    .map(({ column }) => editFieldOf(column));
}

/** The input of one column (or form field definition): its edit type, and the dropdown feeding a select. */
function editFieldOf(column: EditProps): EditField {
  return {
    field: column.field,
    title: column.title ?? column.field,
    type: editTypeOf(column),
    disabled: column.editDisabled === true,
    source: column.editSource
      ? {
          path: `dropdown/${column.editSource}`,
          value: column.editSourceValue ?? 'value',
          text: column.editSourceText ?? 'text',
        }
      : null,
    ...(column.editUpload
      ? { upload: { ...column.editUpload, part: column.editUpload.part ?? 'file' } }
      : {}),
  };
}

/**
 * The inputs of a dialog form (a declarative action's `form`, the grid's `create.fields`): the
 * same inputs as the row edit form's, from field definitions with the column edit properties.
 *
 * @example formFieldsOf([{ field: 'networkId', title: 'colonna.network', editSource: 'network', required: true }])
 */
export function formFieldsOf(specs: readonly FormFieldSpec[]): EditField[] {
  return specs.map((spec) => ({
    ...editFieldOf(spec),
    ...(spec.required ? { required: true } : {}),
    ...(spec.default === undefined ? {} : { default: spec.default }),
    ...(spec.min === undefined ? {} : { min: spec.min }),
    ...(spec.max === undefined ? {} : { max: spec.max }),
    ...(spec.maxLength === undefined ? {} : { maxLength: spec.maxLength }),
  }));
}

/** A dialog form's starting values: each input's default. */
export function formValuesOf(fields: readonly EditField[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((f) => [
      f.field,
      f.default ?? (f.type === 'boolean' ? false : f.type === 'multiselect' ? [] : ''),
    ]),
  );
}

/** The inputs of a dialog form left empty although required. */
export function missingFields(fields: readonly EditField[], values: Record<string, unknown>): string[] {
  return fields
    .filter((f) => f.required && f.type !== 'boolean' && isEmpty(values[f.field]))
    .map((f) => f.field);
}

const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

/**
 * The body a dialog form sends: each filled input's value (numbers as numbers, a select's option
 * value as the dropdown gave it), empty inputs left out.
 */
export function formBody(
  fields: readonly EditField[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.field];
    if (isEmpty(v) || f.type === 'file') continue;
    if ((f.type === 'numeric' || f.type === 'numeric-int') && typeof v === 'string') {
      const n = Number(v.replace(',', '.'));
      body[f.field] = Number.isFinite(n) ? n : v;
    } else body[f.field] = typeof v === 'string' ? v.trim() : v;
  }
  return body;
}

/** Form values of a row: the edited fields only, as the inputs hold them. */
export function editValuesOf(row: GridRow, fields: readonly EditField[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f.field, valueAt(row, f.field) ?? null]));
}

/**
 * The body of the set-row call (`PUT {path}/{id}`; the spec does not show its shape): the whole
 * row with the form's values, numbers as numbers and empty inputs as null. A select gives text,
 * so an option chosen for a field the row held as a number (`ruoloID`) goes back as a number: the
 * server validates bodies without coercion.
 */
export function editedRow(
  row: GridRow,
  fields: readonly EditField[],
  values: Record<string, unknown>,
): GridRow {
  const next: GridRow = { ...row };
  for (const f of fields) {
    // A file leaves on its own call (uploadsOf); the row keeps what the list said of it.
    if (f.disabled || f.type === 'file') continue;
    const v = values[f.field];
    if (v === '' || v === undefined) next[f.field] = null;
    else if ((f.type === 'numeric' || f.type === 'numeric-int') && typeof v === 'string') {
      const n = Number(v.replace(',', '.'));
      next[f.field] = Number.isFinite(n) ? n : null;
    } else if (
      typeof valueAt(row, f.field) === 'number' &&
      typeof v === 'string' &&
      /^-?\d+(\.\d+)?$/.test(v)
    )
      next[f.field] = Number(v);
    else next[f.field] = v;
  }
  return next;
}

/** One file to send after a save: the multipart call of a `file` input that holds a chosen file. */
export interface PendingUpload {
  field: string;
  path: string;
  part: string;
  file: File;
}

/**
 * The files a form's `file` inputs hold, each with its call's path filled from the saved row (for a
 * create, the form's values with the answer over them, so `{itemID}` is the new id). A path whose
 * placeholder the row lacks is `null`: the file cannot be sent, and the caller says so.
 *
 * @example uploadsOf(fields, { allegato: pdf }, { itemID: 9 }) // [{ field: 'allegato', path: 'amministrazione/avvisi/9/file', part: 'file', file: pdf }]
 */
export function uploadsOf(
  fields: readonly EditField[],
  values: Record<string, unknown>,
  row: GridRow,
): Array<Omit<PendingUpload, 'path'> & { path: string | null }> {
  return fields
    .filter((f) => f.type === 'file' && f.upload && isFile(values[f.field]))
    .map((f) => ({
      field: f.field,
      path: callPath(f.upload!.path, row),
      part: f.upload!.part,
      file: values[f.field] as File,
    }));
}

const isFile = (v: unknown): v is File => typeof File !== 'undefined' && v instanceof File;

import gridColumn from '../../../schemas/meta/grid-column.schema.json';
import type { GridColumn } from '../../../schemas/types/meta/grid-column';

/** A cell type of the grid (spec 1 §3 Cell types), `text` being the default. */
export type CellType = NonNullable<GridColumn['type']>;

/**
 * The cell types, as the grid-column meta-schema declares them: the schema is the one list, so a
 * cell type the app adds there (and the grid renders) needs no change here.
 */
export const CELL_TYPES: readonly CellType[] = gridColumn.properties.type.enum as CellType[];

/** Filter header types of a column (spec 1 §9), used when `filterable` is a string. */
export const FILTER_HEADER_TYPES = [
  'string',
  'boolean',
  'numeric',
  'numeric-int',
  'select',
  'multiselect',
  'daterange',
  'datetimerange',
] as const;
export type FilterHeaderType = (typeof FILTER_HEADER_TYPES)[number];

/** Inputs of the grid's row edit form (`editType`). */
export const EDIT_TYPES = [
  'text',
  'textarea',
  'numeric',
  'numeric-int',
  'date',
  'datetime',
  'boolean',
  'select',
  'multiselect',
  'email',
  'password',
  'color',
  'html',
  'file',
] as const;
export type EditType = (typeof EDIT_TYPES)[number];

export const isCellType = (value: string): value is CellType =>
  (CELL_TYPES as readonly string[]).includes(value);

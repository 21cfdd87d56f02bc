/**
 * Cell types of the grid (spec 1 §3 Cell types), plus `text`, the default. The grid-column
 * meta-schema lists the same names; a unit test keeps the two equal.
 */
export const CELL_TYPES = [
  'text',
  'link',
  'download-file',
  'download-file-adesione',
  'boolean',
  'booleanSwitch',
  'image',
  'image-map',
  'date',
  'datetime',
  'numeric',
  'numeric-int',
  'secondsToTime',
  'color',
  'actions',
  'actions_list',
  'ck_select',
  'renderfunction',
  'status-dot-sent',
  'status-dot-reminder',
] as const;
export type CellType = (typeof CELL_TYPES)[number];

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
] as const;
export type EditType = (typeof EDIT_TYPES)[number];

export const isCellType = (value: string): value is CellType =>
  (CELL_TYPES as readonly string[]).includes(value);

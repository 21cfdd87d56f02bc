import type { GridColumn } from '../../schemas/types/meta/grid-column';

export type { GridColumn };

/** A declarative row action (`customButtons[].call`): the call a button makes. */
export type RowCall = NonNullable<NonNullable<GridColumn['customButtons']>[number]['call']>;

/** One input of a dialog form (`call.form`, `create.fields`), with the grid-column edit properties. */
export type FormFieldSpec = NonNullable<RowCall['form']>[number];

/** The grid's `Nuovo` button: a form dialog sent as `POST {path}`. */
export interface GridCreate {
  path: string;
  /** Label key of the dialog title. */
  title?: string;
  /** The form's inputs; the columns' edit fields when absent. */
  fields?: FormFieldSpec[];
  /** Label key of the success toast body. */
  success?: string;
  /** The button shows only to users holding it. */
  permission?: string;
  /** Label key of the toolbar button; `generico.nuovo` when absent. */
  button?: string;
  /** A value of the answer shown once after success (a secret the server keeps only hashed). */
  reveal?: GridReveal;
}

/**
 * After a create that succeeded, the answer's value at the dotted `field` (`item1.chiave`) shown once
 * in a dialog titled `title`, in a read-only input labelled `label`, with a copy button and the
 * `warning` that it will not be shown again. Texts are label keys.
 */
export interface GridReveal {
  field: string;
  title: string;
  label: string;
  warning: string;
}

/** One row as the list call answers it: plain JSON, nested objects reached by dotted fields. */
export type GridRow = Record<string, unknown>;

/**
 * A row's detail: the registry widget `widget` rendered under the row when it is opened, given
 * `props` and the row's `key` field under the same name (`{ widget: 'policy-card', key: 'itemGUID' }`).
 */
export interface RowDetailSpec {
  widget: string;
  key: string;
  props?: Record<string, unknown>;
}

/** The grid's props as a screen file gives them (the JSON Schema is in index.ts). */
export interface GridProps {
  /** The list call: `{ items, total, truncated? }` from GET {path} (spec 1 §3 "list response"). */
  source?: {
    path: string;
    params?: Record<string, string | number | boolean | Array<string | number | boolean>>;
  };
  /** server: every change asks the server (list grammar); client: rows are fetched once (or given) and processed here. */
  mode?: 'server' | 'client';
  columns: GridColumn[];
  /** Rows for a client-mode grid that has no source (stories, fixed lists). */
  rows?: GridRow[];
  /** Row property that identifies a row for delete, edit and selection; `id`, else `itemID`. */
  idField?: string;
  pageSize?: number;
  selectable?: boolean;
  /** Row delete; `hideWhen` keeps it off the row whose `rowField` equals the user's `equalsUser`. */
  deletable?: { path: string; hideWhen?: { rowField: string; equalsUser: string } };
  editable?: { path: string };
  /** A `Nuovo` button above the grid: a form dialog POSTed to `create.path` (see GridCreate). */
  create?: GridCreate;
  fullTextSearch?: boolean;
  export?: { fileName?: string };
  groupable?: boolean;
  /** Values a select or multiselect column's filter starts with, by field; cleared like any filter. */
  initialFilters?: Record<string, string[]>;
  /** Accessible name of the grid (a label key or text). */
  title?: string;
  /** Each row opens a detail under it: a registry widget given the row's key (see RowDetailSpec). */
  rowDetail?: RowDetailSpec;
}

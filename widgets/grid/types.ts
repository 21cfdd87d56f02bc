import type { GridColumn } from '../../schemas/types/meta/grid-column';

export type { GridColumn };

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
  fullTextSearch?: boolean;
  export?: { fileName?: string };
  groupable?: boolean;
  /** Accessible name of the grid (a label key or text). */
  title?: string;
  /** Each row opens a detail under it: a registry widget given the row's key (see RowDetailSpec). */
  rowDetail?: RowDetailSpec;
}

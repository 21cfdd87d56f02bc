import type { JSONSchema } from '../../engine/core/registry';
import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import type { GridProps } from './types';

export type { GridProps, GridColumn, GridRow, RowDetailSpec } from './types';

const PATH = { type: 'string', pattern: '^[A-Za-z0-9{][A-Za-z0-9_{}./:-]*$' };

/**
 * The grid's props as a screen file gives them. Columns follow the grid-column meta-schema (by id,
 * so a misspelt column property fails the screen's validation with its JSON pointer).
 */
export const gridProps: JSONSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', description: 'Accessible name of the grid (label key or text).' },
    source: {
      $ref: 'data-source.schema.json#',
      description: 'The list call: GET {path} (with params) answering { items, total, truncated? }.',
    },
    mode: { enum: ['server', 'client'], default: 'server' },
    columns: { type: 'array', minItems: 1, items: { $ref: 'grid-column.schema.json#' } },
    rows: {
      type: 'array',
      items: { type: 'object' },
      description: 'Fixed rows of a client-mode grid without source.',
    },
    idField: {
      type: 'string',
      pattern: '^[A-Za-z_][A-Za-z0-9_.]*$',
      description: 'Row identity; id, else itemID.',
    },
    pageSize: { enum: [20, 40, 60, 100, 2147483647], default: 20 },
    selectable: { type: 'boolean' },
    deletable: {
      type: 'object',
      description: 'Row delete: DELETE {path}/{id} after a yes/no confirmation.',
      properties: {
        path: PATH,
        hideWhen: {
          type: 'object',
          description:
            "No delete on the row whose `rowField` equals the signed-in user's `equalsUser` property (e.g. one's own user).",
          properties: {
            rowField: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_.]*$' },
            equalsUser: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
          },
          required: ['rowField', 'equalsUser'],
          additionalProperties: false,
        },
      },
      required: ['path'],
      additionalProperties: false,
    },
    editable: {
      type: 'object',
      description:
        'Row edit form generated from the columns; saved with PUT {path}/{id} (the whole edited row).',
      properties: { path: PATH },
      required: ['path'],
      additionalProperties: false,
    },
    create: {
      type: 'object',
      description:
        "A `Nuovo` button above the grid opening a form dialog (fields, else the columns' edit fields) sent as POST {path}; a 400 shows its messages in the dialog; the list reloads after success.",
      properties: {
        path: PATH,
        title: {
          type: 'string',
          description: 'Label key of the dialog title; the button says generico.nuovo.',
        },
        fields: {
          type: 'array',
          minItems: 1,
          items: {
            $ref: 'grid-column.schema.json#/properties/customButtons/items/properties/call/properties/form/items',
          },
        },
        success: { type: 'string', description: 'Label key of the success toast body.' },
        permission: {
          type: 'string',
          pattern: '^[A-Z0-9_{}a-z]+(\\|[RCUDE*]+)?$',
          description: 'The button shows only to users holding it ({product}: the brand).',
        },
        button: {
          type: 'string',
          description: 'Label key of the toolbar button; generico.nuovo when absent.',
        },
        reveal: {
          type: 'object',
          description:
            "After success, the answer's value at the dotted `field` (e.g. item1.chiave) shown once in a dialog (`title`), in a read-only input (`label`) with a copy button and the `warning` that it will not be shown again: a secret the server keeps only hashed. Label keys.",
          properties: {
            field: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_.]*$' },
            title: { type: 'string' },
            label: { type: 'string' },
            warning: { type: 'string' },
          },
          required: ['field', 'title', 'label', 'warning'],
          additionalProperties: false,
        },
      },
      required: ['path'],
      additionalProperties: false,
    },
    fullTextSearch: { type: 'boolean' },
    export: {
      type: 'object',
      properties: { fileName: { type: 'string', pattern: '^[^/\\\\]+\\.xlsx$' } },
      additionalProperties: false,
    },
    groupable: {
      type: 'boolean',
      description: 'Every data column may be grouped unless it says groupable: false.',
    },
    initialFilters: {
      type: 'object',
      description:
        'Values the filter of a select or multiselect column starts with, by field (e.g. { "stato": ["inAttesa"] }: the requests still to decide first); the user may clear them like any filter.',
      propertyNames: { pattern: '^[A-Za-z_][A-Za-z0-9_.]*$' },
      additionalProperties: { type: 'array', minItems: 1, items: { type: 'string' } },
    },
    rowDetail: {
      type: 'object',
      description:
        "Each row opens a detail under it: the registry widget `widget`, given `props` and the row's `key` field under the same name.",
      properties: {
        widget: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
        key: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_.]*$' },
        props: { type: 'object' },
      },
      required: ['widget', 'key'],
      additionalProperties: false,
    },
  },
  required: ['columns'],
  additionalProperties: false,
};

/** The data grid: server or client mode, filters, sort, groups, paging, selection, edit, delete, Excel export. */
export default defineWidget<GridProps>({
  name: 'grid',
  props: gridProps,
  component: lazyWidget(() => import('./Grid')),
});

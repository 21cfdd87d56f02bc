/* generated — run npm run gen:types */
/* source: schemas/meta/grid-column.schema.json */

import type { Guard } from './guard';

/**
 * One column of the data grid (spec 1 §3 Grid column definition). Fields starting with an underscore are hidden from the edit form. engine/core/registry reads the cell types from here; the filter and edit types mirror it (a unit test keeps them equal).
 */
export interface GridColumn {
  /**
   * Row property shown in the column; dots reach nested values.
   */
  field: string;
  /**
   * Header label key (or text).
   */
  title?: string;
  /**
   * Cell type (spec 1 §3 Cell types); text when absent.
   */
  type?:
    | 'text'
    | 'link'
    | 'download-file'
    | 'download-file-adesione'
    | 'boolean'
    | 'booleanSwitch'
    | 'image'
    | 'image-map'
    | 'date'
    | 'datetime'
    | 'numeric'
    | 'numeric-int'
    | 'secondsToTime'
    | 'color'
    | 'actions'
    | 'actions_list'
    | 'ck_select'
    | 'renderfunction'
    | 'status-dot-sent'
    | 'status-dot-reminder';
  /**
   * Display format for dates and numbers.
   */
  format?: string;
  /**
   * Pixels, or a CSS length in px or %. The grid never goes below 80 px, nor below what a date, date-time or number column needs to show its format whole.
   */
  width?: number | string;
  hidden?: boolean;
  /**
   * Who sees the column (e.g. { "userFlags": { "backOffice": true } }: the distributor column of a list that shows one distributor's rows to the distributor and every distributor's to the back office); everyone when absent.
   */
  guard?: Guard;
  /**
   * true: filter header of the column type; false: none; a string: that header type (spec 1 §9).
   */
  filterable?:
    | true
    | false
    | 'string'
    | 'boolean'
    | 'numeric'
    | 'numeric-int'
    | 'select'
    | 'multiselect'
    | 'daterange'
    | 'datetimerange';
  groupable?: boolean;
  /**
   * false: not sortable; a string: the server field to sort by when it differs from field.
   */
  sortBy?: string | boolean;
  /**
   * Included in the Excel export.
   */
  export?: boolean;
  /**
   * Label key (or text) shown for each raw value of the column, e.g. a code; the filter's choices and the Excel export show the same text. Values without an entry show as they are.
   */
  valueLabels?: {
    [k: string]: string;
  };
  /**
   * The column that identifies a row (policy number, username, code): it stays at the left edge while the table scrolls sideways (Kendo's name). Locked columns pile up from the left in their order; none is locked when they would take over 60% of the visible width (a long name on a phone).
   */
  locked?: boolean;
  /**
   * Column width in the Excel export.
   */
  exportWidth?: number;
  /**
   * Image shown when the cell image fails to load.
   */
  pathFallback?: string;
  /**
   * Buttons of an actions or actions_list cell: `name` is a built-in (edit, delete) or an action of widgets/grid/rowActions.ts, unless `call` declares the action.
   */
  customButtons?: {
    name: string;
    title?: string;
    icon?: string;
    permission?: string;
    /**
     * A declarative row action: the call the button makes, instead of a named action of widgets/grid/rowActions.ts. The list reloads after it.
     */
    call?: {
      method?: 'POST' | 'PUT' | 'DELETE';
      /**
       * API path: {field} is the row's value of that field (URL-encoded; a row without it gets a warning and no call), {product} the brand slug.
       */
      path: string;
      /**
       * The button shows only on rows whose value of each named field is one of those listed.
       */
      when?: {
        /**
         * @minItems 1
         */
        [k: string]: (string | number | boolean | null)[];
      };
      /**
       * The confirmation dialog (label keys).
       */
      confirm?: {
        title: string;
        body?: string;
        /**
         * The confirm button; the action's title when absent.
         */
        confirm?: string;
        variant?: 'primary' | 'danger';
      };
      /**
       * A required text asked in the dialog, sent in the body as { [field]: text }.
       */
      input?: {
        field: string;
        label: string;
        maxLength: number;
        /**
         * Label key of the message when the text is missing.
         */
        required: string;
      };
      /**
       * A dialog form whose values are the body (merged with input).
       *
       * @minItems 1
       *
       * Items: One input of a dialog form (a declarative action's `form`, the grid's `create.fields`), generated like the row edit form's inputs from a column.
       */
      form?: {
        /**
         * Body property the input's value is sent as.
         */
        field: string;
        /**
         * Label key (or text) of the input.
         */
        title?: string;
        /**
         * The input; text when absent (select when editSource is given).
         */
        editType?:
          | 'text'
          | 'textarea'
          | 'numeric'
          | 'numeric-int'
          | 'date'
          | 'datetime'
          | 'boolean'
          | 'select'
          | 'multiselect'
          | 'email'
          | 'password'
          | 'color'
          | 'html'
          | 'file';
        /**
         * Dropdown feeding a select input, read from dropdown/{name} (the app's edit-source catalogue).
         */
        editSource?: string;
        /**
         * Item property used as the option value.
         */
        editSourceValue?: string;
        /**
         * Item property used as the option text.
         */
        editSourceText?: string;
        /**
         * The form is not sent while the input is empty.
         */
        required?: boolean;
        /**
         * The value the input starts with.
         */
        default?: string | number | boolean;
        min?: number;
        max?: number;
        maxLength?: number;
        /**
         * Where a `file` input's chosen file goes once the row is saved: a multipart POST to `path`, each `{field}` filled from the saved row (for the Nuovo button, the form's values with the create's answer over them). The file is checked against `accept` and `maxSize` before it is sent; the server checks again.
         */
        editUpload?: {
          /**
           * API path with `{field}` placeholders (`amministrazione/avvisi/{itemID}/file`).
           */
          path: string;
          /**
           * Name of the multipart part; `file` when absent.
           */
          part?: string;
          /**
           * Extensions or MIME types the chooser offers and accepts (`.pdf`).
           */
          accept?: string;
          /**
           * Largest file in bytes.
           */
          maxSize?: number;
        };
      }[];
      /**
       * Label key of the success toast's body (titled with the button's title).
       */
      success?: string;
    };
  }[];
  /**
   * Input of the row edit form.
   */
  editType?:
    | 'text'
    | 'textarea'
    | 'numeric'
    | 'numeric-int'
    | 'date'
    | 'datetime'
    | 'boolean'
    | 'select'
    | 'multiselect'
    | 'email'
    | 'password'
    | 'color'
    | 'html'
    | 'file';
  /**
   * Where a `file` input's chosen file goes once the row is saved: a multipart POST to `path`, each `{field}` filled from the saved row (for the Nuovo button, the form's values with the create's answer over them). The file is checked against `accept` and `maxSize` before it is sent; the server checks again.
   */
  editUpload?: {
    /**
     * API path with `{field}` placeholders (`amministrazione/avvisi/{itemID}/file`).
     */
    path: string;
    /**
     * Name of the multipart part; `file` when absent.
     */
    part?: string;
    /**
     * Extensions or MIME types the chooser offers and accepts (`.pdf`).
     */
    accept?: string;
    /**
     * Largest file in bytes.
     */
    maxSize?: number;
  };
  editHide?: boolean;
  editOrder?: number;
  editDisabled?: boolean;
  /**
   * Dropdown feeding a select edit input, read from dropdown/{name}; the name must be in the app's edit-source catalogue (src/catalogue/editSources.ts).
   */
  editSource?: string;
  /**
   * Item property used as the option value.
   */
  editSourceValue?: string;
  /**
   * Item property used as the option text.
   */
  editSourceText?: string;
}

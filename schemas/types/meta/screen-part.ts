/* generated — run npm run gen:types */
/* source: schemas/meta/screen-part.schema.json */

/**
 * A screen file as written when it reuses another (README, "Screen reuse"): a `*.base.json` file or a screen with `extends`. Any screen property may be given or left to the base; `null` removes what the base set. The merged result must then be a whole screen (screen.schema.json). Each property is either `null` or what the screen schema allows.
 */
export interface ScreenPart {
  $schema?: string;
  /**
   * The file this one is laid over: a screen file or a `*.base.json` file, relative to this file's folder.
   */
  extends?: string;
  name?: null | string;
  path?: null | string;
  parent?: null | string;
  order?: null | number;
  layout?: null | ('default' | 'empty' | 'cart' | 'submenu');
  title?: null | string;
  anonymous?: null | boolean;
  redirect?: null | string;
  guard?: {
    [k: string]: unknown;
  } | null;
  /**
   * Where the route's popup notices show; null: none.
   */
  popupPosition?: number | null;
  keepPendingRedirect?: null | boolean;
  shortcut?: null | string;
  lazy?: null | boolean;
  body?: {
    [k: string]: unknown;
  } | null;
}

/* generated — run npm run gen:types */
/* source: schemas/meta/screen.schema.json */

import type { Guard } from './guard';
import type { WidgetNode } from './widget-node';

/**
 * One route of the portal (spec 1 §2), one file in screens/. The router, menus, sub-menu tabs and breadcrumbs are built from these files.
 */
export interface Screen {
  $schema?: string;
  /**
   * Route name, unique across screens (popups and redirects refer to it).
   */
  name: string;
  /**
   * Absolute (`/login`) for top-level screens, relative to the parent otherwise. `{product}` is the brand slug; `:name` is a route parameter.
   */
  path: string;
  /**
   * Name of the parent screen.
   */
  parent?: string;
  /**
   * Display order among siblings (menus, tabs).
   */
  order?: number;
  layout?: 'default' | 'empty' | 'cart' | 'submenu';
  /**
   * Label key of the title (menus, tabs, breadcrumbs).
   */
  title?: string;
  /**
   * Reachable without signing in.
   */
  anonymous?: boolean;
  /**
   * Name of the child screen this route redirects to.
   */
  redirect?: string;
  guard?: Guard;
  /**
   * Where the route's popup notices show; null: none.
   */
  popupPosition?: number | null;
  /**
   * Start-up and sign-in do not follow the user's pending redirectTo while this screen is open (spec 1 §4: a payment-return screen must show its own outcome).
   */
  keepPendingRedirect?: boolean;
  /**
   * Name under which the shell offers this screen as a menu shortcut (spec 1 §2: the mobile menu's shortcuts); offered only to users who may open the screen.
   */
  shortcut?: string;
  /**
   * Load the screen's code in its own chunk.
   */
  lazy?: boolean;
  body?: WidgetNode;
}

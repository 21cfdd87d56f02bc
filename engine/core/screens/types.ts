import type { DataSource, Form, GridColumn, Guard, Screen, WidgetNode } from '../../../schemas/types';

/**
 * The shapes of schemas/meta/*.schema.json come from `npm run gen:types` (schemas/types/meta), so
 * a schema change reaches the code or fails the drift test; here they get the engine's names.
 */
export type { DataSource, GridColumn, Screen, WidgetNode };
export type ScreenGuard = Guard;
export type FormDefinition = Form;
export type ScreenLayout = NonNullable<Screen['layout']>;

/** One thing wrong with a screen file: which file, where in it (RFC 6901 pointer), and what. */
export interface ScreenProblem {
  file: string;
  pointer: string;
  message: string;
}

/** A screen file as the caller read it: its path for messages and its parsed content. */
export interface ScreenFile {
  file: string;
  json: unknown;
}

/** A screen that passed validation, with where it came from. */
export interface ValidScreen {
  file: string;
  screen: Screen;
}

/** A node of the route tree: screens ordered by `order`, then name. */
export interface ScreenNode extends ValidScreen {
  /** Path from the root, with `{product}` left in place; absolute paths are kept as written. */
  fullPath: string;
  children: ScreenNode[];
}

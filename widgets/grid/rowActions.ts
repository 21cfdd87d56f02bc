import type { EngineServices } from '../../engine/react/runtime/EngineContext';
import type { RowActionQuestion } from './parts/RowActionDialog';
import type { GridRow } from './types';

/** What the grid lends a row action: a question in a dialog, and calls that reload its list. */
export interface RowActionGrid {
  /** Asks in a dialog: the text written, `''` for a confirmation, null when the user closed it. */
  ask(question: RowActionQuestion): Promise<string | null>;
  /**
   * `POST {path}` (main client: busy overlay, the error catalogue's toasts) with `body`; the grid's
   * list reloads after it. The answer, or undefined when the call failed (already reported).
   */
  post(path: string, body?: unknown): Promise<unknown>;
}

/** A custom button's behaviour (customButtons[].name), given the row, the engine's services and the grid. */
export type RowAction = (row: GridRow, engine: EngineServices, grid: RowActionGrid) => void | Promise<void>;

/**
 * Row actions custom buttons may name besides the built-in `edit` and `delete`, for behaviour a
 * declarative `call` (customButtons[].call: a path, a confirmation, an input, a form) cannot
 * say. An unknown name gives the spec's not-implemented warning (spec 1 §8).
 */
export const rowActions: Record<string, RowAction> = {
  /**
   * Sign in as the row's user (spec 2 §4): the runtime warns with novalidusertosigninas when the
   * row has no userId and only logs a failed call.
   */
  accediCome: (row, engine) => {
    const id = typeof row.userId === 'number' ? row.userId : Number(row.userId);
    return engine.session.signInAs?.(Number.isInteger(id) && id > 0 ? id : null);
  },
};

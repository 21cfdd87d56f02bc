import type { EngineServices } from '../../engine/react/runtime/EngineContext';
import type { GridRow } from './types';

/** A custom button's behaviour (customButtons[].name), given the row and the engine's services. */
export type RowAction = (row: GridRow, engine: EngineServices) => void | Promise<void>;

/**
 * Row actions custom buttons may name besides the built-in `edit` and `delete`. Screens hold no
 * code, so behaviour lives here by name; later issues add entries. An unknown name gives the
 * spec's not-implemented warning (spec 1 §8).
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

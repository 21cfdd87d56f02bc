import type { EngineServices } from '../../engine/react/runtime/EngineContext';
import type { GridRow } from './types';

/** A custom button's behaviour (customButtons[].name), given the row and the engine's services. */
export type RowAction = (row: GridRow, engine: EngineServices) => void | Promise<void>;

/**
 * Row actions custom buttons may name besides the built-in `edit` and `delete`. Screens hold no
 * code, so behaviour lives here by name; later issues add entries. An unknown name gives the
 * spec's not-implemented warning (spec 1 §8).
 */
export const rowActions: Record<string, RowAction> = {};

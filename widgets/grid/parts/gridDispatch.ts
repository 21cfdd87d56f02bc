import type { GridAction } from '../model/gridState';

export type GridDispatch = (action: GridAction) => void;

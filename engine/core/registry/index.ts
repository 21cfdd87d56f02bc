export { CELL_TYPES, EDIT_TYPES, FILTER_HEADER_TYPES, isCellType } from './cellTypes';
export type { CellType, EditType, FilterHeaderType } from './cellTypes';
export { closestNames } from './closestNames';
export { createRegistry, defineWidget, describeDescriptorProblem } from './createRegistry';
export type { JSONSchema, ResolveContext, ResolveResult, WidgetDescriptor, WidgetRegistry } from './types';
export { UnknownWidgetError } from './UnknownWidgetError';

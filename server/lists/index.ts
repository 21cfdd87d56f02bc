export { compileFilter, OPS_BY_TYPE } from './compileFilter';
export { defineList } from './defineList';
export type {
  ListDefinition,
  ListExpression,
  ListFieldDefinition,
  ListFieldType,
  ListFullText,
  ResolvedList,
} from './defineList';
export { likePattern } from './likePattern';
export { listQuerystringSchema, listResponseSchema, registerDelete, registerList } from './listRoutes';
export type { DeleteRouteOptions, ListRouteOptions } from './listRoutes';
export { compileListPage, compileListQuery, DEFAULT_MAX_ROWS, runList } from './runList';
export type { ListSelect } from './runList';
export { findList, listsOf, rememberList } from './listRegistry';
export type { RegisteredList } from './listRegistry';
export type { ListResult, ListRow, RunListOptions } from './runList';

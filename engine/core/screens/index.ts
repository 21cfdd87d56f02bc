export { buildScreenTree } from './buildScreenTree';
export { COMPOSED_SCREEN_SCHEMA_ID, composeScreenSchema } from './composeScreenSchema';
export { createScreenValidator } from './createScreenValidator';
export { formatProblem } from './formatProblem';
export { guardGaps } from './guardGaps';
export type { ListAccess } from './guardGaps';
export { lintScreen } from './lintScreen';
export type { ScreenCatalogues } from './lintScreen';
export { lintScreens } from './lintScreens';
export { loadScreens } from './loadScreens';
export { mergeScreen } from './mergeScreen';
export { resolveScreenFiles } from './resolveScreenFiles';
export type { ResolvedScreenFile, ResolvedScreenFiles } from './resolveScreenFiles';
export type { LoadScreensResult } from './loadScreens';
export { META_SCHEMAS, SHARED_META_SCHEMAS } from './metaSchemas';
export { permissionExists } from './permissionCodes';
export type {
  DataSource,
  FormDefinition,
  GridColumn,
  Screen,
  ScreenFile,
  ScreenGuard,
  ScreenLayout,
  ScreenNode,
  ScreenProblem,
  ValidScreen,
  WidgetNode,
} from './types';
export { validateScreen } from './validateScreen';
export { walkNodes } from './walkNodes';

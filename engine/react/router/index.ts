export { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError } from './chunkTimeout';
export { createScreenRoutes } from './createScreenRoutes';
export type { ScreenRoutes, ScreenRoutesOptions } from './createScreenRoutes';
export { loadScreenTree } from './loadScreenTree';
export { RouteErrorPage } from './RouteErrorPage';
export { useCurrentScreen, useScreenRouting } from './ScreenContext';
export type { ScreenRouting } from './ScreenContext';
export { ScreenRenderer, UnknownWidgetFallback } from './ScreenRenderer';

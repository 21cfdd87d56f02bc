export { resolveSourcePath } from './resolveSourcePath';
export type { SourcePathContext } from './resolveSourcePath';

// Types of buildInputs.mjs (plain JavaScript, so that `npm start` needs node alone).

export interface BuildTarget {
  /** Where a finished build records its inputs' hash, relative to the root. */
  stamp: string;
  /** Files a complete build has written. */
  outputs: string[];
  /** Folders whose files are inputs (tests and stories left out). */
  dirs: string[];
  /** Single files that are inputs; a missing one counts as missing. */
  files: string[];
}

export const TARGETS: { client: BuildTarget; server: BuildTarget };

export function inputFiles(root: string, target: BuildTarget): string[];
export function clientEnv(env?: NodeJS.ProcessEnv): string;
export function inputsHash(
  root: string,
  target: BuildTarget,
  extra?: string,
  cache?: Map<string, string>,
): string;
export function staleReason(root: string, target: BuildTarget, hash: string): string | null;
export function writeStamp(root: string, target: BuildTarget, hash: string): void;

export interface PlannedBuild {
  name: string;
  target: BuildTarget;
  hash: string;
  reason: string | null;
}
export function buildPlan(root: string, env?: NodeJS.ProcessEnv): PlannedBuild[];

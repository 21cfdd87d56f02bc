import { existsSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Stack traces of the built server name the TypeScript sources (server/…/*.ts:line:column), as
 * `node --enable-source-maps` made them, but each bundle's map is read when a stack through it is
 * first written, not at start: Node reads the map of every module it loads, the packages' too, and
 * that was a tenth of the start (issue 13).
 */
export function mapStacksOf(bundleDir: string): void {
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (file: string): SourceMap | null => {
    let map = maps.get(file);
    if (map !== undefined) return map;
    const bundle = file.startsWith('file:') ? fileURLToPath(file) : file;
    map = null;
    if (path.dirname(bundle) === bundleDir && existsSync(`${bundle}.map`)) {
      try {
        map = new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, 'utf8')) as SourceMapPayload);
      } catch {
        // A missing or broken map leaves the bundle's own positions.
      }
    }
    maps.set(file, map);
    return map;
  };
  const original = (file: string, line: number, column: number): string | undefined => {
    const entry = mapOf(file)?.findEntry(line - 1, column - 1);
    if (!entry || !('originalSource' in entry) || !entry.originalSource) return undefined;
    const source = entry.originalSource.startsWith('file:')
      ? fileURLToPath(entry.originalSource)
      : path.resolve(bundleDir, entry.originalSource);
    return `${pathToFileURL(source).href}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  };
  Error.prepareStackTrace = (error: Error, frames: NodeJS.CallSite[]) => {
    const lines = frames.map((frame) => {
      const text = String(frame);
      const file = frame.getFileName();
      const line = frame.getLineNumber();
      const column = frame.getColumnNumber();
      if (!file || line === null || column === null) return `    at ${text}`;
      const mapped = original(file, line, column);
      return `    at ${mapped ? text.replace(`${file}:${line}:${column}`, mapped) : text}`;
    });
    return [Error.prototype.toString.call(error), ...lines].join('\n');
  };
}

import type { TestProject } from 'vitest/node';
import { dropStaleImages } from './pgliteImage';
import { setupHash } from './setupHash';

declare module 'vitest' {
  export interface ProvidedContext {
    setupHash: string;
  }
}

/** Hashes the setup's sources once for the whole run (each test file would read them all again). */
export default function setup(project: TestProject): void {
  project.provide('setupHash', setupHash());
  dropStaleImages();
}

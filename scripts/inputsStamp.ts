import path from 'node:path';
import type { Plugin } from 'vite';
import { clientEnv, inputsHash, TARGETS, writeStamp } from './buildInputs.mjs';

/**
 * Vite build plugin: records the client's inputs' hash in dist/ (scripts/buildInputs.mjs), so that
 * `npm start` reuses a client that `npx vite build` (CI's `npm test`) or `npm run build` made from the
 * same sources. Hashed when the build starts; `write` is called once the output is complete
 * (precompressed). Only for the build `npm start` serves: production mode into the project's dist/
 * (not Storybook's build, which reads this config too, nor another mode or folder).
 */
export function inputsStampPlugin(): Plugin & { write: () => void } {
  let root = '';
  let applies = false;
  let hash: string | null = null;
  return {
    name: 'overins:inputs-stamp',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      applies =
        config.mode === 'production' &&
        !config.build.ssr &&
        path.resolve(config.root, config.build.outDir) === path.resolve(config.root, 'dist');
    },
    buildStart() {
      hash = applies ? inputsHash(root, TARGETS.client, clientEnv()) : null;
    },
    buildEnd(error) {
      if (error) hash = null;
    },
    write() {
      if (hash) writeStamp(root, TARGETS.client, hash);
      hash = null;
    },
  };
}

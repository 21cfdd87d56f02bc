import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The library's build: its own root and output; the engine and widgets come from the repository. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: fileURLToPath(new URL('../../.tmp/second-app', import.meta.url)), emptyOutDir: true },
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The grid benchmark page: a production build of the real widget, served from bench/.out/grid. */
export default defineConfig({
  root: here,
  base: './',
  plugins: [react()],
  logLevel: 'error',
  build: { outDir: path.join(here, '..', '.out', 'grid'), emptyOutDir: true, sourcemap: false },
});

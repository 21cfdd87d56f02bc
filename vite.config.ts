import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ViteDevServer } from 'vite';
import { inputsStampPlugin } from './scripts/inputsStamp';
import { precompressPlugin } from './scripts/precompress';

// The API server `npm run dev` starts beside Vite; override when it listens elsewhere.
const apiPort = process.env.API_PORT ?? '8080';
const product = process.env.VITE_BRAND_SLUG ?? 'overins';
const SCREEN_FILE = /\/screens\/.+\.(screen|base)\.json$/;

/**
 * Dev server only: whenever a screen file is loaded or changes, every screen is validated as
 * `npm test` does (engine/react/vite/checkScreens.ts) and the problems are thrown from the file's
 * transform, so Vite's overlay shows the same `file#pointer: message` lines. Widgets and checker
 * are loaded through Vite, so edits to them count without a restart.
 */
function screenValidation(): Plugin {
  let server: ViteDevServer | undefined;
  return {
    name: 'overins:screen-validation',
    apply: 'serve',
    configureServer(dev) {
      server = dev;
    },
    async transform(_code, id) {
      if (!server || !SCREEN_FILE.test(id.split('?')[0] ?? '')) return null;
      const load = (path: string) => server!.ssrLoadModule(path);
      const { widgets } = (await load('/widgets/index.ts')) as { widgets: unknown[] };
      const { screenCatalogues } = (await load('/src/catalogue/screenCatalogues.ts')) as {
        screenCatalogues: (product: string) => Record<string, unknown>;
      };
      const { checkScreens } = (await load('/engine/react/vite/checkScreens.ts')) as {
        checkScreens: (root: string, widgets: unknown[], catalogues: Record<string, unknown>) => string[];
      };
      // The server's lists are not running here: column fields are checked by npm test only.
      const problems = checkScreens(server.config.root, widgets, screenCatalogues(product));
      if (problems.length === 0) return null;
      const error = new Error(`Screen files with problems:\n${problems.join('\n')}`);
      error.stack = '';
      throw error;
    },
    handleHotUpdate({ file, server: dev }) {
      // Problems may span files (parents, names, redirects): a change re-checks every screen module.
      if (!SCREEN_FILE.test(file)) return;
      for (const mod of dev.moduleGraph.idToModuleMap.values())
        if (SCREEN_FILE.test(mod.id ?? '')) dev.moduleGraph.invalidateModule(mod);
    },
  };
}

/** The shell's widgets are part of the first screen on purpose; their lazy entries stay unused. */
const SHELL_WIDGET =
  /widgets\/(top-nav|mobile-menu|side-panel|footer|busy-overlay|toasts|submenu-tabs|breadcrumbs|payment-dialog|change-password-dialog|company-data-dialog|splash)\//;

const inputsStamp = inputsStampPlugin();

export default defineConfig({
  plugins: [react(), screenValidation(), inputsStamp, precompressPlugin(inputsStamp.write)],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      onwarn(warning, warn) {
        if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && SHELL_WIDGET.test(warning.message)) return;
        warn(warning);
      },
      output: {
        codeSplitting: {
          groups: [
            // React changes rarely: its own long-cached chunk.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            // Everything else the entry imports statically: one file instead of a handful of tiny
            // shared ones, each a request of the first screen. Bootstrap components used only by
            // lazy widgets stay with their users, so the first screen does not carry them.
            { name: 'shell', tags: ['$initial'], priority: 1 },
            // The router (React Router, the screens, the registry, the layouts) with everything it
            // imports statically, captured with its dependencies: not part of the first paint, it
            // loads while start-up runs (src/App.tsx), in one request instead of a dozen slivers.
            { name: 'screens', test: /[\\/]src[\\/]ScreenRouter\.tsx$/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: false,
    proxy: {
      '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false },
    },
  },
});

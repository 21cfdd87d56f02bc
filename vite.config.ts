import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server `npm run dev` starts beside Vite; override when it listens elsewhere.
const apiPort = process.env.API_PORT ?? '8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
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

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.API_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Workspace packages resolve to their TypeScript sources, so the app needs no library builds.
    conditions: ['@podoffice/source', 'module', 'browser', 'development|production'],
  },
  server: {
    proxy: {
      '/query': api,
      '/__dev': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/bench.mjs reads the manifest to add up what each route loads.
    manifest: true,
  },
});

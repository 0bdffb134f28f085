// The host's development build of its dialogs page (run with NODE_ENV=development: React's
// development build, where StrictMode mounts twice), served under /dev/ beside the production app.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  logLevel: 'warn',
  base: '/dev/',
  build: {
    outDir: 'dist/dev',
    emptyOutDir: true,
    minify: false,
    rollupOptions: { input: 'dialogs.html' },
  },
});

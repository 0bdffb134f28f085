import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.API_URL ?? 'http://127.0.0.1:4000';

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    // Workspace packages resolve to their TypeScript sources, so the app needs no library builds.
    conditions: ['@podoffice/source', 'module', 'browser', 'development|production'],
    // The build's prop-types validate nothing (build/propTypesInert.js says why); the dev server
    // keeps the real package for downshift's warnings.
    alias:
      command === 'build'
        ? [
            {
              find: /^prop-types$/,
              replacement: fileURLToPath(new URL('./build/propTypesInert.js', import.meta.url)),
            },
          ]
        : [],
  },
  server: {
    proxy: {
      '/query': api,
      '/__dev': api,
      '/files': api,
      '/auth_callback': api,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/bench.mjs reads the manifest to add up what each route loads.
    manifest: true,
    // Every browser the admin supports preloads modules natively; the polyfill was dead weight on
    // the sign-in page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The form controls the auth screens share would otherwise become seven chunks under
            // 1 kB, each gzipped on its own: together they cost ~2 kB less on /login. Their own
            // dependencies (Button, icons, theme) stay in the entry that already has them. The
            // menu button joins them: the top bar's user menu and every list's row Actions share
            // it, and a chunk of its own cost the signed-in shell ~0.5 kB more than this.
            {
              name: 'form-controls',
              includeDependenciesRecursively: false,
              test: /packages\/ui\/src\/components\/(FormField|TextInput|PasswordInput|Checkbox|Alert|DropdownMenu|RowActions|Breadcrumbs)\/|packages\/features\/src\/(shared\/(FormLayout|PageBreadcrumbs)|auth\/components\/AuthPanel)\//,
            },
          ],
        },
      },
    },
  },
}));

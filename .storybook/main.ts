import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // STORYBOOK_STORIES=<glob from the repository root> builds those stories only: a profile of one
  // component (scripts/bench/variantGridProfile.mjs) need not wait for the whole library.
  stories: process.env.STORYBOOK_STORIES
    ? [`../${process.env.STORYBOOK_STORIES}`]
    : [
        '../packages/ui/src/**/*.stories.@(ts|tsx)',
        '../packages/features/src/**/*.stories.@(ts|tsx)',
        '../stories/**/*.@(mdx|stories.@(ts|tsx))',
      ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  // Every story renders under <StrictMode>, as the app (packages/app/src/main.tsx) and React's
  // templates for a host app do.
  framework: { name: '@storybook/react-vite', options: { strictMode: true } },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(config) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(config, {
      // Workspace packages resolve to their TypeScript sources, no build step needed.
      resolve: { conditions: ['@podoffice/source', 'module', 'browser', 'development|production'] },
      // Vite 8 dev server: react must be pre-bundled or stories fail to import its default export.
      optimizeDeps: { include: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'] },
      // STORYBOOK_REACT_DEVELOPMENT=1 (the test build, scripts/test-storybook.sh) bundles React's
      // development build, where StrictMode mounts, unmounts and remounts every component and runs
      // effects twice, as under `npm run dev` and in a host app's development: a production
      // build ignores StrictMode, so a story would pass with a bug every developer sees.
      // Benches and a published Storybook keep React's production build.
      ...(process.env.STORYBOOK_REACT_DEVELOPMENT
        ? { define: { 'process.env.NODE_ENV': JSON.stringify('development') } }
        : {}),
      // STORYBOOK_NO_MINIFY=1 keeps function names, for reading a profile.
      ...(process.env.STORYBOOK_NO_MINIFY ? { build: { minify: false } } : {}),
    });
  },
};

export default config;

import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/features/src/**/*.stories.@(ts|tsx)',
    '../stories/**/*.@(mdx|stories.@(ts|tsx))',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
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
    });
  },
};

export default config;

import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { PodThemeProvider } from '@podoffice/ui';

const withTheme: Decorator = (Story) => (
  <PodThemeProvider>
    <Story />
  </PodThemeProvider>
);

const preview: Preview = {
  loaders: [mswLoader()],
  decorators: [withTheme],
  parameters: {
    controls: { expanded: true },
    layout: 'padded',
  },
  tags: ['autodocs'],
};

export default preview;

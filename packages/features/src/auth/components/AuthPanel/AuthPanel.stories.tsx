import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthPanel } from './AuthPanel';

const meta = {
  title: 'Features/Auth/Components/AuthPanel',
  component: AuthPanel,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Sign in',
    subtitle: 'Welcome back to POD Office.',
    children: 'The form goes here.',
  },
} satisfies Meta<typeof AuthPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSubtitle: Story = {};
export const TitleOnly: Story = { args: { subtitle: undefined } };

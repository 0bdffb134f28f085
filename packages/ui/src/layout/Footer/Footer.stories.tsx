import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} POD Office`);
  },
};

export const CustomContent: Story = {
  args: { children: 'POD Office v2.4 · Support: support@podoffice.example' },
};

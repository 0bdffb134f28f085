import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'Pages/NotFound',
  component: NotFound,
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back to Home is a plain link to /dashboard. */
export const WithLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

/** The app passes onBack to go through its router. */
export const WithCallback: Story = {
  args: { onBack: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back to Home' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const CustomMessage: Story = {
  args: { message: 'This catalog is only available to special sellers.' },
};

/** Inside AppLayout the title bar holds the h1, so the page heading is an h2. */
export const InsideLayout: Story = { args: { headingLevel: 2, onBack: fn() } };

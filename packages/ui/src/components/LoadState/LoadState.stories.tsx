import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadState } from './LoadState';

const meta = {
  title: 'UI/Feedback/LoadState',
  component: LoadState,
  args: {
    children: <p>Three comments.</p>,
    emptyMessage: 'No comments yet',
    loadingLabel: 'Loading comments',
  },
  argTypes: { children: { control: false }, error: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoadState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Three comments.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading comments' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No comments yet')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'Could not load comments', onRetry: fn(), empty: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load comments');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { JobProgress } from './JobProgress';

const meta = {
  title: 'UI/Feedback/JobProgress',
  component: JobProgress,
  args: { title: 'Exporting orders', status: 'running', done: 1200, total: 3000 },
  argTypes: {
    status: {
      control: 'inline-radio',
      options: ['queued', 'running', 'retrying', 'done', 'failed'],
    },
  },
} satisfies Meta<typeof JobProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for a worker: the bar is empty, its text says why. */
export const Queued: Story = {
  args: { status: 'queued', done: 0, total: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Waiting to start');
    const bar = canvas.getByRole('progressbar', { name: 'Exporting orders' });
    await expect(bar).toHaveAttribute('value', '0');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Waiting to start');
  },
};

export const Running: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Exporting orders' });
    await expect(bar).toHaveAttribute('value', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '1,200 of 3,000');
    await expect(canvas.getByText('1,200 of 3,000')).toBeVisible();
  },
};

/** Its server stopped mid-way, or it failed once: it runs again by itself, so no Retry. */
export const Retrying: Story = {
  args: {
    status: 'retrying',
    done: 800,
    error: 'The server stopped while this job was running; it will run again.',
    onRetry: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('it will run again');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const Done: Story = {
  args: {
    status: 'done',
    done: 3000,
    children: <a href="#orders-20261129.csv">orders-20261129.csv</a>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Done');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('value', '100');
    await expect(canvas.getByRole('link', { name: 'orders-20261129.csv' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'failed', done: 1200, error: 'The job failed', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The job failed');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Retry was sent: the button is busy until the job is queued again. */
export const FailedRetrying: Story = {
  args: { status: 'failed', done: 0, error: 'The job failed', onRetry: fn(), retrying: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Retry/ })).toBeDisabled();
  },
};

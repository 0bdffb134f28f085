import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Alert } from './Alert';

const meta = {
  title: 'UI/Feedback/Alert',
  component: Alert,
  args: { variant: 'info', children: 'Orders placed after 5 pm are produced the next day.' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
    title: { control: 'text' },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = { args: { variant: 'success', children: 'Create Deposit success!' } };
export const Warning: Story = {
  args: {
    variant: 'warning',
    title: 'Low balance',
    children: 'Orders wait until the balance covers them.',
  },
};
export const ErrorMessage: Story = {
  name: 'Error',
  args: { variant: 'error', title: 'Could not save', children: 'Something wrong!' },
};
export const WithAction: Story = {
  args: {
    variant: 'warning',
    children: 'Your balance is below $10.',
    action: <Button size="sm">Make a Deposit</Button>,
  },
};
export const Dismissible: Story = {
  args: { onDismiss: fn(), title: 'New feature' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

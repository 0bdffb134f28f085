import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Notification } from './Notification';

const meta = {
  title: 'UI/Notification',
  component: Notification,
  args: { type: 'error', title: 'ERROR', description: 'Something wrong!', onClose: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: ['success', 'error', 'info', 'warning'] },
    title: { control: 'text' },
    description: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Notification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorMessage: Story = {
  name: 'Error',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('ERRORSomething wrong!');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
export const Success: Story = {
  args: { type: 'success', title: 'Success', description: 'Your settings saved' },
};
export const Info: Story = {
  args: { type: 'info', title: 'News', description: 'A new guideline was published.' },
};
export const Warning: Story = {
  args: {
    type: 'warning',
    title: 'Warning',
    description: 'This action will remove all current variants from your site',
  },
};
export const WithoutTitle: Story = {
  args: { title: undefined, description: 'Could not upload file' },
};
export const NotClosable: Story = { args: { onClose: undefined } };

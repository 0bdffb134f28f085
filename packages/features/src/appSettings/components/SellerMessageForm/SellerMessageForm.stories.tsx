import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SellerMessageForm } from './SellerMessageForm';

const meta = {
  title: 'Features/AppSettings/Components/SellerMessageForm',
  component: SellerMessageForm,
  args: {
    initialValue: 'Summer sale: orders placed before 15 August ship within 3 days.',
    onSubmit: fn(),
  },
} satisfies Meta<typeof SellerMessageForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = { args: { initialValue: '' } };

/** Editing and saving the message. */
export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(/^Seller message/);
    await userEvent.clear(field);
    await userEvent.type(field, 'Closed on Monday');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('Closed on Monday'));
  },
};

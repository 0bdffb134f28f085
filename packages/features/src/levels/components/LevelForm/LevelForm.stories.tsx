import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { LevelForm } from './LevelForm';

const meta = {
  title: 'Features/Levels/LevelForm',
  component: LevelForm,
  args: { onSubmit: fn(), onCancel: fn(), submitLabel: 'Create' },
  parameters: { app: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LevelForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const Editing: Story = {
  args: {
    submitLabel: 'Save',
    initialValues: { name: 'Gold', order_total: 2000, discount: 5, status: true },
  },
};
export const ServerRefusal: Story = {
  args: { error: 'You do not have permission to do this' },
};
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(await form.findByText(MESSAGES.levelNameRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /Name/ }), 'Ruby');
    await userEvent.type(form.getByRole('spinbutton', { name: /Order total/ }), '25000');
    await userEvent.type(form.getByRole('spinbutton', { name: /Discount/ }), '10');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Ruby',
        order_total: 25000,
        discount: 10,
        status: true,
      }),
    );
  },
};

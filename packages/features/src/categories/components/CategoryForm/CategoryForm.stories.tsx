import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CATALOGUE_MESSAGES } from '@podoffice/domain';
import { CategoryForm } from './CategoryForm';

const meta = {
  title: 'Features/Categories/CategoryForm',
  component: CategoryForm,
  args: { onSubmit: fn(), onCancel: fn(), submitLabel: 'Create' },
  parameters: { app: false },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const Editing: Story = {
  args: {
    submitLabel: 'Save',
    initialValues: { title: 'Mugs', description: 'Mugs printed on demand.', status: false },
  },
};
export const ServerRefusal: Story = { args: { error: 'You do not have permission to do this' } };
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await expect(await form.findByText(CATALOGUE_MESSAGES.titleRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /Title/ }), ' Candles ');
    await userEvent.click(form.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: 'Candles',
        description: '',
        status: true,
      }),
    );
  },
};

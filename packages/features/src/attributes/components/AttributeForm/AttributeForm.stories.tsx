import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { AttributeForm } from './AttributeForm';

const meta = {
  title: 'Features/Attributes/Components/AttributeForm',
  component: AttributeForm,
  args: { onSubmit: fn(), onCancel: fn(), submitLabel: 'Create' },
} satisfies Meta<typeof AttributeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const Editing: Story = { args: { initialValues: { name: 'size' }, submitLabel: 'Save' } };

/** An empty submit: 'Please input name'. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText(MESSAGES.attributeNameRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), '  color ');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'color' });
  },
};

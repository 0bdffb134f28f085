import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES, RULE_MESSAGES } from '@podoffice/domain';
import { PolicyForm } from './PolicyForm';

const meta = {
  title: 'Features/Policies/Components/PolicyForm',
  component: PolicyForm,
  args: { onSubmit: fn(), onCancel: fn(), submitLabel: 'Create' },
} satisfies Meta<typeof PolicyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new entry: a guideline sorted at 1. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Guideline' })).toBeChecked();
    await expect(canvas.getByRole('spinbutton', { name: 'Sorting' })).toHaveValue('1');
  },
};

export const EditingPolicy: Story = {
  args: {
    submitLabel: 'Save',
    initialValues: {
      title: 'Returns and reprints',
      type: 2,
      sorting: 2,
      description: '<p>We reprint items that arrive <strong>damaged</strong>.</p>',
    },
  },
};

/** An empty title: the title message. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText(RULE_MESSAGES.policyTitleRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A type that is neither guideline nor policy: 'Please select your type!'. */
export const TypeMissing: Story = {
  args: { initialValues: { title: 'Shipping', type: 0, sorting: 1, description: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText(MESSAGES.policyTypeRequired)).toBeVisible();
  },
};

export const Submits: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Packing slips');
    await userEvent.click(canvas.getByRole('radio', { name: 'Policy' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Packing slips',
      type: 2,
      sorting: 1,
      description: '',
    });
  },
};

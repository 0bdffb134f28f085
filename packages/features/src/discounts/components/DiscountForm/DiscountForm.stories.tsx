import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES } from '@podoffice/domain';
import { DiscountForm } from './DiscountForm';

const meta = {
  title: 'Features/Discounts/Components/DiscountForm',
  component: DiscountForm,
  args: { onSubmit: fn(), onCancel: fn(), submitLabel: 'Create' },
} satisfies Meta<typeof DiscountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewTimeline: Story = {};
export const EditingTimeAmount: Story = {
  args: {
    submitLabel: 'Save',
    initialValues: {
      name: 'Welcome offer',
      discount: 5,
      type: 'time_amount',
      effective_time: 30,
      start_time: null,
      end_time: null,
    },
  },
};
export const EditingTimeline: Story = {
  args: {
    submitLabel: 'Save',
    initialValues: {
      name: 'Black Friday',
      discount: 30,
      type: 'timeline',
      effective_time: '',
      start_time: '2026-11-27',
      end_time: '2026-11-30',
    },
  },
};

/** An empty submit: 'Please input Name', 'Please input Discount', 'Please select Time!'. */
export const TimelineValidationMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText(MESSAGES.discountNameRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.discountRequired)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.discountRangeRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Time amount without days: 'Please input Time'. */
export const TimeAmountValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Time amount' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText(MESSAGES.discountTimeRequired)).toBeVisible();
  },
};

/** The call's input: dates at the start of their UTC day. */
export const SubmitsStartOfDayUtc: Story = {
  args: { initialValues: EditingTimeline.args!.initialValues },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Black Friday',
      discount: 30,
      type: 'timeline',
      effective_time: null,
      start_time: '2026-11-27T00:00:00.000Z',
      end_time: '2026-11-30T00:00:00.000Z',
    });
  },
};

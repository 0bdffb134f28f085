import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField';
import { DateRangeInput } from './DateRangeInput';

const meta = {
  title: 'UI/Form/DateRangeInput',
  component: DateRangeInput,
  args: { onChange: fn(), 'aria-label': 'Time', fromLabel: 'Start date', toLabel: 'End date' },
} satisfies Meta<typeof DateRangeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: { defaultValue: { from: '2025-06-10', to: '2025-06-20' } },
};
export const NotClearable: Story = {
  args: { clearable: false, defaultValue: { from: '2025-06-10', to: '2025-06-20' } },
};
export const Disabled: Story = {
  args: { disabled: true, defaultValue: { from: '2025-06-10', to: '2025-06-20' } },
};
export const WithError: Story = {
  render: (args) => (
    <FormField label="Time" required error="Please select time range">
      <DateRangeInput {...args} aria-label={undefined} />
    </FormField>
  ),
};
export const KeepsOrder: Story = {
  args: { defaultValue: { from: '2025-06-10', to: '2025-06-20' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    fireEvent.change(canvas.getByLabelText('Start date'), { target: { value: '2025-07-01' } });
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2025-07-01', to: '2025-07-01' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear dates' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: null, to: null });
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'UI/Form/DatePicker',
  component: DatePicker,
  args: { onChange: fn(), 'aria-label': 'Birthday' },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { defaultValue: '1990-05-17' } };
export const FromDateTime: Story = { args: { defaultValue: '1990-05-17T00:00:00.000Z' } };
export const Clearable: Story = { args: { defaultValue: '1990-05-17', clearable: true } };
export const Bounded: Story = {
  args: { defaultValue: '2024-03-10', min: '2024-03-01', max: '2024-03-31' },
};
export const Disabled: Story = { args: { defaultValue: '1990-05-17', disabled: true } };
export const Invalid: Story = { args: { invalid: true } };
export const InFormField: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <FormField label="Birthday" required error="This field is required">
      <DatePicker {...args} />
    </FormField>
  ),
};
export const TypeAndClear: Story = {
  args: { clearable: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Birthday');
    await userEvent.type(input, '1990-05-17');
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-05-17');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear date' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveValue('');
  },
};

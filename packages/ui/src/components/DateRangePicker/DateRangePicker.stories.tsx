import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../FormField';
import { DateRangePicker } from './DateRangePicker';

const meta = {
  title: 'UI/Form/DateRangePicker',
  component: DateRangePicker,
  // A fixed 'today' keeps the presets, and so the visual baselines, stable.
  args: { today: '2024-03-15', onChange: fn() },
  argTypes: {
    presets: {
      control: 'check',
      options: ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'lastMonth'],
    },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const PresetChosen: Story = {
  args: { defaultValue: { from: '2024-03-09', to: '2024-03-15' } },
};
export const CustomRange: Story = {
  args: { defaultValue: { from: '2024-01-03', to: '2024-02-11' } },
};
export const OpenEnded: Story = { args: { defaultValue: { from: '2024-03-01', to: null } } };
export const NotClearable: Story = {
  args: { clearable: false, defaultValue: { from: '2024-03-15', to: '2024-03-15' } },
};
export const Disabled: Story = {
  args: { disabled: true, defaultValue: { from: '2024-03-01', to: '2024-03-31' } },
};
export const FewerPresets: Story = { args: { presets: ['today', 'last7', 'last30'] } };
export const InFormField: Story = {
  render: (args) => (
    <FormField label="Date" help="Both ends are included.">
      <DateRangePicker {...args} />
    </FormField>
  ),
};
export const PickPreset: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Date range preset' }));
    await userEvent.click(canvas.getByRole('option', { name: 'Last month' }));
    await expect(args.onChange).toHaveBeenCalledWith({ from: '2024-02-01', to: '2024-02-29' });
    await expect(canvas.getByLabelText('From')).toHaveValue('2024-02-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear dates' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: null, to: null });
  },
};

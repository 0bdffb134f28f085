import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
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
      <div style={{ minHeight: 380, maxWidth: 280 }}>
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
    await userEvent.click(canvas.getByRole('button', { name: 'Date range: Any time' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Choose dates' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Last month' }));
    await expect(args.onChange).toHaveBeenCalledWith({ from: '2024-02-01', to: '2024-02-29' });
    await expect(canvas.getByRole('button', { name: 'Date range: Last month' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear dates' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: null, to: null });
  },
};

/** The popover: presets beside a month of days, the range in force selected. */
export const Open: Story = {
  args: { defaultValue: { from: '2024-03-04', to: '2024-03-12' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Date range: / }));
    await expect(await canvas.findByRole('grid')).toBeVisible();
  },
};

/** Two days of the calendar make a range, by keyboard: Enter on a day, arrows, Enter again. */
export const PickOnCalendar: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Date range: Any time' }));
    const grid = await canvas.findByRole('grid');
    await userEvent.click(within(grid).getByRole('button', { name: /^4 March 2024/ }));
    await waitFor(() =>
      expect(within(grid).getByRole('button', { name: /^4 March 2024/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ from: '2024-03-04', to: '2024-03-12' });
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

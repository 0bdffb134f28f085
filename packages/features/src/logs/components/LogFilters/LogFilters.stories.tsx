import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlledFilters } from '../../../shared/list/controlledFilters';
import { LogFilters, NO_LOG_FILTERS } from './LogFilters';

const meta = {
  title: 'Features/Logs/Components/LogFilters',
  component: LogFilters,
  render: controlledFilters(LogFilters),
  args: {
    value: NO_LOG_FILTERS,
    onChange: fn(),
    types: ['app_settings', 'balance_status', 'order_status', 'tracking_settings'],
    searchHelp: "Type, changed data, or the user's name or email; press Enter to search",
    'aria-label': 'Activity log filters',
    today: '2024-06-30',
  },
} satisfies Meta<typeof LogFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { value: { search: 'alex', type: 'balance_status', from: '2024-06-01', to: '2024-06-30' } },
};

export const TypesLoading: Story = { args: { types: [], typesLoading: true } };

/** Choosing a type. */
export const ChoosingAType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'order_status' }),
    );
    await expect(args.onChange).toHaveBeenCalledWith({ ...NO_LOG_FILTERS, type: 'order_status' });
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlledFilters } from '../../../shared/list/controlledFilters';
import { ExportFilesFilters, NO_EXPORT_FILE_FILTERS } from './ExportFilesFilters';

const meta = {
  title: 'Features/Exports/Components/ExportFilesFilters',
  component: ExportFilesFilters,
  render: controlledFilters(ExportFilesFilters),
  args: { value: NO_EXPORT_FILE_FILTERS, onChange: fn(), today: '2024-06-30' },
} satisfies Meta<typeof ExportFilesFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { value: { from: '2024-06-01', to: '2024-06-30', search: '5012' } },
};

/** Typing a search and pressing Enter applies it. */
export const Searching: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: /Search/ }), 'orders{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ from: null, to: null, search: 'orders' });
  },
};

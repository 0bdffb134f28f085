import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ExportFilesFilters,
  NO_EXPORT_FILE_FILTERS,
  type ExportFilesFiltersProps,
} from './ExportFilesFilters';

/** Keeps the filters in state, as the screen keeps them in the address. */
function Controlled(props: ExportFilesFiltersProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ExportFilesFilters
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/Exports/Components/ExportFilesFilters',
  component: ExportFilesFilters,
  render: (args) => <Controlled {...args} />,
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { DateRangePicker } from '../DateRangePicker';
import { Select } from '../Select';
import { TextInput } from '../TextInput';
import { FilterBar, type FilterBarProps } from './FilterBar';

const actionOptions = [
  { value: 'all', label: 'All' },
  { value: 'Deposit', label: 'Deposit' },
  { value: 'Fulfilled', label: 'Fulfilled' },
];

function BalanceFilters(props: Omit<FilterBarProps, 'children'>) {
  const [action, setAction] = useState<string | null>('all');
  const [search, setSearch] = useState('');
  return (
    <FilterBar
      {...props}
      onReset={
        props.onReset &&
        (() => {
          setAction('all');
          setSearch('');
          props.onReset?.();
        })
      }
    >
      <FilterBar.Item label="Date" width={340}>
        <DateRangePicker today="2024-03-15" />
      </FilterBar.Item>
      <FilterBar.Item label="Action" htmlFor="balance-action" width={160}>
        <Select id="balance-action" options={actionOptions} value={action} onChange={setAction} />
      </FilterBar.Item>
      <FilterBar.Item label="Search" htmlFor="balance-search" grow>
        <TextInput
          id="balance-search"
          type="search"
          placeholder="Transaction ID"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </FilterBar.Item>
    </FilterBar>
  );
}

const meta = {
  title: 'UI/FilterBar',
  component: FilterBar,
  args: { children: null, 'aria-label': 'Filters' },
  argTypes: { children: { control: false }, actions: { control: false } },
  render: ({ children: _children, ...args }) => <BalanceFilters {...args} />,
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiltersOnly: Story = {
  // Each slot's label names its control (a screen reader says 'Action', not the chosen option).
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Date Any time' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Action' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  },
};

export const WithReset: Story = {
  args: { onReset: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'TX-42');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset filters' }));
    await expect(args.onReset).toHaveBeenCalledTimes(1);
    await expect(search).toHaveValue('');
  },
};

export const WithActions: Story = {
  args: { onReset: fn(), actions: <Button variant="primary">Make a Deposit</Button> },
};

export const ResetDisabled: Story = { args: { onReset: fn(), resetDisabled: true } };

export const Narrow: Story = {
  args: { onReset: fn(), actions: <Button variant="primary">Make a Deposit</Button> },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};

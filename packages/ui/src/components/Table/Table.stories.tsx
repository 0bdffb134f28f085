import type { Meta, StoryObj } from '@storybook/react-vite';
import { createColumnHelper } from './columns';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { RowActions } from '../RowActions';
import { Table, type RowSelectionState, type TableProps } from './Table';
import { columnsWithNotes, makeRows, sampleColumns, type SampleRow } from './Table.fixtures';

type Args = TableProps<SampleRow>;

const meta = {
  title: 'UI/Table',
  component: Table,
  render: (args) => <Table<SampleRow> {...args} />,
  args: {
    columns: sampleColumns,
    data: makeRows(5),
    getRowId: (row) => row.id,
    'aria-label': 'Transactions',
  },
  argTypes: {
    columns: { control: false },
    data: { control: false },
    getRowId: { control: false },
    loading: { control: 'boolean' },
    error: { control: 'text' },
    emptyMessage: { control: 'text' },
    emptyDescription: { control: 'text' },
    emptyAction: { control: false },
    minWidth: { control: 'text' },
    maxHeight: { control: 'text' },
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

export const Filled: Story = {};
export const WithCaption: Story = { args: { caption: 'Balance history', 'aria-label': undefined } };
export const FullPage: Story = { args: { data: makeRows(20) } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { data: [], emptyMessage: 'No transactions yet' } };
export const EmptyWithAction: Story = {
  args: {
    data: [],
    emptyMessage: 'No sites yet',
    emptyDescription: 'Connect a shop to start receiving orders.',
    emptyAction: <Button variant="primary">Add Site</Button>,
  },
};
export const ErrorState: Story = {
  name: 'Error',
  args: { error: 'Could not load transactions', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load transactions');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
export const ErrorWithoutRetry: Story = { args: { error: 'Something wrong!' } };

function PagedTable(args: Args) {
  const [page, setPage] = useState(args.page ?? 1);
  return (
    <Table<SampleRow>
      {...args}
      data={makeRows(args.pageSize ?? 20, (page - 1) * (args.pageSize ?? 20))}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange?.(next);
      }}
    />
  );
}

export const Paginated: Story = {
  args: { total: 237, page: 1, onPageChange: fn() },
  render: (args) => <PagedTable {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total 237 items')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('cell', { name: '1021' })).toBeInTheDocument();
  },
};

/** Everything fits on one page: no pager under the table. */
export const OnePage: Story = {
  args: { data: makeRows(5), total: 5, page: 1, onPageChange: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** Rows scroll under the column headers, which stay in view. */
export const StickyHeader: Story = {
  args: { data: makeRows(20), maxHeight: '240px' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Transactions' });
    region.scrollTop = 200;
    region.dispatchEvent(new Event('scroll'));
    const header = canvas.getByRole('columnheader', { name: 'Date' });
    await expect(header.getBoundingClientRect().top).toBeCloseTo(
      region.getBoundingClientRect().top + 1,
      0,
    );
  },
};

/** Dates and amounts stay on one line; long notes wrap between words. */
export const LongNotes: Story = {
  args: { columns: columnsWithNotes, data: makeRows(3) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const [date] = within(canvasElement).getAllByRole('cell', { name: /^Mar \d\d, 2024$/ });
    await expect(getComputedStyle(date!).whiteSpace).toBe('nowrap');
  },
};

export const LoadingNextPage: Story = {
  args: { loading: true, total: 237, page: 3, onPageChange: fn() },
};

function SelectableTable(args: Args) {
  const [selection, setSelection] = useState<RowSelectionState>(args.rowSelection ?? {});
  return (
    <Table<SampleRow>
      {...args}
      rowSelection={selection}
      onRowSelectionChange={(next) => {
        setSelection(next);
        args.onRowSelectionChange?.(next);
      }}
    />
  );
}

export const Selectable: Story = {
  args: {
    data: makeRows(6),
    rowSelection: { '1003': true },
    onRowSelectionChange: fn(),
    canSelectRow: (row) => row.status === 'Pending',
    getRowLabel: (row) => `transaction ${row.id}`,
  },
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Select all rows' });
    await userEvent.click(all);
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith({
      '1003': true,
      '1006': true,
    });
    await expect(all).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith({});
  },
};

/** Between 600 px and its minimum width a wide table scrolls sideways. */
export const ScrollsSideways: Story = {
  args: { minWidth: '720px', data: makeRows(8) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 620 }}>
        <Story />
      </div>
    ),
  ],
};

const withActions = [
  ...sampleColumns,
  createColumnHelper<SampleRow>().display({
    id: 'actions',
    header: 'Actions',
    meta: { align: 'right' },
    cell: ({ row }) => (
      <RowActions
        name={`transaction ${row.original.id}`}
        actions={[
          { key: 'edit', label: 'Edit', onSelect: fn() },
          { key: 'delete', label: 'Delete', danger: true, onSelect: fn() },
        ]}
      />
    ),
  }),
];

/** On a phone (390 px) each row is a card of label: value lines, its Actions menu included. */
export const Phone: Story = {
  args: {
    columns: withActions,
    data: makeRows(3),
    caption: 'Balance history',
    'aria-label': undefined,
    minWidth: '720px',
    total: 45,
    page: 1,
    onPageChange: fn(),
  },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ width: 390, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [row] = canvas.getAllByRole('row').filter((r) => r.closest('tbody'));
    await expect(getComputedStyle(row!).display).toBe('block');
    const [date] = canvas.getAllByRole('cell', { name: /^Mar \d\d, 2024$/ });
    await expect(date).toHaveAttribute('data-label', 'Date');
    await expect(getComputedStyle(date!, '::before').content).toBe('"Date"');
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for transaction 1001' }));
    await expect(canvas.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  },
};

/** The empty state in the card layout. */
export const PhoneEmpty: Story = {
  args: { data: [], emptyMessage: 'No transactions yet' },
  decorators: Phone.decorators,
};

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../../test/render';
import { Table, type RowSelectionState, type TableProps } from './Table';
import { makeRows, sampleColumns, type SampleRow } from './Table.fixtures';

const getRowId = (row: SampleRow) => row.id;

function renderTable(props: Partial<TableProps<SampleRow>> = {}) {
  return renderWithTheme(
    <Table<SampleRow>
      columns={sampleColumns}
      data={makeRows(3)}
      getRowId={getRowId}
      aria-label="Transactions"
      {...props}
    />,
  );
}

function SelectableTable({
  data,
  onChange,
}: {
  data: SampleRow[];
  onChange: (s: RowSelectionState) => void;
}) {
  const [selection, setSelection] = useState<RowSelectionState>({});
  return (
    <Table<SampleRow>
      columns={sampleColumns}
      data={data}
      getRowId={getRowId}
      aria-label="Transactions"
      rowSelection={selection}
      onRowSelectionChange={(next) => {
        setSelection(next);
        onChange(next);
      }}
      canSelectRow={(row) => row.status === 'Pending'}
      getRowLabel={(row) => `transaction ${row.id}`}
    />
  );
}

describe('Table', () => {
  it('shows a header row and one row per item, with formatted cells', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Transactions' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['ID', 'Date', 'Action', 'Amount', 'Status']);
    const firstRow = within(table).getByRole('row', { name: /^1001 / });
    expect(within(firstRow).getByRole('cell', { name: '$13.75' })).toBeInTheDocument();
  });

  it('names the table and its scroll region by a visible caption', () => {
    renderTable({ caption: 'Balance history', 'aria-label': undefined });
    expect(screen.getByRole('table', { name: 'Balance history' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Balance history' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('renders a full page of 20 rows', () => {
    renderTable({ data: makeRows(20) });
    expect(screen.getAllByRole('row')).toHaveLength(21);
  });

  it('shows skeleton rows and is busy while loading', () => {
    renderTable({ loading: true, loadingRows: 4 });
    const table = screen.getByRole('table', { name: 'Transactions' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('1001')).not.toBeInTheDocument();
    expect(table.querySelectorAll('tbody tr')).toHaveLength(4);
  });

  it('shows the empty state when there are no rows', async () => {
    const onAdd = jest.fn();
    renderTable({
      data: [],
      emptyMessage: 'No transactions yet',
      emptyDescription: 'Deposits you make show here.',
      emptyAction: (
        <button type="button" onClick={onAdd}>
          Make a Deposit
        </button>
      ),
    });
    expect(screen.getByText('No transactions yet')).toBeInTheDocument();
    expect(screen.getByText('Deposits you make show here.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Make a Deposit' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('table', { name: 'Transactions' })).not.toHaveAttribute('aria-busy');
  });

  it('shows the error instead of rows and retries on request', async () => {
    const onRetry = jest.fn();
    renderTable({ error: 'Could not load transactions', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load transactions');
    expect(screen.queryByText('1001')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no Retry button without a retry callback', () => {
    renderTable({ error: 'Something wrong!' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something wrong!');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('has no checkbox column unless selection is wired', () => {
    renderTable();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('selects single rows and reports the selection by row id', async () => {
    const onChange = jest.fn();
    renderWithTheme(<SelectableTable data={makeRows(6)} onChange={onChange} />);
    // rows whose status is not Pending cannot be selected
    expect(screen.getByRole('checkbox', { name: 'Select transaction 1001' })).toBeDisabled();
    const box = screen.getByRole('checkbox', { name: 'Select transaction 1003' });
    await userEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith({ '1003': true });
    expect(box).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toHaveProperty(
      'indeterminate',
      true,
    );
  });

  it('selects and clears every selectable row with the select-all box, by keyboard too', async () => {
    const onChange = jest.fn();
    renderWithTheme(<SelectableTable data={makeRows(6)} onChange={onChange} />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });
    await userEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith({ '1003': true, '1006': true });
    expect(all).toBeChecked();
    all.focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({});
    expect(all).not.toBeChecked();
  });

  it('shows the pagination under the table and reports page changes', async () => {
    const onPageChange = jest.fn();
    renderTable({ data: makeRows(20), page: 2, total: 95, onPageChange });
    expect(screen.getByText('Total 95 items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 5' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('pages by the given page size', () => {
    renderTable({ page: 1, pageSize: 50, total: 95, onPageChange: jest.fn() });
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument();
  });

  it('hides the pagination when every row fits on one page', () => {
    renderTable({ page: 1, pageSize: 20, total: 20, onPageChange: jest.fn() });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('keeps the column headers at the top of its scroll area', () => {
    renderTable({ maxHeight: '240px' });
    expect(screen.getByRole('region')).toHaveStyle({
      maxHeight: '240px',
      overflowX: 'auto',
      overflowY: 'auto',
    });
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveStyle({
      position: 'sticky',
      top: '0px',
    });
  });

  it("lets the page scroll a table that fits, its headers sticking under the page's sticky bars", () => {
    renderTable({ maxHeight: 'none' });
    const region = screen.getByRole('region');
    expect(region).toHaveStyle({ overflowX: 'visible', overflowY: 'visible' });
    expect(region).not.toHaveAttribute('tabindex');
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveStyle({
      position: 'sticky',
      top: 'var(--pod-table-sticky-top, 0px)',
    });
  });

  it('keeps cells of a nowrap column on one line and lets others wrap', () => {
    renderTable();
    const [date] = screen.getAllByRole('cell', { name: /^Mar \d\d, 2024$/ });
    expect(date).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getAllByRole('cell', { name: 'Deposit' })[0]).toHaveStyle({
      whiteSpace: 'normal',
    });
  });

  it("names every cell's value for the card layout of narrow screens", () => {
    renderTable();
    const [date] = screen.getAllByRole('cell', { name: /^Mar \d\d, 2024$/ });
    expect(date).toHaveAttribute('data-label', 'Date');
    expect(screen.getAllByRole('cell', { name: 'Deposit' })[0]).toHaveAttribute(
      'data-label',
      'Action',
    );
  });

  it('has no pagination without a total', () => {
    renderTable();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeBalanceEntry } from '../../mocks';
import { renderWithProviders } from '../../../test/render';
import { BalanceTable, type BalanceTableProps } from './BalanceTable';

const entries = [
  makeBalanceEntry({
    id: '1',
    status: 'Pending',
    amount: 1000,
    fee: 0,
    created_at: '2024-06-01T09:30:00.000Z',
  }),
  makeBalanceEntry({
    id: '2',
    status: 'Approved',
    action: 'Fulfilled',
    transaction_id: null,
    actionNotes: null,
  }),
  makeBalanceEntry({ id: '3', status: 'Denied' }),
];

function renderTable(props: Partial<BalanceTableProps> = {}) {
  return renderWithProviders(
    <BalanceTable entries={entries} total={3} page={1} onPageChange={jest.fn()} {...props} />,
  );
}

const row = (id: string) => screen.getByRole('cell', { name: id }).closest('tr') as HTMLElement;

describe('BalanceTable', () => {
  it('formats the date and the money', () => {
    renderTable();
    expect(within(row('1')).getByText('Jun 01, 2024')).toBeInTheDocument();
    expect(within(row('1')).getByText('$1,000.00')).toBeInTheDocument();
    expect(within(row('1')).getByText('Sunny Tees')).toBeInTheDocument();
    expect(within(row('1')).getByText('Sam Seller')).toBeInTheDocument();
  });

  it('gives deciders Approve and Deny on pending rows, and final rows nothing', async () => {
    renderTable({ canDecide: true, onDecide: jest.fn() });
    await userEvent.click(within(row('1')).getByRole('button', { name: 'Actions for entry 1' }));
    expect(
      within(row('1'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Approve', 'Deny']);
    expect(within(row('2')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('3')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the word Pending to everyone else', () => {
    renderTable();
    expect(screen.queryByRole('button', { name: /Approve|Deny/ })).not.toBeInTheDocument();
    expect(within(row('1')).getAllByText('Pending')).toHaveLength(2);
  });

  it('keeps its buttons when the parent re-renders with a new callback', () => {
    const { rerender } = renderTable({ canDecide: true, onDecide: jest.fn() });
    const before = screen.getByRole('button', { name: 'Actions for entry 1' });
    rerender(
      <BalanceTable
        entries={entries}
        total={3}
        page={1}
        onPageChange={jest.fn()}
        canDecide
        onDecide={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Actions for entry 1' })).toBe(before);
  });

  it('asks before deciding and can be cancelled', async () => {
    const onDecide = jest.fn().mockResolvedValue(undefined);
    renderTable({ canDecide: true, onDecide });
    await userEvent.click(screen.getByRole('button', { name: 'Actions for entry 1' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Deny' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Deny this entry?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDecide).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Actions for entry 1' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Approve' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Approve' }),
    );
    expect(onDecide).toHaveBeenCalledWith(entries[0], 'Approved');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { ColumnChooser, type ColumnChoice } from './ColumnChooser';

const COLUMNS: ColumnChoice[] = [
  { key: 'id', label: 'ID', pinned: 'start' },
  { key: 'status', label: 'Status' },
  { key: 'product', label: 'Product' },
  { key: 'seller', label: 'Seller' },
  { key: 'actions', label: 'Actions', pinned: 'end' },
];

function open(value: string[], onChange = jest.fn()) {
  renderWithTheme(
    <ColumnChooser
      columns={COLUMNS}
      value={value}
      defaultValue={['id', 'status', 'product', 'actions']}
      onChange={onChange}
    />,
  );
  return onChange;
}

describe('ColumnChooser', () => {
  it('lists the shown columns in order, then the hidden; hides, adds and moves between the pins', async () => {
    const user = userEvent.setup();
    // A stored choice out of order, with a pinned column and an unknown key in it.
    const onChange = open(['product', 'actions', 'gone', 'status']);
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    const boxes = screen.getAllByRole('checkbox');
    expect(
      boxes.map((b) => b.getAttribute('aria-label') ?? b.closest('label')?.textContent),
    ).toEqual(['ID', 'Product', 'Status', 'Actions', 'Seller']);
    expect(screen.getByRole('checkbox', { name: 'Seller' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Actions' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Product up' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Move ID/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Seller' }));
    expect(onChange).toHaveBeenLastCalledWith(['id', 'product', 'status', 'seller', 'actions']);
    await user.click(screen.getByRole('button', { name: 'Move Product down' }));
    expect(onChange).toHaveBeenLastCalledWith(['id', 'status', 'product', 'actions']);
    await user.click(screen.getByRole('checkbox', { name: 'Status' }));
    expect(onChange).toHaveBeenLastCalledWith(['id', 'product', 'actions']);
    await user.click(screen.getByRole('button', { name: 'Default columns' }));
    expect(onChange).toHaveBeenLastCalledWith(['id', 'status', 'product', 'actions']);
  });
});

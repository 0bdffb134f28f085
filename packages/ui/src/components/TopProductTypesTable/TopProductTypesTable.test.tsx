import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { TopProductTypesTable, type TopProductTypeRow } from './TopProductTypesTable';

const rowsOf = (n: number): TopProductTypeRow[] =>
  Array.from({ length: n }, (_, i) => ({
    id: String(i + 1),
    title: `Type ${i + 1}`,
    sku: `T${i + 1}`,
    suppliers: ['Priya Nair'],
    categories: [],
    totalOrder: 1000 - i,
  }));

const titles = () =>
  within(screen.getByRole('table', { name: 'Top Product Types' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('TopProductTypesTable', () => {
  it('shows 5 of the top 10 a page, with a dash for no categories', async () => {
    renderWithTheme(<TopProductTypesTable rows={rowsOf(10)} />);
    expect(titles()).toEqual(['Type 1', 'Type 2', 'Type 3', 'Type 4', 'Type 5']);
    expect(screen.getAllByRole('cell', { name: '—' })).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(titles()).toEqual(['Type 6', 'Type 7', 'Type 8', 'Type 9', 'Type 10']);
  });

  it('stays on a page that exists when a new range brings fewer rows', async () => {
    const { rerender } = renderWithTheme(<TopProductTypesTable rows={rowsOf(10)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    rerender(<TopProductTypesTable rows={rowsOf(3)} />);
    expect(titles()).toEqual(['Type 1', 'Type 2', 'Type 3']);
  });
});

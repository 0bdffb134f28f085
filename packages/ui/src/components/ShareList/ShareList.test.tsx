import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { ShareList } from './ShareList';

const items = [
  { key: 'tee', label: 'Classic Tee', value: 300 },
  { key: 'mug', label: 'Mug', value: 100 },
  { key: 'other', label: 'Other Product Types', value: 100, other: true },
];

describe('ShareList', () => {
  it("shows each slice's size and share of the whole, the remainder last", () => {
    renderWithTheme(<ShareList title="Top 10 Product Types" items={items} />);
    const rows = within(screen.getByRole('list', { name: 'Top 10 Product Types' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual(['Classic Tee30060.0%', 'Mug10020.0%', 'Other Product Types10020.0%']);
  });

  it('says there is nothing when every slice is 0', () => {
    renderWithTheme(
      <ShareList title="Top" items={[{ key: 'other', label: 'Other', value: 0, other: true }]} />,
    );
    expect(screen.getByText('No orders in this range')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the error in place of the list', () => {
    renderWithTheme(<ShareList title="Top" items={items} error="Failed" />);
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

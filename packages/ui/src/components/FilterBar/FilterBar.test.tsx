import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { DateRangePicker } from '../DateRangePicker';
import { Select } from '../Select';
import { TextInput } from '../TextInput';
import { FilterBar } from './FilterBar';

describe('FilterBar', () => {
  it('is a named search landmark whose slot labels name their controls', () => {
    renderWithTheme(
      <FilterBar aria-label="Balance filters">
        <FilterBar.Item label="Search" htmlFor="q">
          <input id="q" />
        </FilterBar.Item>
        <FilterBar.Item label="Date">
          <input aria-label="From" />
          <input aria-label="To" />
        </FilterBar.Item>
        <FilterBar.Item>
          <input aria-label="Seller" />
        </FilterBar.Item>
      </FilterBar>,
    );
    const bar = screen.getByRole('search', { name: 'Balance filters' });
    expect(within(bar).getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    const dates = within(bar).getByRole('group', { name: 'Date' });
    expect(within(dates).getByRole('textbox', { name: 'From' })).toBeInTheDocument();
    expect(within(bar).getByRole('textbox', { name: 'Seller' })).toBeInTheDocument();
  });

  it("names each POD control by its slot's label, with or without htmlFor", async () => {
    renderWithTheme(
      <FilterBar>
        <FilterBar.Item label="Date">
          <DateRangePicker today="2024-03-15" />
        </FilterBar.Item>
        <FilterBar.Item label="Status" htmlFor="status">
          <Select
            id="status"
            placeholder="Any status"
            options={[{ value: 'pending', label: 'Pending' }]}
          />
        </FilterBar.Item>
        <FilterBar.Item label="Site">
          <Select searchable placeholder="All sites" options={[{ value: 's1', label: 'Shop' }]} />
        </FilterBar.Item>
        <FilterBar.Item label="Tags">
          <Select multiple options={[{ value: 'gift', label: 'Gift' }]} />
        </FilterBar.Item>
        <FilterBar.Item label="Search" grow>
          <TextInput type="search" placeholder="Transaction ID" />
        </FilterBar.Item>
      </FilterBar>,
    );
    // The date range button says its range after its name, as inside a FormField.
    expect(screen.getByRole('button', { name: 'Date Any time' })).toBeInTheDocument();
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(screen.getByRole('combobox', { name: 'Site' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tags' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    // A click on the label focuses the select-only combobox, as it would a native control.
    await userEvent.click(screen.getByText('Status'));
    expect(status).toHaveFocus();
  });

  it('offers Reset filters only when it can reset, and calls back', async () => {
    const onReset = jest.fn();
    const { rerender } = renderWithTheme(
      <FilterBar>
        <FilterBar.Item label="Search" htmlFor="q">
          <input id="q" />
        </FilterBar.Item>
      </FilterBar>,
    );
    expect(screen.queryByRole('button', { name: 'Reset filters' })).not.toBeInTheDocument();
    rerender(
      <FilterBar onReset={onReset}>
        <FilterBar.Item label="Search" htmlFor="q">
          <input id="q" />
        </FilterBar.Item>
      </FilterBar>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('can disable the reset button and rename it', () => {
    renderWithTheme(
      <FilterBar onReset={jest.fn()} resetDisabled resetLabel="Reset">
        <FilterBar.Item>
          <input aria-label="Search" />
        </FilterBar.Item>
      </FilterBar>,
    );
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('shows trailing actions after the filters', async () => {
    const onDeposit = jest.fn();
    renderWithTheme(
      <FilterBar
        onReset={jest.fn()}
        actions={
          <button type="button" onClick={onDeposit}>
            Make a Deposit
          </button>
        }
      >
        <FilterBar.Item>
          <input aria-label="Search" />
        </FilterBar.Item>
      </FilterBar>,
    );
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['Reset filters', 'Make a Deposit']);
    await userEvent.click(screen.getByRole('button', { name: 'Make a Deposit' }));
    expect(onDeposit).toHaveBeenCalledTimes(1);
  });
});

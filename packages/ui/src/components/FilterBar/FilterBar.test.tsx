import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { FilterBar } from './FilterBar';

describe('FilterBar', () => {
  it('is a named search landmark whose slot labels name their controls', () => {
    renderWithTheme(
      <FilterBar ariaLabel="Balance filters">
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

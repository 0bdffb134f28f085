import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { Pagination } from './Pagination';
import { getPageItems } from './pageItems';

describe('getPageItems', () => {
  it('lists every page when they fit', () => {
    expect(getPageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts an ellipsis after the first pages near the start', () => {
    expect(getPageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
    expect(getPageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
  });

  it('puts an ellipsis before the last pages near the end', () => {
    expect(getPageItems(10, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
    expect(getPageItems(7, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
  });

  it('puts ellipses on both sides in the middle', () => {
    expect(getPageItems(5, 10)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]);
    expect(getPageItems(50, 100, 2)).toEqual([
      1,
      'start-ellipsis',
      48,
      49,
      50,
      51,
      52,
      'end-ellipsis',
      100,
    ]);
  });
});

describe('Pagination', () => {
  it('is a named navigation landmark with the total and the current page marked', () => {
    renderWithTheme(<Pagination page={3} pageSize={20} total={1234} onChange={jest.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByText('Total 1,234 items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Page 62' })).toBeInTheDocument();
  });

  it('reports the page picked by clicking, previous, next and the keyboard', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Pagination page={3} pageSize={20} total={200} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    screen.getByRole('button', { name: 'Page 10' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onChange.mock.calls).toEqual([[4], [2], [4], [10]]);
  });

  it('does not report the page already shown', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Pagination page={2} pageSize={20} total={200} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = renderWithTheme(
      <Pagination page={1} pageSize={20} total={60} onChange={jest.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pagination page={3} pageSize={20} total={60} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows one disabled page when there is nothing to page through', () => {
    renderWithTheme(<Pagination page={1} pageSize={20} total={0} onChange={jest.fn()} />);
    expect(screen.getByText('Total 0 items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('can hide the total and be named for a second pager', () => {
    renderWithTheme(
      <Pagination
        page={1}
        pageSize={20}
        total={40}
        onChange={jest.fn()}
        showTotal={false}
        aria-label="Orders pages"
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Orders pages' })).toBeInTheDocument();
    expect(screen.queryByText(/Total/)).not.toBeInTheDocument();
  });
});

import { renderHook } from '@testing-library/react';
import { idFromParams, pageFromParams, usePagedRows, withPage, type PagedQuery } from './pagedList';

type Data = { list: { hits: string[]; count: number } };
const select = (data: Data) => data.list;
const answer = (hits: string[], count: number): Data => ({ list: { hits, count } });

function render(query: PagedQuery<Data>, page = 1) {
  const replacePage = jest.fn();
  const { result } = renderHook(() =>
    usePagedRows(query, select, { page, pageSize: 2, replacePage }),
  );
  return { result: result.current, replacePage };
}

describe('the page in the address', () => {
  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
  ])('reads %j as page %i', (query, page) => {
    expect(pageFromParams(new URLSearchParams(query))).toBe(page);
  });

  it('writes another page and keeps the other parameters; page 1 leaves no trace', () => {
    const params = new URLSearchParams('status=inactive&page=3');
    expect(withPage(params, 4).toString()).toBe('status=inactive&page=4');
    expect(withPage(params, 1).toString()).toBe('status=inactive');
    expect(params.toString()).toBe('status=inactive&page=3');
  });

  it('reads an id, or nothing when it is not one', () => {
    expect(idFromParams(new URLSearchParams('attribute=12'), 'attribute')).toBe('12');
    expect(idFromParams(new URLSearchParams('attribute=x1'), 'attribute')).toBeNull();
    expect(idFromParams(new URLSearchParams(''), 'attribute')).toBeNull();
  });
});

describe('usePagedRows', () => {
  it('shows the page asked for', () => {
    const { result } = render({
      currentData: answer(['a', 'b'], 5),
      isFetching: false,
      isError: false,
    });
    expect(result).toEqual({ rows: ['a', 'b'], total: 5, loading: false, error: null });
  });

  it('shows a skeleton, not the previous page, while another page loads, and keeps the total', () => {
    const { result } = render(
      { currentData: undefined, data: answer(['a', 'b'], 5), isFetching: true, isError: false },
      2,
    );
    expect(result).toEqual({ rows: [], total: 5, loading: true, error: null });
  });

  it('keeps the rows on screen while the same page refreshes', () => {
    const { result } = render({ currentData: answer(['a'], 1), isFetching: true, isError: false });
    expect(result.loading).toBe(false);
    expect(result.rows).toEqual(['a']);
  });

  it('moves a page past the end to the last page, showing the skeleton meanwhile', () => {
    const { result, replacePage } = render(
      { currentData: answer([], 3), isFetching: false, isError: false },
      4,
    );
    expect(result.loading).toBe(true);
    expect(replacePage).toHaveBeenCalledWith(2);
  });

  it('leaves an empty first page to its empty state', () => {
    const { result, replacePage } = render({
      currentData: answer([], 0),
      isFetching: false,
      isError: false,
    });
    expect(result).toEqual({ rows: [], total: 0, loading: false, error: null });
    expect(replacePage).not.toHaveBeenCalled();
  });

  it("gives the server's message when the list fails", () => {
    const { result } = render({
      isFetching: false,
      isError: true,
      error: { message: 'Discounts are unavailable' },
    });
    expect(result).toEqual({
      rows: [],
      total: 0,
      loading: false,
      error: 'Discounts are unavailable',
    });
  });
});

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { textParam, urlFilters } from './urlFilters';
import { useListParams } from './useListParams';
import { usePagedList, type PagedListQuery } from './usePagedList';

interface Filters {
  search: string;
}
const codec = urlFilters<Filters>({ search: textParam('search') });
type Data = { list: { hits: string[]; count: number } };
const answer = (hits: string[], count: number): Data => ({ list: { hits, count } });
const refetch = jest.fn();

function query(partial: Partial<PagedListQuery<Data>>): PagedListQuery<Data> {
  return { isFetching: false, isError: false, refetch, ...partial };
}

function renderList(route: string, initial: PagedListQuery<Data>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
  );
  return renderHook(
    ({ answered }: { answered: PagedListQuery<Data> }) => {
      const place = useListParams(codec);
      const list = usePagedList(place, answered, (data) => data.list, 2);
      const location = useLocation();
      return { list, address: location.search, navigation: useNavigationType() };
    },
    { wrapper, initialProps: { answered: initial } },
  );
}

describe('useListParams: the filters and page in the address', () => {
  it('reads them from the address', () => {
    const { result } = renderList('/?search=tee&page=3', query({}));
    expect(result.current.list.filters).toEqual({ search: 'tee' });
    expect(result.current.list.page).toBe(3);
  });

  it('writes new filters from page 1, and another page with the same filters', () => {
    const { result } = renderList('/?search=tee&page=3', query({}));
    act(() => result.current.list.setPage(4));
    expect(result.current.address).toBe('?search=tee&page=4');
    expect(result.current.navigation).toBe('PUSH');
    act(() => result.current.list.setFilters({ search: 'mug' }));
    expect(result.current.address).toBe('?search=mug');
    expect(result.current.list.page).toBe(1);
  });

  it('drops what the caller may not filter by', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/?search=tee&page=2']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () => {
        const place = useListParams(codec, { restrict: () => ({ search: '' }) });
        return { place, address: useLocation().search };
      },
      { wrapper },
    );
    expect(result.current.place.filters).toEqual({ search: '' });
    act(() => result.current.place.setPage(3));
    expect(result.current.address).toBe('?page=3');
  });

  it('keeps a first change when a second comes from a screen that has not shown it yet', () => {
    // The router shows a new address in a transition: choose "Search by", type and press Enter
    // quickly and the second change comes from a render that still shows the old filters.
    interface Two {
      field: string;
      search: string;
    }
    const two = urlFilters<Two>({ field: textParam('field'), search: textParam('search') });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () => ({ place: useListParams(two), address: useLocation().search }),
      { wrapper },
    );
    const stale = result.current.place;
    act(() => stale.setFilters({ ...stale.filters, field: 'id' }));
    act(() => stale.setFilters({ ...stale.filters, search: '2942' }));
    expect(result.current.address).toBe('?field=id&search=2942');
    act(() => stale.setPage(2));
    expect(result.current.address).toBe('?field=id&search=2942&page=2');
    // From an up-to-date screen a change replaces what it names, a reset included.
    act(() => result.current.place.setFilters({ field: '', search: '' }));
    expect(result.current.address).toBe('');
  });
});

describe('usePagedList', () => {
  it('shows the page asked for (currentData) and gives the table its props', () => {
    const { result } = renderList('/?page=2', query({ currentData: answer(['c', 'd'], 5) }));
    const { list } = result.current;
    expect(list.rows).toEqual(['c', 'd']);
    expect(list.table).toMatchObject({
      total: 5,
      page: 2,
      pageSize: 2,
      loading: false,
      error: null,
    });
    list.table.onRetry?.();
    expect(refetch).toHaveBeenCalled();
  });

  it('shows a skeleton, never the previous rows, while another page loads', () => {
    const { result, rerender } = renderList('/', query({ currentData: answer(['a', 'b'], 5) }));
    act(() => result.current.list.table.onPageChange(2));
    expect(result.current.address).toBe('?page=2');
    rerender({
      answered: query({ currentData: undefined, data: answer(['a', 'b'], 5), isFetching: true }),
    });
    expect(result.current.list.rows).toEqual([]);
    expect(result.current.list.loading).toBe(true);
    expect(result.current.list.total).toBe(5);
  });

  it('goes back one page after deleting the last row of a page that is not the first', () => {
    const { result } = renderList('/?search=tee&page=3', query({ currentData: answer(['e'], 5) }));
    act(() => result.current.list.afterDelete());
    expect(result.current.address).toBe('?search=tee&page=2');
  });

  it('stays on the page when rows remain, and on page 1 when it empties', () => {
    const { result } = renderList('/?page=2', query({ currentData: answer(['c', 'd'], 4) }));
    act(() => result.current.list.afterDelete());
    expect(result.current.address).toBe('?page=2');
    act(() => result.current.list.afterDelete(2));
    expect(result.current.address).toBe('');

    const first = renderList('/', query({ currentData: answer(['a'], 1) }));
    act(() => first.result.current.list.afterDelete());
    expect(first.result.current.address).toBe('');
  });

  it('replaces an address whose page is past the end with the last page', () => {
    const { result } = renderList('/?page=9', query({ currentData: answer([], 3) }));
    expect(result.current.address).toBe('?page=2');
    expect(result.current.navigation).toBe('REPLACE');
  });

  it('keeps the filters, the table props and afterDelete the same objects until the page or its answer changes', () => {
    const answered = query({ currentData: answer(['a', 'b'], 5) });
    const { result, rerender } = renderList('/?search=tee&page=2', answered);
    const first = result.current.list;
    // The screen renders again for something else (a filter's options arriving): a memoized table
    // given these props skips drawing its rows again.
    rerender({ answered });
    expect(result.current.list.filters).toBe(first.filters);
    expect(result.current.list.table).toBe(first.table);
    expect(result.current.list.afterDelete).toBe(first.afterDelete);
    expect(result.current.list.setFilters).toBe(first.setFilters);
    act(() => result.current.list.setPage(3));
    expect(result.current.list.table).not.toBe(first.table);
    expect(result.current.list.table.page).toBe(3);
  });
});

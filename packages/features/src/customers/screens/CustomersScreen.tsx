import { Button, FilterBar, FormField, TextInput } from '@podoffice/ui';
import { useAppliedText } from '../../shared/list/useAppliedText';
import { useListParams } from '../../shared/list/useListParams';
import { usePagedList } from '../../shared/list/usePagedList';
import { useCustomersQuery } from '../api';
import { CUSTOMERS_PAGE_SIZE, CustomersTable } from '../components/CustomersTable';
import { customerListParams } from './listParams';
import { Page, Range } from './CustomersScreen.styles';

const count = new Intl.NumberFormat('en-US');

/** "x of y": the rows shown out of all that match ('21–40 of 3,012'). */
export function rangeLabel(page: number, shown: number, total: number): string {
  if (shown === 0) return `0 of ${count.format(total)}`;
  const from = (page - 1) * CUSTOMERS_PAGE_SIZE + 1;
  return `${count.format(from)}–${count.format(from + shown - 1)} of ${count.format(total)}`;
}

/**
 * Customers (/customers; Administrator — the route gives others not-found and the server refuses
 * them the list): Name (to /customers/{id}), Email, Phone, Location, 20 a page with the "x of y"
 * total, and a search over name, email and phone (applied with Enter) kept in the address.
 */
export function CustomersScreen() {
  const place = useListParams(customerListParams);
  const { search } = place.filters;
  const customers = useCustomersQuery({
    filter: {
      search: search || undefined,
      limit: CUSTOMERS_PAGE_SIZE,
      offset: (place.page - 1) * CUSTOMERS_PAGE_SIZE,
    },
  });
  const list = usePagedList(place, customers, (data) => data.customers, CUSTOMERS_PAGE_SIZE);
  const searchField = useAppliedText(search, (text) => list.setFilters({ search: text }));

  return (
    <Page>
      <FilterBar
        aria-label="Customer search"
        onReset={() => list.setFilters({ search: '' })}
        resetDisabled={!search}
      >
        <FilterBar.Item grow>
          <FormField label="Search" help="Name, email or phone; press Enter to search">
            <TextInput type="search" {...searchField} />
          </FormField>
        </FilterBar.Item>
      </FilterBar>
      {!list.loading && !list.error && (
        <Range aria-live="polite">{rangeLabel(list.page, list.rows.length, list.total)}</Range>
      )}
      <CustomersTable
        customers={list.rows}
        {...list.table}
        emptyMessage={search ? `No customers match “${search}”.` : 'No customers yet.'}
        emptyAction={
          search ? (
            <Button onClick={() => list.setFilters({ search: '' })}>Reset</Button>
          ) : undefined
        }
      />
    </Page>
  );
}

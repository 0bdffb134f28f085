import { useMemo } from 'react';
import { PRODUCT_TYPE_LIMITS, hasRole } from '@podoffice/domain';
import { FilterBar, FormField, Select, type SelectOption } from '@podoffice/ui';
import { useListParams } from '../../shared/list/useListParams';
import { usePagedList } from '../../shared/list/usePagedList';
import { sellerOption } from '../../shared/sellerOption';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/session';
import { useProductTypeSuppliersQuery, useProductTypesQuery } from '../api';
import { ProductTypesTable } from '../components/ProductTypesTable';
import { supplierProductTypeListParams } from './listParams';
import { Page } from './ProductTypesScreen.styles';
import { useLoadFailureNotice } from './useLoadFailureNotice';

const pageSize = PRODUCT_TYPE_LIMITS.supplierPageSize;

/**
 * Product types (/product-types; Supplier, Seller, Administrator): the active, non-personalized
 * types, 10 a page with the page in the address, read-only. A Supplier gets only the types they
 * supply: the server presets the supplier to their own id whatever is sent. The
 * supplier filter is shown to Administrators only, kept in the address as ?supplier=.
 */
export function SupplierProductTypesScreen() {
  const user = useAppSelector(selectCurrentUser);
  const bySupplier = hasRole(user, 'Administrator');
  const place = useListParams(supplierProductTypeListParams, {
    // Only an Administrator picks a supplier, whatever the address says.
    restrict: (filters) => (bySupplier ? filters : { supplierId: null }),
  });
  const { supplierId } = place.filters;
  const productTypes = useProductTypesQuery({
    filter: {
      status: 'active',
      personalized: false,
      ...(supplierId ? { supplier_id: supplierId } : {}),
      limit: pageSize,
      offset: (place.page - 1) * pageSize,
    },
  });
  const list = usePagedList(place, productTypes, (data) => data.productTypes, pageSize);
  const suppliers = useProductTypeSuppliersQuery(undefined, { skip: !bySupplier });
  useLoadFailureNotice(suppliers.isError);
  const supplierOptions = useMemo<SelectOption[]>(
    () => (suppliers.data?.users.hits ?? []).map(sellerOption),
    [suppliers.data],
  );
  return (
    <Page>
      {bySupplier && (
        <FilterBar
          aria-label="Product type filters"
          onReset={() => list.setFilters({ supplierId: null })}
          resetDisabled={supplierId === null}
        >
          <FilterBar.Item width={260}>
            <FormField label="Supplier">
              <Select
                options={supplierOptions}
                value={supplierId}
                onChange={(next) => list.setFilters({ supplierId: next })}
                placeholder="All suppliers"
                searchable
                clearable
                clearLabel="Show all suppliers"
                loading={suppliers.isLoading}
                emptyText="No suppliers"
              />
            </FormField>
          </FilterBar.Item>
        </FilterBar>
      )}
      <ProductTypesTable
        productTypes={list.rows}
        {...list.table}
        pageSize={pageSize}
        emptyMessage="No active product types yet."
      />
    </Page>
  );
}

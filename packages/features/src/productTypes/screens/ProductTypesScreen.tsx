import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  PRODUCT_TYPE_LIMITS,
  PRODUCT_TYPE_MESSAGES,
  canManageProductTypes,
  canPickSuppliers,
} from '@podoffice/domain';
import { Button, ConfirmDialog, StatusTabs, type SelectOption } from '@podoffice/ui';
import { useConfirmAction } from '../../shared/list/useConfirmAction';
import { useListParams } from '../../shared/list/useListParams';
import { usePagedList } from '../../shared/list/usePagedList';
import { sellerOption } from '../../shared/sellerOption';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/session';
import {
  useDeleteProductTypeMutation,
  useDuplicateProductTypeMutation,
  useProductTypeCategoriesQuery,
  useProductTypeSuppliersQuery,
  useProductTypesQuery,
  useUpdateProductTypeStateMutation,
  type ProductTypeFilter,
  type ProductTypeRowFragment,
} from '../api';
import { ProductTypesFilters } from '../components/ProductTypesFilters';
import { ProductTypesTable, type ProductTypeActions } from '../components/ProductTypesTable';
import { PRODUCT_TYPE_ADD_PATH } from '../paths';
import { productTypeListParams, type ProductTypeListFilters } from './listParams';
import { Page, Toolbar } from './ProductTypesScreen.styles';
import { useLoadFailureNotice } from './useLoadFailureNotice';

const STATUS_TABS = [
  { key: 'active', label: 'Active' },
  { key: 'paused', label: 'Paused' },
];

const pageSize = PRODUCT_TYPE_LIMITS.pageSize;

/** The productTypes call for the filters in force and a page. */
export function toProductTypeFilter(
  filters: ProductTypeListFilters,
  page: number,
): ProductTypeFilter {
  return {
    status: filters.status,
    ...(filters.kind === 'personalized' ? { personalized: true } : {}),
    ...(filters.categories.length > 0 ? { categories: filters.categories } : {}),
    ...(filters.supplierId ? { supplier_id: filters.supplierId } : {}),
    ...(filters.search ? { search: filters.search } : {}),
    limit: pageSize,
    offset: (page - 1) * pageSize,
  };
}

/**
 * Product types (/admin/product-types; Administrator, Listing, Supporter): the full list, 50 a
 * page, Active by default with the Paused tab, and the filters type, categories,
 * supplier and search with Reset, all kept in the address. Administrator and Listing get Add New
 * and each row's Clone, Edit, Variants, Pause or Resume and Delete, every change confirmed first
 * and answered with the product's messages; Supporters only read.
 */
export function ProductTypesScreen() {
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const canManage = canManageProductTypes(user);
  const place = useListParams(productTypeListParams);
  const { filters } = place;

  const productTypes = useProductTypesQuery({ filter: toProductTypeFilter(filters, place.page) });
  const list = usePagedList(place, productTypes, (data) => data.productTypes, pageSize);

  const categories = useProductTypeCategoriesQuery();
  const categoryOptions = useMemo<SelectOption[]>(
    () => (categories.data?.categories.hits ?? []).map((c) => ({ value: c.id, label: c.title })),
    [categories.data],
  );
  const showSuppliers = canPickSuppliers(user);
  const suppliers = useProductTypeSuppliersQuery(undefined, { skip: !showSuppliers });
  const supplierOptions = useMemo<SelectOption[]>(
    () => (suppliers.data?.users.hits ?? []).map(sellerOption),
    [suppliers.data],
  );

  useLoadFailureNotice(categories.isError || suppliers.isError);

  const [updateState] = useUpdateProductTypeStateMutation();
  const [duplicate] = useDuplicateProductTypeMutation();
  const [remove] = useDeleteProductTypeMutation();
  const stateChange = useConfirmAction({
    run: (type: ProductTypeRowFragment) =>
      updateState({ id: type.id, state: type.state === 'paused' ? 'active' : 'paused' }),
    success: (type) =>
      type.state === 'paused' ? PRODUCT_TYPE_MESSAGES.resumed : PRODUCT_TYPE_MESSAGES.paused,
    // Pausing or resuming moves the row to the other tab.
    onDone: () => list.afterDelete(),
  });
  const cloning = useConfirmAction({
    run: (type: ProductTypeRowFragment) => duplicate({ id: type.id }),
    success: PRODUCT_TYPE_MESSAGES.cloneSuccess,
    failure: PRODUCT_TYPE_MESSAGES.somethingWrong,
    failureReason: true,
  });
  const deletion = useConfirmAction({
    run: (type: ProductTypeRowFragment) => remove({ id: type.id }),
    success: PRODUCT_TYPE_MESSAGES.deleteSuccess,
    failure: PRODUCT_TYPE_MESSAGES.somethingWrong,
    // A type whose variants orders or products still use is refused: the server says which.
    failureReason: true,
    onDone: () => list.afterDelete(),
  });

  const { ask: askState } = stateChange;
  const { ask: askClone } = cloning;
  const { ask: askDelete } = deletion;
  const actions = useMemo<ProductTypeActions>(
    () => ({ onClone: askClone, onDelete: askDelete, onToggleState: askState }),
    [askClone, askDelete, askState],
  );
  const add = useCallback(() => navigate(PRODUCT_TYPE_ADD_PATH), [navigate]);

  const active = filters.status === 'active';
  const filtered =
    filters.kind !== 'all' ||
    filters.categories.length > 0 ||
    filters.supplierId !== null ||
    filters.search !== '';
  const target = stateChange.target;
  const pausing = target?.state !== 'paused';
  return (
    <Page>
      <Toolbar>
        <StatusTabs
          tabs={STATUS_TABS}
          value={filters.status}
          onChange={(key) =>
            list.setFilters({ ...filters, status: key === 'paused' ? 'paused' : 'active' })
          }
          aria-label="Product type state"
        />
        {canManage && (
          <Button variant="primary" onClick={add}>
            Add New
          </Button>
        )}
      </Toolbar>
      <ProductTypesFilters
        value={filters}
        onChange={(next) => list.setFilters({ ...next, status: filters.status })}
        categories={categoryOptions}
        categoriesLoading={categories.isLoading}
        showSupplierFilter={showSuppliers}
        suppliers={supplierOptions}
        suppliersLoading={suppliers.isLoading}
      />
      <ProductTypesTable
        productTypes={list.rows}
        {...list.table}
        actions={canManage ? actions : undefined}
        emptyMessage={
          filtered
            ? 'No product types match these filters.'
            : active
              ? 'No active product types yet.'
              : 'No paused product types.'
        }
        emptyAction={
          active &&
          !filtered &&
          canManage && <Button onClick={add}>Add your first product type</Button>
        }
      />
      {canManage && (
        <>
          <ConfirmDialog
            {...stateChange.dialog}
            title={`${pausing ? 'Pause' : 'Resume'} the product type ${target?.title ?? ''}?`}
            message={
              pausing
                ? 'Sellers can no longer choose it for new products until it is resumed.'
                : 'Sellers can choose it again for their products.'
            }
            confirmLabel={pausing ? 'Pause' : 'Resume'}
          />
          <ConfirmDialog
            {...cloning.dialog}
            title={`Clone the product type ${cloning.target?.title ?? ''}?`}
            message="The copy gets its variants, a free SKU and starts paused."
            confirmLabel="Clone"
          />
          <ConfirmDialog
            {...deletion.dialog}
            title={`Delete the product type ${deletion.target?.title ?? ''}?`}
            message="Its print areas and variants are deleted with it."
            confirmLabel="Delete"
            danger
          />
        </>
      )}
    </Page>
  );
}

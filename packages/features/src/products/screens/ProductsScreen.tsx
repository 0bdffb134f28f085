import { useCallback, useMemo, useState } from 'react';
import {
  PRODUCTS_PAGE_SIZE,
  PRODUCT_MESSAGES as M,
  canActOnProducts,
  canAddProducts,
  canResetProductPrintAreas,
  hasRole,
} from '@podoffice/domain';
import { useNavigate } from 'react-router-dom';
import { Button, Checkbox, ConfirmDialog, type RowAction, type SelectOption } from '@podoffice/ui';
import { useLinkTo } from '../../embed/embedding';
import { useConfirmAction } from '../../shared/list/useConfirmAction';
import { useListParams } from '../../shared/list/useListParams';
import { usePagedList } from '../../shared/list/usePagedList';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { notify } from '../../store/notifications';
import { selectCurrentSiteId } from '../../store/currentSite';
import { selectCurrentUser } from '../../store/session';
import {
  useDeleteProductMutation,
  useProductFilterProductTypesQuery,
  useProductFilterSitesQuery,
  useProductsQuery,
  useResetVariantsPrintFilesMutation,
  useUpdateProductFromSiteMutation,
  type ProductFilter,
  type ProductRowFieldsFragment,
} from '../api';
import { ProductFilters, type ProductFilterValues } from '../components/ProductFilters';
import { ProductsTable } from '../components/ProductsTable';
import { ADD_PRODUCT_PATH, cloneProductPath, editProductPath } from '../paths';
import { productListParams } from './listParams';
import { ProductExport } from './ProductExport';
import { DeleteChoice, Page } from './ProductsScreen.styles';

/** The products call for the filters in force, the page, and a seller's current site. */
export function toProductFilter(
  filters: ProductFilterValues,
  page: number,
  sellerSiteId: string | null,
): ProductFilter {
  const siteId = sellerSiteId ?? filters.siteId;
  return {
    limit: PRODUCTS_PAGE_SIZE,
    offset: (page - 1) * PRODUCTS_PAGE_SIZE,
    ...(siteId ? { site_ids: [siteId] } : {}),
    ...(filters.productTypeId ? { product_type_ids: [filters.productTypeId] } : {}),
    ...(filters.search ? { search: filters.search } : {}),
  };
}

/**
 * Products (/products; Administrator, Seller, Supporter, Listing): 20 a page, newest
 * first, filtered by site (staff; a Seller's list follows the title bar's current site), product
 * type and search, all kept in the address; Add New (Sellers, Administrators). Administrators, Sellers and Listing get each row's
 * Update from site (the shop's texts again, 'Product: {title} has been updated') and Delete ('This
 * action cannot be undo', and the choice to delete it on the store too); the Administrator also
 * Reset print areas.
 */
export function ProductsScreen() {
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const linkTo = useLinkTo();
  const currentSiteId = useAppSelector(selectCurrentSiteId);
  const seller = hasRole(user, 'Seller') && !hasRole(user, 'Administrator', 'Supporter', 'Listing');
  const place = useListParams(productListParams);
  const { filters } = place;
  const filter = toProductFilter(filters, place.page, seller ? (currentSiteId ?? null) : null);
  const query = useProductsQuery({ filter });
  // Export Product writes what the list shows, every page of it.
  const { limit: _limit, offset: _offset, ...exportFilter } = filter;
  const list = usePagedList(place, query, (data) => data.products, PRODUCTS_PAGE_SIZE);

  const sites = useProductFilterSitesQuery(undefined, { skip: seller });
  const siteOptions = useMemo<SelectOption[]>(
    () => (sites.data?.sites.hits ?? []).map((s) => ({ value: s.id, label: s.title })),
    [sites.data],
  );
  const types = useProductFilterProductTypesQuery();
  const typeOptions = useMemo<SelectOption[]>(
    () => (types.data?.productTypes.hits ?? []).map((t) => ({ value: t.id, label: t.title })),
    [types.data],
  );

  const [onStore, setOnStore] = useState(false);
  const [remove] = useDeleteProductMutation();
  const [resetPrintFiles] = useResetVariantsPrintFilesMutation();
  const deletion = useConfirmAction({
    run: (product: ProductRowFieldsFragment) =>
      remove({ product_id: product.id, isDelOnStore: onStore }),
    success: M.deleted,
    onDone: () => list.afterDelete(),
  });
  const reset = useConfirmAction({
    run: (product: ProductRowFieldsFragment) => resetPrintFiles({ product_id: product.id }),
    success: M.printAreasReset,
  });
  const { ask: askDelete } = deletion;
  const { ask: askReset } = reset;
  const resets = canResetProductPrintAreas(user);
  // §2, §6: Edit and Clone are the Administrator's and the Seller's (Listing deletes, nothing more).
  const edits = canAddProducts(user);
  const dispatch = useAppDispatch();
  const [updateFromSite] = useUpdateProductFromSiteMutation();
  // §7 updateProductFromSite: the shop's title, description, images, tags and categories again.
  const readFromSite = useCallback(
    async (product: ProductRowFieldsFragment) => {
      const answer = await updateFromSite({ id: product.id });
      if (answer.data) {
        const { title } = answer.data.updateProductFromSite;
        dispatch(notify({ type: 'success', message: M.updatedFromSite(title) }));
      }
    },
    [dispatch, updateFromSite],
  );
  const actionsOf = useCallback(
    (product: ProductRowFieldsFragment): RowAction[] => [
      ...(edits
        ? [
            {
              key: 'edit',
              label: 'Edit',
              onSelect: () => navigate(linkTo(editProductPath(product.id))),
            },
            {
              key: 'clone',
              label: 'Clone',
              onSelect: () =>
                navigate(linkTo(cloneProductPath(product.id, product.product_type_ids))),
            },
          ]
        : []),
      ...(product.productStore.length
        ? [
            {
              key: 'from-site',
              label: 'Update from site',
              onSelect: () => void readFromSite(product),
            },
          ]
        : []),
      ...(resets
        ? [{ key: 'reset', label: 'Reset print areas', onSelect: () => askReset(product) }]
        : []),
      {
        key: 'delete',
        label: 'Delete',
        danger: true,
        onSelect: () => {
          setOnStore(false);
          askDelete(product);
        },
      },
    ],
    [askDelete, askReset, readFromSite, resets, edits, navigate, linkTo],
  );

  const filtered =
    filters.search !== '' || filters.productTypeId !== null || (!seller && filters.siteId !== null);
  const target = deletion.target;
  const shops = target?.productStore.map((s) => s.site_title).join(', ');
  return (
    <Page>
      <ProductFilters
        value={filters}
        onChange={list.setFilters}
        showSiteFilter={!seller}
        sites={siteOptions}
        sitesLoading={sites.isLoading}
        productTypes={typeOptions}
        productTypesLoading={types.isLoading}
        actions={
          <>
            <ProductExport filter={exportFilter} />
            {canAddProducts(user) && (
              <Button variant="primary" onClick={() => navigate(linkTo(ADD_PRODUCT_PATH))}>
                Add New
              </Button>
            )}
          </>
        }
      />
      <ProductsTable
        products={list.rows}
        {...list.table}
        actionsOf={canActOnProducts(user) ? actionsOf : undefined}
        emptyMessage={
          filtered
            ? 'No products match these filters.'
            : seller && currentSiteId
              ? 'No products on this site yet.'
              : 'No products yet.'
        }
      />
      <ConfirmDialog
        {...deletion.dialog}
        title={`Delete the product ${target?.title ?? ''}?`}
        message={
          <DeleteChoice>
            <span>{M.deleteWarning}</span>
            {shops ? (
              <Checkbox
                label={`Delete it on the store too (${shops})`}
                checked={onStore}
                onChange={(event) => setOnStore(event.target.checked)}
              />
            ) : null}
          </DeleteChoice>
        }
        confirmLabel="Delete"
        danger
      />
      <ConfirmDialog
        {...reset.dialog}
        title={`Reset the print areas of ${reset.target?.title ?? ''}?`}
        message="Every design of the product is removed; its variants wait for new designs."
        confirmLabel="Reset"
        danger
      />
    </Page>
  );
}

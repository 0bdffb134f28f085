import { useEffect, useMemo } from 'react';
import { canReadUserDetails, type OrderView } from '@podoffice/domain';
import type { SelectOption } from '@podoffice/ui';
import { sellerOption } from '../../shared/sellerOption';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/session';
import {
  ordersApi,
  useOrderFilterProductTypesQuery,
  useOrderFilterSellersQuery,
  useOrderFilterSuppliersQuery,
} from '../api';

/** The order filter bar's choices that every orders screen offers alike. */
export interface OrderFilterChoices {
  productTypes: SelectOption[];
  /** Staff only (empty for a Seller or Supplier). */
  suppliers: SelectOption[];
  /** Staff only; with their emails for those who may read them. */
  sellers: SelectOption[];
  /** True while the product types load. */
  loading: boolean;
}

/**
 * The product types, suppliers and sellers of the order filters as options (Internal Orders and
 * Api/CSV Orders): a Supplier's ten product types, staff's all, and only staff ask for suppliers
 * and sellers. Kept while the answers stay (memoized). Each screen asks for its own sites.
 */
export function useOrderFilterChoices(view: OrderView): OrderFilterChoices {
  const user = useAppSelector(selectCurrentUser);
  const { staff, productTypesArgs, sellersArgs } = choiceArgs(view, canReadUserDetails(user));
  const productTypes = useOrderFilterProductTypesQuery(productTypesArgs);
  const suppliers = useOrderFilterSuppliersQuery(undefined, { skip: !staff });
  const sellers = useOrderFilterSellersQuery(sellersArgs, { skip: !staff });
  return useMemo(
    () => ({
      productTypes: (productTypes.data?.productTypes.hits ?? []).map((t) => ({
        value: t.id,
        label: t.title,
      })),
      suppliers: (suppliers.data?.users.hits ?? []).map((s) => ({
        value: s.id,
        label: `${s.first_name} ${s.last_name}`.trim(),
      })),
      sellers: (sellers.data?.usersByRole ?? []).map(sellerOption),
      loading: productTypes.isLoading,
    }),
    [productTypes.data, productTypes.isLoading, suppliers.data, sellers.data],
  );
}

/** What the choices are asked with, for a view: the bar's queries and the screen's prefetch alike. */
function choiceArgs(view: OrderView, withEmail: boolean) {
  return {
    staff: view === 'internal',
    productTypesArgs: { limit: view === 'supplier' ? 10 : 1000 },
    sellersArgs: { withEmail },
  };
}

/**
 * Asks for Internal Orders' filter choices (staff's sites too) as the screen opens, before its
 * orders: the bar, a chunk of its own, asked for them only once loaded, so their small answers
 * came after the orders' and were read while the rows were being drawn (the list bench, issue 25).
 * Asked first, they are answered first; the bar then finds them in the cache.
 */
export function usePrefetchOrderFilterChoices(view: OrderView): void {
  const user = useAppSelector(selectCurrentUser);
  const withEmail = canReadUserDetails(user);
  const prefetchProductTypes = ordersApi.usePrefetch('OrderFilterProductTypes');
  const prefetchSuppliers = ordersApi.usePrefetch('OrderFilterSuppliers');
  const prefetchSellers = ordersApi.usePrefetch('OrderFilterSellers');
  const prefetchSites = ordersApi.usePrefetch('OrderFilterSites');
  useEffect(() => {
    const { staff, productTypesArgs, sellersArgs } = choiceArgs(view, withEmail);
    prefetchProductTypes(productTypesArgs);
    if (!staff) return;
    prefetchSuppliers(undefined);
    prefetchSellers(sellersArgs);
    prefetchSites(undefined);
  }, [view, withEmail, prefetchProductTypes, prefetchSuppliers, prefetchSellers, prefetchSites]);
}

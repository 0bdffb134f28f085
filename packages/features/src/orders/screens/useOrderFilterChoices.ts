import { useMemo } from 'react';
import { canReadUserDetails, type OrderView } from '@podoffice/domain';
import type { SelectOption } from '@podoffice/ui';
import { sellerOption } from '../../shared/sellerOption';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/session';
import {
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
  const staff = view === 'internal';
  const productTypes = useOrderFilterProductTypesQuery({ limit: view === 'supplier' ? 10 : 1000 });
  const suppliers = useOrderFilterSuppliersQuery(undefined, { skip: !staff });
  const sellers = useOrderFilterSellersQuery(
    { withEmail: canReadUserDetails(user) },
    { skip: !staff },
  );
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

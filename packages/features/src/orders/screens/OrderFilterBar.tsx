import { memo, useDeferredValue, useMemo } from 'react';
import { canReadUserDetails, type OrderView } from '@podoffice/domain';
import type { SelectOption } from '@podoffice/ui';
import { sellerOption } from '../../shared/sellerOption';
import { useAppSelector } from '../../store/hooks';
import { selectCurrentUser } from '../../store/session';
import {
  useOrderFilterProductTypesQuery,
  useOrderFilterSellersQuery,
  useOrderFilterSitesQuery,
  useOrderFilterSuppliersQuery,
} from '../api';
import { OrderFilters } from '../components/OrderFilters';
import type { OrderListFilters } from './orderFilter';

export interface OrderFilterBarProps {
  view: OrderView;
  value: OrderListFilters;
  /** Kept stable by the caller (useCallback): the bar is memoized. */
  onChange: (value: OrderListFilters) => void;
}

interface FilterChoices {
  productTypes: SelectOption[];
  suppliers: SelectOption[];
  sellers: SelectOption[];
  sites: SelectOption[];
  loading: boolean;
}

/**
 * /orders' filter bar with its choices (product types; for staff suppliers, sellers and sites).
 * The four answers arrive in the same tenth of a second as the orders: read here, not by the
 * screen, they draw only the bar, and at low priority (useDeferredValue), so the 20 rows reach
 * the screen first (the list bench, issue 25: each answer had drawn the whole screen again).
 */
export const OrderFilterBar = memo(function OrderFilterBar({
  view,
  value,
  onChange,
}: OrderFilterBarProps) {
  const user = useAppSelector(selectCurrentUser);
  const staff = view === 'internal';
  const productTypes = useOrderFilterProductTypesQuery({ limit: view === 'supplier' ? 10 : 1000 });
  const suppliers = useOrderFilterSuppliersQuery(undefined, { skip: !staff });
  const sellers = useOrderFilterSellersQuery(
    { withEmail: canReadUserDetails(user) },
    { skip: !staff },
  );
  const sites = useOrderFilterSitesQuery(undefined, { skip: !staff });
  const choices = useMemo<FilterChoices>(
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
      sites: (sites.data?.sites.hits ?? []).map((s) => ({ value: s.id, label: s.title })),
      loading: productTypes.isLoading,
    }),
    [productTypes.data, productTypes.isLoading, suppliers.data, sellers.data, sites.data],
  );
  const shown = useDeferredValue(choices);
  // The same element while nothing it shows changed: the urgent render of an answer (the
  // deferred choices still the old ones) draws nothing.
  return useMemo(
    () => (
      <OrderFilters
        view={view}
        value={value}
        onChange={onChange}
        productTypes={shown.productTypes}
        suppliers={shown.suppliers}
        sellers={shown.sellers}
        sites={shown.sites}
        choicesLoading={shown.loading}
      />
    ),
    [view, value, onChange, shown],
  );
});

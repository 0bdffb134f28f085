import { memo, useDeferredValue, useMemo } from 'react';
import type { OrderView } from '@podoffice/domain';
import { useOrderFilterSitesQuery } from '../api';
import { OrderFilters } from '../components/OrderFilters';
import type { OrderListFilters } from './orderFilter';
import { useOrderFilterChoices } from './useOrderFilterChoices';

export interface OrderFilterBarProps {
  view: OrderView;
  value: OrderListFilters;
  /** Kept stable by the caller (useCallback): the bar is memoized. */
  onChange: (value: OrderListFilters) => void;
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
  const common = useOrderFilterChoices(view);
  const sites = useOrderFilterSitesQuery(undefined, { skip: view !== 'internal' });
  const choices = useMemo(
    () => ({
      ...common,
      sites: (sites.data?.sites.hits ?? []).map((s) => ({ value: s.id, label: s.title })),
    }),
    [common, sites.data],
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

import { ORDER_TABS, type OrderTabKey, type OrderView } from '@podoffice/domain';
import { Button } from '@podoffice/ui';
import { Elsewhere } from './OrdersScreen.styles';

export interface OrdersElsewhereProps {
  view: OrderView;
  /** The tab shown, whose list is empty. */
  tab: OrderTabKey;
  /** Each tab's count for the filters in force (the answer's aggs). */
  counts: Partial<Record<OrderTabKey, number>> | null;
  /** Moves to another tab, the filters kept. */
  onTab: (tab: OrderTabKey) => void;
}

/**
 * The empty list's message. A search or filter whose matches are all in other tabs says so, with
 * a way there ('1 in Error'): a Supplier's All is not their error orders, so their
 * search for an error order's id found it on the Error tab only, and All just said nothing matched.
 */
export function OrdersElsewhere({ view, tab, counts, onTab }: OrdersElsewhereProps) {
  const others = ORDER_TABS[view].filter(
    (other) => other.key !== tab && other.key !== 'all' && (counts?.[other.key] ?? 0) > 0,
  );
  const label = ORDER_TABS[view].find((shown) => shown.key === tab)?.label ?? tab;
  if (others.length === 0) return <>No orders match these filters.</>;
  return (
    <Elsewhere>
      No orders match these filters in {label}:
      {others.map((other) => (
        <Button key={other.key} variant="link" size="sm" onClick={() => onTab(other.key)}>
          {`${(counts?.[other.key] ?? 0).toLocaleString('en-US')} in ${other.label}`}
        </Button>
      ))}
    </Elsewhere>
  );
}

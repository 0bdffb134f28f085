import { formatMoney } from '@podoffice/domain';
import { Skeleton } from '@podoffice/ui';
import { Amount, Amounts, Figure, Hint, Label } from './SupplierAmounts.styles';

export interface SupplierAmountsProps {
  /** What the range's orders pay the supplier; undefined while unknown (a dash). */
  revenue?: number;
  /** Orders in the range. */
  orders?: number;
  /** supplierTransactions' pendingAmount: Ready and In Production orders. */
  pending?: number;
  /** supplierTransactions' approvedAmount: Fulfilled orders. */
  approved?: number;
  /** The range's figures are loading. */
  loadingRevenue?: boolean;
  /** The transactions are loading. */
  loadingTransactions?: boolean;
}

const thousands = new Intl.NumberFormat('en-US');
const money = (value: number | undefined) => (value === undefined ? '—' : formatMoney(value));

/**
 * The supplier dashboard's headline amounts: the range's revenue, then the pending and approved
 * transaction amounts. One list of three figures rather than
 * three ui StatCards: sharing StatCard with /balance split it into a chunk of its own, which put
 * that route over its 50 kB budget.
 */
export function SupplierAmounts({
  revenue,
  orders,
  pending,
  approved,
  loadingRevenue = false,
  loadingTransactions = false,
}: SupplierAmountsProps) {
  const figures = [
    {
      key: 'revenue',
      label: 'Revenue',
      value: money(revenue),
      loading: loadingRevenue,
      hint: orders === undefined ? undefined : `${thousands.format(orders)} orders in the range`,
      tone: 'primary',
    },
    {
      key: 'pending',
      label: 'Pending',
      value: money(pending),
      loading: loadingTransactions,
      hint: 'Ready and In Production orders',
      tone: 'warning',
    },
    {
      key: 'approved',
      label: 'Approved',
      value: money(approved),
      loading: loadingTransactions,
      hint: 'Fulfilled orders',
      tone: 'success',
    },
  ] as const;
  return (
    <Amounts aria-label="Amounts">
      {figures.map((f) => (
        <Figure key={f.key} $tone={f.tone}>
          <Label>{f.label}</Label>
          <Amount>
            {f.loading ? <Skeleton lines={1} width="60%" label={`Loading ${f.label}`} /> : f.value}
          </Amount>
          {f.hint && !f.loading && <Hint>{f.hint}</Hint>}
        </Figure>
      ))}
    </Amounts>
  );
}

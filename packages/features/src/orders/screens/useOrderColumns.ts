import { useCallback, useMemo } from 'react';
import {
  ORDER_TABLE_DEFAULT_COLUMNS,
  orderColumnChoices,
  type OrderColumnKey,
  type OrderTableView,
} from '@podoffice/ui';
import { useRememberedChoice } from '../../shared/choices/useRememberedChoice';

export interface OrderColumnsOptions {
  /** Where the choice is remembered, per user (one key per screen and view). */
  storageKey: string;
  /** The table shows the Suppliers column (the Administrator's Api/CSV Orders). */
  showSuppliers?: boolean;
  /** Columns this screen never offers (a Seller's own Seller column). Pass a constant. */
  leaveOut?: readonly OrderColumnKey[];
}

const NONE: readonly OrderColumnKey[] = [];

/**
 * The columns a user chose for a view of the orders table, remembered per user ('Default
 * columns' forgets them): the view's defaults until then, or when none of the stored keys is one
 * of the view's columns any more.
 */
export function useOrderColumns(
  view: OrderTableView,
  { storageKey, showSuppliers = false, leaveOut = NONE }: OrderColumnsOptions,
) {
  const choices = useMemo(
    () =>
      orderColumnChoices(view, showSuppliers).filter(
        (c) => !leaveOut.includes(c.key as OrderColumnKey),
      ),
    [view, showSuppliers, leaveOut],
  );
  const parse = useCallback(
    (stored: unknown) => {
      if (!Array.isArray(stored)) return null;
      const keys = choices.map((c) => c.key);
      const known = stored.filter((key): key is OrderColumnKey => keys.includes(key));
      return known.length > 0 ? known : null;
    },
    [choices],
  );
  const [chosen, remember] = useRememberedChoice(storageKey, parse);
  const defaults = useMemo(
    () =>
      ORDER_TABLE_DEFAULT_COLUMNS[view].filter(
        (key) => !leaveOut.includes(key) && (showSuppliers || key !== 'suppliers'),
      ),
    [view, leaveOut, showSuppliers],
  );
  const onChange = useCallback(
    (next: string[]) =>
      remember(next.join() === defaults.join() ? null : (next as OrderColumnKey[])),
    [remember, defaults],
  );
  return { choices, columns: chosen ?? defaults, defaults, onChange };
}

/** Balance entries. */
export const BALANCE_ACTIONS = ['Deposit', 'Fulfilled'] as const;
export type BalanceAction = (typeof BALANCE_ACTIONS)[number];

export const BALANCE_STATUSES = ['Pending', 'Approved', 'Denied'] as const;
export type BalanceStatus = (typeof BALANCE_STATUSES)[number];

/** Approved and Denied are final: only a Pending entry may change, and only to a final status. */
export function canChangeBalanceStatus(from: BalanceStatus, to: BalanceStatus): boolean {
  return from === 'Pending' && (to === 'Approved' || to === 'Denied');
}

export function isFinalBalanceStatus(status: BalanceStatus): boolean {
  return status !== 'Pending';
}

/** The totals the balances call returns, in dollars. */
export interface BalanceTotals {
  depositAmounts: number;
  pendingDepositAmounts: number;
  pendingAmounts: number;
  fullfilledAmounts: number;
}

/** The four cards of the Balance screen, derived from the totals. */
export interface BalanceCards {
  available: number;
  pending: number;
  paid: number;
  pendingDeposit: number;
}

/**
 * Available is what approved deposits leave after approved (paid) and pending order charges;
 * pending deposits are not spendable until staff approve them.
 */
export function balanceCards(t: BalanceTotals): BalanceCards {
  const available =
    Math.round((t.depositAmounts - t.fullfilledAmounts - t.pendingAmounts) * 100) / 100;
  return {
    available,
    pending: t.pendingAmounts,
    paid: t.fullfilledAmounts,
    pendingDeposit: t.pendingDepositAmounts,
  };
}

export const BALANCE_PAGE_SIZE = 20;

/**
 * Deposit methods and their fees. The first manual method (bank transfer) has no fee;
 * the second manual method credits the amount minus 2.9%; the card express deposit subtracts
 * 3.9% plus 0.30. All arithmetic in integer cents so the UI and server agree to the cent.
 */
export const DEPOSIT_METHODS = ['manual', 'manual_second', 'card_express'] as const;
export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

export const DEPOSIT_METHOD_LABELS: Record<DepositMethod, string> = {
  manual: 'Bank transfer',
  manual_second: 'Second method (2.9% fee)',
  card_express: 'Card express (3.9% + $0.30 fee)',
};

/**
 * The card express deposit is paid through the card provider and credited at once (an
 * instant card-provider deposit is created approved); its transaction id is the provider's order
 * id, so the seller never types one.
 */
export function isCardDeposit(method: DepositMethod | null | undefined): boolean {
  return method === 'card_express';
}

/**
 * How the card provider sends the payer back to /balance: card_deposit=return or cancel, with the
 * site and amount of the deposit (card_site, card_amount: not the list's own filters), and the
 * provider's order id in `token` (PayPal appends token and PayerID to the return address).
 */
export const CARD_DEPOSIT_RETURN = {
  param: 'card_deposit',
  return: 'return',
  cancel: 'cancel',
  site: 'card_site',
  amount: 'card_amount',
  order: 'token',
  payer: 'PayerID',
} as const;

/** Fee in cents for a deposit of `amountCents` made with `method`. */
export function depositFeeCents(amountCents: number, method: DepositMethod): number {
  switch (method) {
    case 'manual':
      return 0;
    case 'manual_second':
      return Math.round(amountCents * 0.029);
    case 'card_express':
      return Math.round(amountCents * 0.039) + 30;
  }
}

/** What the balance is credited with: the amount minus the method's fee, never below zero. */
export function depositCreditCents(amountCents: number, method: DepositMethod): number {
  return Math.max(0, amountCents - depositFeeCents(amountCents, method));
}

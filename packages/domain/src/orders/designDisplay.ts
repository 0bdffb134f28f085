import { DESIGN_DISPLAY_TEXTS as T } from './messages';
import type { OrderStatus } from './statuses';

/**
 * Design display: what an order's designs cell shows. Whether its Upload is a button the
 * person may press is the state machine's uploadPrintFile (orderActions); this says what it reads.
 */

/** What the cell reads of an order. */
export interface OrderDesignFacts {
  status: OrderStatus;
  personalized: boolean;
  /** The order's own design_status: what counts for personalized orders. */
  design_status?: string | boolean | null;
  /** The variant's design_status: what counts for the others. */
  variant_design_status?: string | boolean | null;
  partner_error?: readonly (string | null)[] | null;
}

export type OrderDesignDisplay =
  | { kind: 'view'; label: string }
  | { kind: 'upload'; label: string }
  | { kind: 'loading'; label: string; tip: string };

/** An order has its designs when design_status is set, its own if personalized, else the variant's. */
export function orderHasDesign(order: OrderDesignFacts): boolean {
  const status = order.personalized ? order.design_status : order.variant_design_status;
  return status !== null && status !== undefined && status !== false && status !== '';
}

/** View with designs; Loading... with its tip while pending_design waits for them; else Upload. */
export function orderDesignDisplay(order: OrderDesignFacts): OrderDesignDisplay {
  if (orderHasDesign(order)) return { kind: 'view', label: T.view };
  if (order.status === 'pending_design') {
    return { kind: 'loading', label: T.loading, tip: T.loadingTip };
  }
  return { kind: 'upload', label: T.upload };
}

/** An error order shows the first partner_error text; null for others or without one. */
export function orderPartnerError(order: OrderDesignFacts): string | null {
  if (order.status !== 'error') return null;
  const first = order.partner_error?.[0];
  return typeof first === 'string' && first.trim() !== '' ? first : null;
}

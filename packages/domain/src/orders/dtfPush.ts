import { DTF_PARTNER_NAME, DTF_PARTNER_SUPPLIER_ID, DTF_SHIPPING_METHODS } from '../partners';
import type { DtfShippingMethod } from '../partners';
import { ORDER_REFUSALS } from './messages';
import { checkOrderAction, holdRefusal, type OrderActor, type OrderFacts } from './stateMachine';

/**
 * The direct-to-film partner push (Push DTF): an
 * order of the DTF partner supplier is mapped (the partner's product sku, which design prints
 * where, a shipping method) and pushed to the partner, grouped by the shop's order number.
 */

/** Where one of the order's designs prints at the partner (a partner placement key: front, back…). */
export interface DtfPlacement {
  /** The order's print file (OrderPrintFile.id). */
  print_file_id: string;
  placement: string;
}

/** One order's mapping, as the DTF data mapping modal saves it and dtfPushOrder sends it. */
export interface DtfOrderMapping {
  order_id: string;
  /** The partner's product sku (the modal's Product). */
  sku: string;
  placement: DtfPlacement[];
  shipping_method: DtfShippingMethod | string;
}

/** An order as the push's checks need it. */
export interface DtfPushOrderRef {
  id: string | number;
  supplier_id?: string | number | null;
  origin_number?: string | null;
}

/** The product's DTF push messages, word for word. */
export const DTF_MESSAGES = {
  completeMapping: 'Complete order mapping.',
  notFromPartner: (id: string | number) => ORDER_REFUSALS.notDtfPartnerOrder(id, DTF_PARTNER_NAME),
  noMapping: 'No mapping, please check again.',
  mappingFailed: (id: string | number) => `Order ${id} is mapping failed.`,
  designNotFound: 'Design not found',
  pushAllStarted: 'Processing push all ready orders.',
  /** One order group's result line, in success or error style (a shop's '#1001' keeps one '#'). */
  result: (originNumber: string, message: string) =>
    `Order #${originNumber.replace(/^#/, '')} ${message}`,
  // Ours (the spec is silent): the push's own limits and the partner's answers.
  tooMany: (max: number) => `Push at most ${max} orders at once.`,
  repeated: (id: string | number) => `Order ${id} is selected twice.`,
  unknownShippingMethod: (method: string) =>
    `Shipping method ${method} is not one of ${DTF_SHIPPING_METHODS.join(', ')}.`,
  pushed: (partnerOrderId: string) => `pushed to Color Ecommerce (order ${partnerOrderId}).`,
  beingPushed: 'is being pushed with other orders.',
  alreadyPushed: (partnerOrderId: string) =>
    `was pushed already (Color Ecommerce order ${partnerOrderId}).`,
  nothingReady: 'There are no ready orders to push.',
} as const;

/** One push sends at most this many orders (a page of the table is 20; Push all goes in pages). */
export const DTF_PUSH_MAX_ORDERS = 100;

/** The shipping method a new mapping starts with (standard is the default). */
export const DTF_DEFAULT_SHIPPING_METHOD: DtfShippingMethod = 'standard';

export function isDtfShippingMethod(value: string): value is DtfShippingMethod {
  return (DTF_SHIPPING_METHODS as readonly string[]).includes(value);
}

/** The placements that print something: a placement key chosen for one of the order's designs. */
export function chosenPlacements(mapping: Pick<DtfOrderMapping, 'placement'>): DtfPlacement[] {
  return mapping.placement.filter(
    (p) => p.print_file_id.trim() !== '' && p.placement.trim() !== '',
  );
}

/**
 * A mapping needs a sku, a shipping method and at least one placement (the modal's Save stays
 * disabled until then, and the push refuses one without them).
 */
export function dtfMappingComplete(
  mapping: Pick<DtfOrderMapping, 'sku' | 'placement' | 'shipping_method'> | null | undefined,
): boolean {
  if (!mapping) return false;
  return (
    mapping.sku.trim() !== '' &&
    isDtfShippingMethod(mapping.shipping_method) &&
    chosenPlacements(mapping).length > 0
  );
}

const same = (a: string | number | null | undefined, b: string | number) =>
  a !== null && a !== undefined && String(a) === String(b);

/**
 * The first refusal of a Push DTF of `selected` orders with the modal's `mappings`, in this
 * order: nothing mapped, fewer orders mapped than selected, an order not of the DTF partner
 * supplier, an incomplete mapping. Null when the push may go.
 */
export function dtfPushError(
  selected: readonly DtfPushOrderRef[],
  mappings: readonly DtfOrderMapping[],
): string | null {
  if (selected.length > DTF_PUSH_MAX_ORDERS) return DTF_MESSAGES.tooMany(DTF_PUSH_MAX_ORDERS);
  const byOrder = new Map(mappings.map((m) => [String(m.order_id), m]));
  const mapped = selected.filter((o) => byOrder.has(String(o.id)));
  if (mapped.length === 0) return DTF_MESSAGES.noMapping;
  if (mapped.length !== selected.length) return DTF_MESSAGES.completeMapping;
  for (const order of selected) {
    if (!same(order.supplier_id, DTF_PARTNER_SUPPLIER_ID))
      return DTF_MESSAGES.notFromPartner(order.id);
  }
  for (const order of selected) {
    if (!dtfMappingComplete(byOrder.get(String(order.id)))) {
      return DTF_MESSAGES.mappingFailed(order.id);
    }
  }
  return null;
}

/** The push's answer for one order number, as a push's job lists it in its result's `results`. */
export interface DtfPushResult {
  success: boolean;
  origin_number: string;
  message: string;
}

/** dtfPushOrder's input: the mapped orders grouped by the shop's order number, in first-seen order. */
export interface DtfPushGroup {
  origin_number: string;
  orders: DtfOrderMapping[];
}

/** Groups mapped orders by their order number (orders without one are each a group of their own id). */
export function dtfPushGroups(
  orders: readonly DtfPushOrderRef[],
  mappings: readonly DtfOrderMapping[],
): DtfPushGroup[] {
  const byOrder = new Map(mappings.map((m) => [String(m.order_id), m]));
  const groups = new Map<string, DtfPushGroup>();
  for (const order of orders) {
    const mapping = byOrder.get(String(order.id));
    if (!mapping) continue;
    const number = order.origin_number?.trim() || String(order.id);
    const group = groups.get(number) ?? { origin_number: number, orders: [] };
    group.orders.push({ ...mapping, placement: chosenPlacements(mapping) });
    groups.set(number, group);
  }
  return [...groups.values()];
}

/**
 * Why `actor` may not push `order` at `now`, or null: DTF mapping must be open to them (ready or
 * error, an order of the DTF partner supplier, Administrator, Supporter or that supplier), and a
 * push sends the order to production, so the 24-hour hold after payment binds it as it binds
 * In Production.
 */
export function dtfPushRefusal(
  order: OrderFacts,
  actor: OrderActor | null | undefined,
  now: Date = new Date(),
): string | null {
  const check = checkOrderAction('dtfMapping', order, actor, now);
  if (!check.ok) return check.reason;
  return holdRefusal(order, now);
}

import {
  isOrderStatus,
  orderActions,
  orderDesignDisplay,
  orderPartnerError,
  type OrderAction,
  type OrderActor,
  type OrderView,
} from '@podoffice/domain';
import type { OrderRowAction, OrderTableRow } from '@podoffice/ui';
import type { OrderRowFieldsFragment } from '../api';

/**
 * The state machine's actions whose server call exists and is wired in this screen. None yet: the
 * order mutations (pause, resume, cancel, statuses, split, edits...) come in a later wave, and a
 * menu item without its call would look done and fail. Add an action here together with its
 * handler in OrdersScreen's onAction.
 */
export const ORDER_ACTIONS_AVAILABLE: readonly OrderAction[] = [];

/** The read-only items every order's menu has: they only read what the caller may already see. */
export const READ_ONLY_ORDER_ACTIONS = [
  { key: 'activities', label: 'Activities' },
  { key: 'orderInfo', label: 'Order info' },
  { key: 'comments', label: 'Comments' },
] as const satisfies readonly OrderRowAction[];

export type ReadOnlyOrderAction = (typeof READ_ONLY_ORDER_ACTIONS)[number]['key'];

/**
 * The menu of one order: the state machine's actions for this actor (orderActions, the rule the
 * server checks too), kept to those ORDER_ACTIONS_AVAILABLE wires, then the read-only ones.
 * site_fulfill_role is not read by the list; false is the stricter reading (the 24-hour hold
 * applies), which matters only once a hold-bound action is wired.
 */
export function orderRowActions(
  order: OrderRowFieldsFragment,
  actor: OrderActor | null,
): OrderRowAction[] {
  const wired =
    isOrderStatus(order.status) && ORDER_ACTIONS_AVAILABLE.length > 0
      ? orderActions(
          {
            id: order.id,
            status: order.status,
            paused_from: isOrderStatus(order.paused_from) ? order.paused_from : null,
            personalized: order.personalized,
            quantity: order.quantity,
            has_design: hasDesign(order),
            site_id: order.site.id,
            seller_id: order.site.user.id,
            supplier_id: order.supplier?.id ?? null,
            has_tracking: Boolean(order.tracking),
            created_at: order.created_at,
            paid_at: order.paid_at,
            site_fulfill_role: false,
          },
          actor,
        ).filter((action) => ORDER_ACTIONS_AVAILABLE.includes(action))
      : [];
  return [
    ...wired.map((key) => ({ key, label: key })),
    ...READ_ONLY_ORDER_ACTIONS.map((action, i) => ({
      ...action,
      separatorBefore: i === 0 && wired.length > 0,
    })),
  ];
}

/**
 * §4: a personalized order's designs are its own (design_status); the others' are the variant's,
 * which the API gives as the order's print files (the variant's designs copied onto the order).
 */
function hasDesign(order: OrderRowFieldsFragment): boolean {
  return order.personalized
    ? order.design_status
    : order.print_files.some((file) => Boolean(file.file_id));
}

const fullName = (
  person: { first_name?: string | null; last_name?: string | null } | null | undefined,
) => [person?.first_name, person?.last_name].filter(Boolean).join(' ') || null;

/** One API order as OrderTable shows it in `view`. */
export function toOrderRow(
  order: OrderRowFieldsFragment,
  view: OrderView,
  actor: OrderActor | null,
): OrderTableRow {
  const status = isOrderStatus(order.status) ? order.status : 'pending';
  const designFacts = {
    status,
    personalized: order.personalized,
    design_status: hasDesign(order),
    variant_design_status: hasDesign(order),
    partner_error: order.partner_error,
  };
  const display = orderDesignDisplay(designFacts);
  const partnerError = orderPartnerError(designFacts);
  return {
    id: Number(order.id),
    origin_number: order.origin_number,
    origin_id: order.origin_id,
    amazon_order_id: order.amazon_order_id,
    product: {
      title: order.product_name || order.product_type.title,
      image: order.variant_image,
      attributes: order.product_type_variant.attributes,
      origin_sku: order.origin_sku,
    },
    customer: order.customer,
    tracking_code: order.tracking?.tracking_code ?? null,
    design:
      display.kind === 'loading' ? { kind: 'loading', tip: display.tip } : { kind: display.kind },
    has_label: Boolean(order.label_image_id),
    sku: order.product_sku ?? order.product_type_variant.sku,
    status: order.status,
    partner_error: partnerError ? [partnerError] : null,
    quantity: order.quantity,
    created_at: order.created_at,
    // §2: what the viewer pays per order: a Supplier's own cost, everyone else the seller cost.
    cost: view === 'supplier' ? order.supplier_cost : order.base_cost,
    shipping_cost: order.shipping_cost,
    carrier: order.carrier?.name ?? null,
    seller: fullName(order.site.user),
    actions: orderRowActions(order, actor),
  };
}

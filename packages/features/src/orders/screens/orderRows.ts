import {
  ORDER_ACTION_RULES,
  checkOrderAction,
  isOrderStatus,
  orderActions,
  orderDesignDisplay,
  orderHeldActions,
  orderHeldUntilLabel,
  orderPartnerError,
  type OrderAction,
  type OrderActor,
  type OrderFacts,
  type OrderView,
} from '@podoffice/domain';
import type { OrderRowAction, OrderTableRow } from '@podoffice/ui';
import type { OrderRowFieldsFragment } from '../api';

/**
 * The menu's groups, in order (issue 25: a 15-item menu read as one list): status changes, edits,
 * files, then what loses something or cannot be undone (red). The read-only items come last.
 */
const MENU_GROUPS: readonly (readonly OrderAction[])[] = [
  [
    'pause',
    'resume',
    'enterPayment',
    'setProcessing',
    'setReady',
    'setInProduction',
    'setFulfilled',
    'split',
    'refresh',
  ],
  [
    'editVariant',
    'editQuantity',
    'editCarrier',
    'editCustomerInfo',
    'assignSupplier',
    'addTracking',
    'dtfMapping',
  ],
  ['uploadPrintFile'],
  ['cancel', 'deleteOrderInfo', 'deleteOrder'],
];
const DANGER = MENU_GROUPS[MENU_GROUPS.length - 1] as readonly OrderAction[];

/**
 * The state machine's actions whose server call is wired in this screen (OrderActionsHost runs
 * each): the menu's. DTF data mapping saves its mapping in the list for Push DTF. 'comment' is
 * the Comments drawer's Send, not a menu item of its own.
 */
export const ORDER_ACTIONS_AVAILABLE: readonly OrderAction[] = MENU_GROUPS.flat();

/** The read-only items every order's menu has: they only read what the caller may already see. */
export const READ_ONLY_ORDER_ACTIONS = [
  { key: 'activities', label: 'Activities' },
  { key: 'orderInfo', label: 'Order info' },
  { key: 'comments', label: 'Comments' },
] as const satisfies readonly OrderRowAction[];

export type ReadOnlyOrderAction = (typeof READ_ONLY_ORDER_ACTIONS)[number]['key'];

/** What the state machine reads of an API order (OrderFacts). */
export function orderFacts(order: OrderRowFieldsFragment): OrderFacts | null {
  if (!isOrderStatus(order.status)) return null;
  return {
    id: order.id,
    status: order.status,
    paused_from: isOrderStatus(order.paused_from) ? order.paused_from : null,
    personalized: order.personalized,
    quantity: order.quantity,
    has_design: hasDesign(order),
    product_type_state: order.product_type.state === 'paused' ? 'paused' : 'active',
    site_id: order.site.id,
    seller_id: order.site.user.id,
    supplier_id: order.supplier?.id ?? null,
    has_tracking: Boolean(order.tracking),
    created_at: order.created_at,
    paid_at: order.paid_at,
    site_fulfill_role: order.site_fulfill_role,
  };
}

/**
 * The wired actions the state machine allows this actor on this order now (orderActions, the rule
 * the server checks too). Pause and Resume are one item: the state machine offers Resume on a
 * pending order and Pause otherwise, never both.
 */
export function allowedOrderActions(
  order: OrderRowFieldsFragment,
  actor: OrderActor | null,
  now: Date = new Date(),
): OrderAction[] {
  const facts = orderFacts(order);
  if (!facts) return [];
  return orderActions(facts, actor, now).filter((action) =>
    ORDER_ACTIONS_AVAILABLE.includes(action),
  );
}

/** Whether the actor may write in this order's Comments drawer. */
export function canComment(order: OrderRowFieldsFragment, actor: OrderActor | null): boolean {
  const facts = orderFacts(order);
  return facts ? checkOrderAction('comment', facts, actor).ok : false;
}

/**
 * The menu of one order, in its groups: the actions the state machine allows, the ones only the
 * 24-hour hold keeps back (shown disabled, saying until when), then the read-only ones.
 */
export function orderRowActions(
  order: OrderRowFieldsFragment,
  actor: OrderActor | null,
  now: Date = new Date(),
  held: OrderHeld = heldActionsOf(order, actor, now),
): OrderRowAction[] {
  const allowed = allowedOrderActions(order, actor, now);
  const hint = held ? orderHeldUntilLabel(held.until) : undefined;
  const items: OrderRowAction[] = [];
  for (const group of MENU_GROUPS) {
    const first = items.length;
    for (const key of group) {
      const isHeld = held?.actions.includes(key) === true;
      if (!allowed.includes(key) && !isHeld) continue;
      items.push({
        key,
        label: ORDER_ACTION_RULES[key].label,
        ...(DANGER.includes(key) ? { danger: true } : {}),
        ...(isHeld ? { disabled: true, hint } : {}),
        ...(items.length === first && first > 0 ? { separatorBefore: true } : {}),
      });
    }
  }
  return [
    ...items,
    ...READ_ONLY_ORDER_ACTIONS.map((action, i) => ({
      ...action,
      separatorBefore: i === 0 && items.length > 0,
    })),
  ];
}

type OrderHeld = ReturnType<typeof orderHeldActions>;

/** The actions of the actor that only the 24-hour hold keeps back, and until when (null: none). */
function heldActionsOf(order: OrderRowFieldsFragment, actor: OrderActor | null, now: Date) {
  const facts = orderFacts(order);
  return facts ? orderHeldActions(facts, actor, now) : null;
}

/**
 * A personalized order's designs are its own (design_status); the others' are the variant's,
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
  const now = new Date();
  // 'Held until' where the hold keeps back one of the viewer's actions (a Ready or Fulfilled
  // order of the Supplier has none to wait for), as the menu says it beside each of them.
  const held = heldActionsOf(order, actor, now);
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
    held_note: held ? orderHeldUntilLabel(held.until) : null,
    partner_error: partnerError ? [partnerError] : null,
    quantity: order.quantity,
    created_at: order.created_at,
    // §2: what the viewer pays per order: a Supplier's own cost, everyone else the seller cost.
    cost: view === 'supplier' ? order.supplier_cost : order.base_cost,
    shipping_cost: order.shipping_cost,
    carrier: order.carrier?.name ?? null,
    seller: fullName(order.site.user),
    actions: orderRowActions(order, actor, now, held),
  };
}

import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { DTF_PARTNER_NAME, DTF_PARTNER_SUPPLIER_ID } from '../partners';
import { hasRole, type HasRoles } from '../roles';
import { ownValue } from '../lookup';
import type { ProductTypeState } from '../productTypes/types';
import { isOrderHeld, orderHeldUntil } from './hold';
import { ORDER_REFUSALS } from './messages';
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  SUPPLIER_VISIBLE_STATUSES,
  type OrderStatus,
} from './statuses';

dayjs.extend(utc);

/**
 * The order state machine with its role rules: one table that the order screens
 * read to show an action (orderActions) and the server reads to refuse it (checkOrderAction), so
 * the button a role does not see and the call the server refuses come from the same row.
 *
 * Listing and Accounting: they have product, product type and carrier work and the balance,
 * and no order action and no order route; they are read-only here (no action on any order).
 */

type Instant = string | number | Date;
type Id = string | number;

/** Every action of the table, in the order an actions menu lists them. */
export const ORDER_ACTIONS = [
  'pause',
  'resume',
  'cancel',
  'enterPayment',
  'setProcessing',
  'setReady',
  'setInProduction',
  'setFulfilled',
  'split',
  'refresh',
  'addTracking',
  'editVariant',
  'editQuantity',
  'editCarrier',
  'dtfMapping',
  'editCustomerInfo',
  'uploadPrintFile',
  'assignSupplier',
  'comment',
  'deleteOrder',
  'deleteOrderInfo',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export function isOrderAction(value: unknown): value is OrderAction {
  return typeof value === 'string' && (ORDER_ACTIONS as readonly string[]).includes(value);
}

/** What the rules read of an order; nothing else. */
export interface OrderFacts {
  id: Id;
  status: OrderStatus;
  /** The status a pending order was paused from: where Resume returns it. Null when not paused. */
  paused_from?: OrderStatus | null;
  personalized: boolean;
  quantity: number;
  /** Whether the order has its designs (designDisplay's hasDesign): where Resume goes without paused_from. */
  has_design?: boolean;
  /** The state of the order's product type (a paused type keeps a seller from pausing or resuming). */
  product_type_state?: ProductTypeState | null;
  site_id: Id | null;
  /** The seller who owns the order's site. */
  seller_id: Id | null;
  supplier_id: Id | null;
  has_tracking: boolean;
  created_at: Instant;
  /** When the order was paid; the hold counts from created_at without it. */
  paid_at?: Instant | null;
  /** The site's Fulfill role (site setting fulfill_role): no 24-hour hold. */
  site_fulfill_role: boolean;
}

/** Who acts: the signed-in user as the order rules read them. */
export interface OrderActor extends HasRoles {
  id: Id;
  /** The DTF partner supplier account (user 193, Color Ecommerce). */
  isDtfPartner: boolean;
  /** A seller's current site: a seller acts only on that site's orders. */
  currentSiteId?: Id | null;
}

/** The actor of a signed-in user; the DTF partner is the Supplier whose id is 193. */
export function orderActorOf(user: HasRoles & { id: Id }, currentSiteId?: Id | null): OrderActor {
  return {
    id: user.id,
    roles: user.roles,
    isDtfPartner: hasRole(user, 'Supplier') && String(user.id) === String(DTF_PARTNER_SUPPLIER_ID),
    currentSiteId: currentSiteId ?? null,
  };
}

/**
 * The capacities the rules grant by: the roles that act on orders, and the DTF partner supplier as
 * its own capacity (it holds Supplier's rights too).
 */
export const ORDER_CAPACITIES = [
  'Administrator',
  'Supporter',
  'Seller',
  'Supplier',
  'DtfPartner',
] as const;
export type OrderCapacity = (typeof ORDER_CAPACITIES)[number];

/** Conditions a grant may add to its from-statuses. */
export type OrderCondition =
  'productTypeActive' | 'personalizedMultiple' | 'noTracking' | 'dtfPartnerOrder';

/** What one capacity may do: the statuses it acts from and the conditions it adds. */
export interface OrderGrant {
  from: readonly OrderStatus[];
  requires?: readonly OrderCondition[];
}

/** One row of the table. */
export interface OrderActionRule {
  /** The action's name on screen and in refusals. */
  label: string;
  grants: Partial<Record<OrderCapacity, OrderGrant>>;
  /** The status the action leaves the order in; 'paused_from' for Resume; null when unchanged. */
  result: OrderStatus | 'paused_from' | null;
  /** Whether the 24-hour hold after payment blocks it (hold.ts). */
  blockedByHold: boolean;
}

const except = (...statuses: OrderStatus[]) => ORDER_STATUSES.filter((s) => !statuses.includes(s));

/** The statuses Pause acts from: where a paused order may return. */
const PAUSABLE: readonly OrderStatus[] = ['pending_design', 'processing', 'ready'];
const EARLY: readonly OrderStatus[] = ['pending', 'pending_design', 'processing'];

/**
 * The table, row by row, with its roles. Administrator holds every action ("all order
 * actions"); the Supporter pause, resume, pending_design to processing and DTF mapping and none of
 * split, refresh or the forced statuses; the Seller acts on their current site's orders; a
 * Supplier and the DTF partner on the orders assigned to them, in the statuses they see.
 */
export const ORDER_ACTION_RULES: Record<OrderAction, OrderActionRule> = {
  /**
   * Two readings for sellers: pending, pending_design and processing, or only pending_design
   * and processing. Pending is where the same button resumes, so the stricter reading, taken here,
   * pauses a seller's order from pending_design or processing only, never ready, and not when its
   * product type is paused.
   */
  pause: {
    label: 'Pause',
    grants: {
      Administrator: { from: PAUSABLE },
      Supporter: { from: PAUSABLE },
      Seller: { from: ['pending_design', 'processing'], requires: ['productTypeActive'] },
    },
    result: 'pending',
    blockedByHold: false,
  },
  /** The seller's pause/resume button is hidden while the product type is paused. */
  resume: {
    label: 'Resume',
    grants: {
      Administrator: { from: ['pending'] },
      Supporter: { from: ['pending'] },
      Seller: { from: ['pending'], requires: ['productTypeActive'] },
    },
    result: 'paused_from',
    blockedByHold: false,
  },
  /**
   * Administrator: any status but cancelled and fulfilled. Others and sellers: pending,
   * pending_design, processing, and one reading adds ready; the stricter reading, taken here,
   * leaves ready out. "Others" is the Supporter: the only other role with the internal view's
   * actions; the list of what a Supporter cannot do (split, refresh, forced statuses) does not
   * name an early cancel, which sellers have too. The DTF partner cancels its own error orders.
   */
  cancel: {
    label: 'Cancel',
    grants: {
      Administrator: { from: except('cancelled', 'fulfilled') },
      Supporter: { from: EARLY },
      Seller: { from: EARLY },
      DtfPartner: { from: ['error'] },
    },
    result: 'cancelled',
    blockedByHold: false,
  },
  /** "staff": the staff who have the orders screen (Administrator, Supporter). */
  enterPayment: {
    label: 'Enter Payment',
    grants: {
      Administrator: { from: ['processing'] },
      Supporter: { from: ['processing'] },
    },
    result: 'ready',
    blockedByHold: true,
  },
  setProcessing: {
    label: 'Processing',
    grants: {
      Administrator: { from: ['pending_design'] },
      Supporter: { from: ['pending_design'] },
    },
    result: 'processing',
    blockedByHold: false,
  },
  /**
   * The forced statuses: Administrator, or the DTF partner on its own orders. A Supplier never sees
   * a processing order (SUPPLIER_VISIBLE_STATUSES), so the partner sets ready from error only.
   */
  setReady: {
    label: 'Ready',
    grants: {
      Administrator: { from: ['processing', 'error'] },
      DtfPartner: { from: ['processing', 'error'] },
    },
    result: 'ready',
    blockedByHold: true,
  },
  setInProduction: {
    label: 'In Production',
    grants: {
      Administrator: { from: ['ready', 'error'] },
      DtfPartner: { from: ['ready', 'error'] },
    },
    result: 'in_production',
    blockedByHold: true,
  },
  setFulfilled: {
    label: 'Fulfilled',
    grants: {
      Administrator: { from: ['in_production'] },
      DtfPartner: { from: ['in_production'] },
    },
    result: 'fulfilled',
    blockedByHold: true,
  },
  split: {
    label: 'Split order',
    grants: {
      Administrator: {
        from: ['pending', 'pending_design', 'processing', 'ready', 'error'],
        requires: ['personalizedMultiple'],
      },
    },
    result: null,
    blockedByHold: false,
  },
  /** "not restricted by status in notes". */
  refresh: {
    label: 'Refresh order',
    grants: { Administrator: { from: ORDER_STATUSES } },
    result: null,
    blockedByHold: false,
  },
  /**
   * Staff add or edit tracking in production or fulfilled. Suppliers: in_production only, and one
   * reading adds "with no tracking yet"; the stricter reading, taken here: a supplier adds the
   * first tracking of an order in production, and staff change it afterwards.
   */
  addTracking: {
    label: 'Add Tracking',
    grants: {
      Administrator: { from: ['in_production', 'fulfilled'] },
      Supporter: { from: ['in_production', 'fulfilled'] },
      Supplier: { from: ['in_production'], requires: ['noTracking'] },
      DtfPartner: { from: ['in_production'], requires: ['noTracking'] },
    },
    result: null,
    blockedByHold: false,
  },
  /**
   * "authorised users": the Administrator and the order's seller (sellers have the edits).
   * The Supporter's rights name no edit, and a variant or quantity changes what the seller
   * pays, so the Supporter has none.
   */
  editVariant: {
    label: 'Change variant',
    grants: {
      Administrator: { from: ['pending', 'pending_design', 'processing', 'ready'] },
      Seller: { from: ['pending', 'pending_design', 'processing', 'ready'] },
    },
    result: null,
    blockedByHold: false,
  },
  editQuantity: {
    label: 'Change quantity',
    grants: {
      Administrator: { from: ['pending', 'pending_design', 'processing', 'ready'] },
      Seller: { from: ['pending', 'pending_design', 'processing', 'ready'] },
    },
    result: null,
    blockedByHold: false,
  },
  editCarrier: {
    label: 'Change carrier',
    grants: {
      Administrator: { from: EARLY },
      Seller: { from: EARLY },
    },
    result: null,
    blockedByHold: false,
  },
  /** Only on orders of the DTF partner supplier; that supplier maps its own. */
  dtfMapping: {
    label: 'DTF data mapping',
    grants: {
      Administrator: { from: ['ready', 'error'], requires: ['dtfPartnerOrder'] },
      Supporter: { from: ['ready', 'error'], requires: ['dtfPartnerOrder'] },
      DtfPartner: { from: ['ready', 'error'], requires: ['dtfPartnerOrder'] },
    },
    result: null,
    blockedByHold: false,
  },
  /**
   * Administrator and Supporter at any status; "others" (the seller, whose customer it is) in
   * pending, pending_design, processing, ready, error. Suppliers ship to the address and do not
   * edit it.
   */
  editCustomerInfo: {
    label: 'Update customer info',
    grants: {
      Administrator: { from: ORDER_STATUSES },
      Supporter: { from: ORDER_STATUSES },
      Seller: { from: ['pending', 'pending_design', 'processing', 'ready', 'error'] },
    },
    result: null,
    blockedByHold: false,
  },
  /**
   * Print files are locked in in_production, fulfilled and cancelled; the Upload button shows to
   * the Administrator "at any status", else on ready or error orders. The lock wins over "any
   * status" (the stricter reading): a file changed under production would not be the one printed.
   * The seller uploads designs; the Supporter's rights name no upload.
   */
  uploadPrintFile: {
    label: 'Upload Designs',
    grants: {
      Administrator: { from: except('in_production', 'fulfilled', 'cancelled') },
      Seller: { from: ['ready', 'error'] },
    },
    result: null,
    blockedByHold: false,
  },
  /**
   * AssignOrderSupplier: not a row of the table; an Administrator's ("all order actions"). Before
   * production only (the stricter reading): once a supplier prints, moving the order would pay two.
   */
  assignSupplier: {
    label: 'Assign supplier',
    grants: {
      Administrator: { from: ['pending', 'pending_design', 'processing', 'ready', 'error'] },
    },
    result: null,
    blockedByHold: false,
  },
  /**
   * createComment: not a row of the table. Whoever reads the order may write in its Comments
   * drawer (the drawer is in every view); the reach rules keep a seller to their site and a
   * supplier to its assignments.
   */
  comment: {
    label: 'Comments',
    grants: {
      Administrator: { from: ORDER_STATUSES },
      Supporter: { from: ORDER_STATUSES },
      Seller: { from: ORDER_STATUSES },
      Supplier: { from: ORDER_STATUSES },
      DtfPartner: { from: ORDER_STATUSES },
    },
    result: null,
    blockedByHold: false,
  },
  /**
   * deleteOrder: not a row of the table; the Administrator's. Only orders nobody has paid for or
   * produced (before ready) and the cancelled or error ones: an order from ready on is paid for and
   * counted in the seller's balance, so it is cancelled, not deleted (the stricter reading).
   */
  deleteOrder: {
    label: 'Delete',
    grants: {
      Administrator: { from: ['pending', 'pending_design', 'processing', 'cancelled', 'error'] },
    },
    result: null,
    blockedByHold: false,
  },
  /**
   * deleteOrderInfo: not a row of the table. Read here as erasing the shopper's personal data from
   * the order (customer link, billing and shipping addresses) when a shopper asks, at any status;
   * the Administrator's, like the other erasures of personal data.
   */
  deleteOrderInfo: {
    label: 'Delete customer info',
    grants: { Administrator: { from: ORDER_STATUSES } },
    result: null,
    blockedByHold: false,
  },
};

/** The forced status changes of updateOrderStatus(order_id, status) by the status asked for. */
export const STATUS_CHANGE_ACTIONS: Partial<Record<OrderStatus, OrderAction>> = {
  processing: 'setProcessing',
  ready: 'setReady',
  in_production: 'setInProduction',
  fulfilled: 'setFulfilled',
};

/** The action updateOrderStatus performs for a status, or null for one it does not set. */
export function statusChangeAction(status: unknown): OrderAction | null {
  return typeof status === 'string' ? (ownValue(STATUS_CHANGE_ACTIONS, status) ?? null) : null;
}

const same = (a: Id | null | undefined, b: Id | null | undefined) =>
  a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);

/** The capacities of an actor, strongest first. */
export function orderCapacities(actor: OrderActor | null | undefined): readonly OrderCapacity[] {
  if (!actor) return [];
  const known = capacitiesOf.get(actor);
  if (known) return known;
  const capacities: OrderCapacity[] = [];
  if (hasRole(actor, 'Administrator')) capacities.push('Administrator');
  if (hasRole(actor, 'Supporter')) capacities.push('Supporter');
  if (hasRole(actor, 'Seller')) capacities.push('Seller');
  if (hasRole(actor, 'Supplier')) {
    if (actor.isDtfPartner) capacities.push('DtfPartner');
    capacities.push('Supplier');
  }
  capacitiesOf.set(actor, capacities);
  return capacities;
}

/**
 * Each actor's capacities, worked out once: a list screen asks about ~20 actions of each of its
 * 20 rows, and reading the roles' names each time was a tenth of drawing the orders page.
 */
const capacitiesOf = new WeakMap<OrderActor, readonly OrderCapacity[]>();

/** Why a capacity may not reach this order at all, or null. */
function reachRefusal(
  capacity: OrderCapacity,
  order: OrderFacts,
  actor: OrderActor,
): string | null {
  if (capacity === 'Seller') {
    return same(order.site_id, actor.currentSiteId) && same(order.seller_id, actor.id)
      ? null
      : ORDER_REFUSALS.notYourSite;
  }
  if (capacity === 'Supplier' || capacity === 'DtfPartner') {
    return same(order.supplier_id, actor.id) && SUPPLIER_VISIBLE_STATUSES.includes(order.status)
      ? null
      : ORDER_REFUSALS.notAssigned;
  }
  return null;
}

function conditionRefusal(condition: OrderCondition, order: OrderFacts): string | null {
  switch (condition) {
    case 'productTypeActive':
      return order.product_type_state === 'paused' ? ORDER_REFUSALS.productTypePaused : null;
    case 'personalizedMultiple':
      return order.personalized && order.quantity > 1
        ? null
        : ORDER_REFUSALS.notPersonalizedMultiple;
    case 'noTracking':
      return order.has_tracking ? ORDER_REFUSALS.hasTracking : null;
    case 'dtfPartnerOrder':
      return same(order.supplier_id, DTF_PARTNER_SUPPLIER_ID)
        ? null
        : ORDER_REFUSALS.notDtfPartnerOrder(order.id, DTF_PARTNER_NAME);
  }
}

/**
 * Where Resume returns a paused order: the status it was paused from; an order that is pending
 * without one (it arrived paused) goes to the first working status, pending_design until it has
 * its designs, else processing.
 */
export function resumeStatus(order: Pick<OrderFacts, 'paused_from' | 'has_design'>): OrderStatus {
  if (order.paused_from && PAUSABLE.includes(order.paused_from)) return order.paused_from;
  return order.has_design ? 'processing' : 'pending_design';
}

export type OrderActionCheck = { ok: true; status?: OrderStatus } | { ok: false; reason: string };

/**
 * Whether `actor` may do `action` to `order` at `now`, and the status it leaves the order in when
 * the action changes it. The server calls this before every order change.
 */
export function checkOrderAction(
  action: OrderAction | string,
  order: OrderFacts,
  actor: OrderActor | null | undefined,
  now: Instant = new Date(),
): OrderActionCheck {
  if (!isOrderAction(action)) return { ok: false, reason: ORDER_REFUSALS.unknownAction };
  const rule = ORDER_ACTION_RULES[action];
  const capacities = orderCapacities(actor).filter((c) => rule.grants[c]);
  if (!actor || capacities.length === 0) {
    return { ok: false, reason: ORDER_REFUSALS.notAllowed(rule.label) };
  }
  // An actor with several roles may act in any of them; a refusal names the strongest one's reason.
  const refusals = capacities.map((capacity) => {
    const grant = rule.grants[capacity] as OrderGrant;
    return (
      reachRefusal(capacity, order, actor) ??
      (grant.from.includes(order.status)
        ? null
        : ORDER_REFUSALS.wrongStatus(
            rule.label,
            ORDER_STATUS_LABELS[order.status] ?? order.status,
          )) ??
      (grant.requires ?? []).map((c) => conditionRefusal(c, order)).find((r) => r !== null) ??
      null
    );
  });
  if (!refusals.includes(null)) return { ok: false, reason: refusals[0] as string };

  // The hold binds every role, the Administrator's forced statuses too: the site's Fulfill role is
  // what lifts it (spec 1 §4), so no one sends a seller's order to production inside the window.
  const held = rule.blockedByHold ? holdRefusal(order, now) : null;
  if (held) return { ok: false, reason: held };
  if (rule.result === null) return { ok: true };
  return { ok: true, status: rule.result === 'paused_from' ? resumeStatus(order) : rule.result };
}

/** The 24-hour hold's refusal (until when) while `order` is held at `now`, else null. */
export function holdRefusal(order: OrderFacts, now: Instant = new Date()): string | null {
  if (!isOrderHeld(order, { fulfill_role: order.site_fulfill_role }, now)) return null;
  const until = (orderHeldUntil(order, order.site_fulfill_role) as Date).getTime();
  let reason = heldReasons.get(until);
  if (reason === undefined) {
    reason = ORDER_REFUSALS.held(dayjs.utc(until).format('DD MMM YYYY, HH:mm:ss [UTC]'));
    if (heldReasons.size >= 2000) heldReasons.clear();
    heldReasons.set(until, reason);
  }
  return reason;
}

/** The hold's refusals by the moment it ends: a list asks for the same one for many actions. */
const heldReasons = new Map<number, string>();

/** The actions the order's menu offers `actor` at `now`: exactly those checkOrderAction allows. */
export function orderActions(
  order: OrderFacts,
  actor: OrderActor | null | undefined,
  now: Instant = new Date(),
): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => checkOrderAction(action, order, actor, now).ok);
}

/**
 * The actions the 24-hour hold alone keeps `actor` from at `now` (allowed once it ends), with the
 * moment it ends: what a menu shows disabled, with the reason, instead of leaving them out.
 */
export function orderHeldActions(
  order: OrderFacts,
  actor: OrderActor | null | undefined,
  now: Instant = new Date(),
): { actions: OrderAction[]; until: Date } | null {
  if (!isOrderHeld(order, { fulfill_role: order.site_fulfill_role }, now)) return null;
  const until = orderHeldUntil(order, order.site_fulfill_role) as Date;
  const actions = ORDER_ACTIONS.filter(
    (action) =>
      ORDER_ACTION_RULES[action].blockedByHold &&
      !checkOrderAction(action, order, actor, now).ok &&
      checkOrderAction(action, order, actor, until).ok,
  );
  return actions.length > 0 ? { actions, until } : null;
}

// MSW handlers and fixtures of the orders area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import type { GraphQLQuery, GraphQLResponseBody } from 'msw/graphql';
import {
  DTF_PARTNER_SUPPLIER_ID,
  ORDER_ACTION_RULES,
  ORDER_BULK_EDIT_MAX,
  ORDER_EDIT_MESSAGES,
  ORDER_STATUSES,
  SERVER_MESSAGES,
  SUPPLIER_VISIBLE_STATUSES,
  TRACKING_MESSAGES,
  TRANSFER_MESSAGES,
  canTransferOrders,
  checkOrderAction,
  customerInfoErrors,
  transferInputError,
  exportEmailsSchema,
  firstValidationError,
  orderExportAvailability,
  orderExportCall,
  hasRole,
  isOrderSearchField,
  normalTrackingCode,
  trackingFormErrors,
  orderActorOf,
  orderCommentError,
  orderCapacities,
  orderQuantityError,
  orderViewFor,
  readableAmounts,
  statusChangeAction,
  type OrderAction,
  type OrderStatus,
} from '@podoffice/domain';
import { userOfRequest, usersByRole } from '../shared/fixtures';
import { fetchOrdersHandlers } from '../shared/fetchOrders/mocks';
import { mockJobs } from '../shared/jobs/mocks';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import { orderFacts } from './screens/orderRows';
import { dtfPushHandlers } from './dtfMocks';
import { savedViewHandlers, type SavedViewFixture } from './savedViewMocks';
import type {
  OrderAddressFieldsFragment,
  OrderCommentsQuery,
  OrderEntityLogsQuery,
  OrderFilter,
  OrderQuery,
  OrderRowFieldsFragment,
} from './api';

/** An order as the detail reads it (the list reads a part of it). */
export type OrderFixture = OrderQuery['order'];

const seller = usersByRole.Seller;
const supplier = usersByRole.Supplier;

/** The fixture seller's two sites (the current site picks one) and another seller's. */
export const ORDER_SITES = [
  { id: '11', title: 'Sam’s Tees', sellerId: seller.id },
  { id: '12', title: 'Sam’s Mugs', sellerId: seller.id },
  { id: '21', title: 'Other Shop', sellerId: '99' },
] as const;

/** The fixture seller's API site: its orders are on Api/CSV Orders, not Internal Orders. */
export const ORDER_API_SITE = { id: '13', title: 'Sam’s API' } as const;

/**
 * The fixture tee, served by Storybook from public/fixtures/orders: a full address (http...), as
 * a shop's image is, so it is not read from the file store and stays on the page's own origin.
 */
const FIXTURE_IMAGE = `${globalThis.location?.origin ?? 'http://localhost'}/fixtures/orders/tee-black.svg`;

const PRODUCT_TYPES = [
  { id: '1', title: 'Classic T-Shirt', state: 'active' },
  { id: '2', title: 'Ceramic Mug', state: 'active' },
];

export function makeAddress(
  overrides: Partial<OrderAddressFieldsFragment> = {},
): OrderAddressFieldsFragment {
  return {
    id: '1',
    first_name: 'Jane',
    last_name: 'Doe',
    company: null,
    phone: '+1 555 0100',
    address1: '12 Main Street',
    address2: null,
    city: 'Austin',
    state: 'Texas',
    state_code: 'TX',
    zip: '78701',
    country: 'United States',
    country_code: 'US',
    method_title: null,
    ...overrides,
  };
}

/** One order; by default a pending tee of the seller's first site, supplied by the fixture supplier. */
export function makeOrder(overrides: Partial<OrderFixture> = {}): OrderFixture {
  const site = ORDER_SITES[0];
  return {
    id: '1041',
    origin_id: '5001',
    origin_number: '#1001',
    origin_sku: 'TEE-BLK-M',
    product_sku: 'POD-TEE-BLK-M',
    price: 24.5,
    base_cost: 9.75,
    supplier_cost: 6.5,
    quantity: 2,
    shipping_cost: 4.99,
    status: 'pending',
    paused_from: null,
    personalized: false,
    custom_order: false,
    design_status: false,
    product_name: 'Classic T-Shirt',
    variant_image: FIXTURE_IMAGE,
    amazon_order_id: null,
    label_image_id: null,
    partner_error: [],
    api_order: false,
    paid_at: null,
    created_at: new Date().toISOString(),
    site_fulfill_role: false,
    tracking: null,
    customer: {
      id: '501',
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane@example.test',
      phone: '+1 555 0100',
    },
    site: {
      id: site.id,
      title: site.title,
      user: { id: seller.id, first_name: seller.first_name, last_name: seller.last_name },
    },
    supplier: { id: supplier.id, first_name: supplier.first_name, last_name: supplier.last_name },
    carrier: { id: '1', name: 'USPS' },
    product_type: PRODUCT_TYPES[0]!,
    print_files: [{ id: '1', file_id: '77', mockup: null }],
    product_type_variant: {
      id: '31',
      sku: 'POD-TEE-BLK-M',
      attributes: [
        { name: 'Color', option: 'Black' },
        { name: 'Size', option: 'M' },
      ],
    },
    billing: makeAddress(),
    shipping: makeAddress({ id: '2', method_title: 'Standard' }),
    ...overrides,
  };
}

/**
 * `count` orders spread over the statuses, the seller's two sites and another seller's, and the
 * last few days (an hour apart, newest first), so the default last-7-days range lists them.
 */
export function makeOrders(count = 45, now = Date.now()): OrderFixture[] {
  return Array.from({ length: count }, (_, i) => {
    const status = ORDER_STATUSES[i % ORDER_STATUSES.length]!;
    const site = ORDER_SITES[i % ORDER_SITES.length]!;
    const type = PRODUCT_TYPES[i % 2]!;
    return makeOrder({
      id: String(1000 + count - i),
      origin_id: String(5000 + i),
      origin_number: `#${1000 + i}`,
      status,
      created_at: new Date(now - i * 3_600_000).toISOString(),
      site: {
        id: site.id,
        title: site.title,
        user: { id: site.sellerId, first_name: 'Sam', last_name: 'Seller' },
      },
      // Every third order is another supplier's: a supplier sees only their own.
      supplier:
        i % 3 === 2
          ? { id: '98', first_name: 'Other', last_name: 'Supplier' }
          : { id: supplier.id, first_name: supplier.first_name, last_name: supplier.last_name },
      product_type: type,
      product_name: type.title,
      partner_error: status === 'error' ? ['Variant is out of stock at the partner'] : [],
      customer: {
        id: String(500 + i),
        first_name: 'Customer',
        last_name: String(i),
        email: `customer${i}@example.test`,
        phone: null,
      },
    });
  });
}

export const orderFixtures: OrderFixture[] = makeOrders();

/**
 * One order of each kind the action menus differ on, all on the fixture seller's first site: an
 * early order, a processing one paid two days ago (past the 24-hour hold), a personalized one of
 * quantity 3 (split), a ready one of the DTF partner, one in production and a paused one.
 */
export function makeActionOrders(now = Date.now()): OrderFixture[] {
  const paidLongAgo = new Date(now - 2 * 86_400_000).toISOString();
  const dtf = { id: String(DTF_PARTNER_SUPPLIER_ID), first_name: 'Color', last_name: 'Ecommerce' };
  return [
    makeOrder({ id: '2001', status: 'pending_design', quantity: 2 }),
    makeOrder({ id: '2002', status: 'processing', paid_at: paidLongAgo, created_at: paidLongAgo }),
    makeOrder({ id: '2003', status: 'processing', personalized: true, quantity: 3 }),
    makeOrder({ id: '2004', status: 'ready', paid_at: paidLongAgo, supplier: dtf }),
    makeOrder({ id: '2005', status: 'in_production', paid_at: paidLongAgo }),
    makeOrder({ id: '2006', status: 'pending', paused_from: 'processing' }),
  ];
}

/**
 * What the bulk bar selects, all on the fixture seller's first site: two ready tees, a ready mug,
 * a processing tee (a seller may still change its carrier), a tee in production and a fulfilled
 * one (too late to change supplier or carrier).
 */
export function makeBulkOrders(now = Date.now()): OrderFixture[] {
  const at = (hours: number) => new Date(now - hours * 3_600_000).toISOString();
  const mug = { product_type: PRODUCT_TYPES[1]!, product_name: PRODUCT_TYPES[1]!.title };
  return [
    makeOrder({ id: '2101', status: 'ready', created_at: at(1) }),
    makeOrder({ id: '2102', status: 'ready', created_at: at(2) }),
    makeOrder({ id: '2103', status: 'ready', created_at: at(3), ...mug }),
    makeOrder({ id: '2104', status: 'processing', created_at: at(4) }),
    makeOrder({ id: '2105', status: 'in_production', created_at: at(5) }),
    makeOrder({ id: '2106', status: 'fulfilled', created_at: at(6) }),
  ];
}

/**
 * An order as the server answers its reader (the domain's AMOUNT_READERS): a Supplier gets no
 * shopper's price nor seller cost, a Seller no supplier cost.
 */
const orderAsReadBy = (request: Request, order: OrderFixture): OrderFixture =>
  readableAmounts(userOfRequest(request), 'Order', order);

/** A change's answer (an order, a split's orders, a deleted order's id, a comment) as its reader reads it. */
function answerAsReadBy(user: ReturnType<typeof userOfRequest>, data: unknown): unknown {
  if (Array.isArray(data)) return data.map((item) => answerAsReadBy(user, item));
  return typeof data === 'object' && data !== null ? readableAmounts(user, 'Order', data) : data;
}

/** The orders a fixture user reads (spec 2 §6), as the server scopes them. */
function scopeOf(request: Request): ((order: OrderFixture) => boolean) | { refused: string } {
  const user = userOfRequest(request);
  if (!user) return { refused: SERVER_MESSAGES.notSignedIn };
  if (hasRole(user, 'Administrator', 'Supporter')) return () => true;
  if (hasRole(user, 'Seller')) return (order) => order.site.user.id === user.id;
  if (hasRole(user, 'Supplier')) {
    return (order) =>
      order.supplier?.id === user.id &&
      (SUPPLIER_VISIBLE_STATUSES as readonly string[]).includes(order.status);
  }
  return { refused: SERVER_MESSAGES.forbidden };
}

const dayStart = (day: string) => new Date(day.length === 10 ? `${day}T00:00:00.000Z` : day);
const dayEnd = (day: string) => new Date(day.length === 10 ? `${day}T23:59:59.999Z` : day);

function searchable(order: OrderFixture, field: string): string[] {
  const all: Record<string, (string | null | undefined)[]> = {
    origin_id: [order.origin_id],
    origin_number: [order.origin_number],
    amazon_order_id: [order.amazon_order_id],
    id: [order.id],
    method_title: [order.shipping?.method_title],
    sku: [order.product_sku, order.origin_sku],
    customer_email: [order.customer?.email],
  };
  const values = field === 'all' ? Object.values(all).flat() : (all[field] ?? []);
  return values.filter((v): v is string => Boolean(v)).map((v) => v.toLowerCase());
}

/** Everything of the filter but its status tab: what the aggs count. */
function matches(order: OrderFixture, filter: OrderFilter): boolean {
  if (filter.site_ids?.length && !filter.site_ids.includes(order.site.id)) return false;
  if (filter.product_type_ids?.length && !filter.product_type_ids.includes(order.product_type.id))
    return false;
  if (filter.supplier_ids?.length && !filter.supplier_ids.includes(order.supplier?.id ?? ''))
    return false;
  if (filter.seller_ids?.length && !filter.seller_ids.includes(order.site.user.id)) return false;
  if (typeof filter.api_order === 'boolean' && order.api_order !== filter.api_order) return false;
  if (filter.order_id && order.id !== filter.order_id) return false;
  if (filter.order_ids && !filter.order_ids.includes(order.id)) return false;
  const created = new Date(order.created_at);
  if (filter.from && created < dayStart(filter.from)) return false;
  if (filter.to && created > dayEnd(filter.to)) return false;
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const field = filter.field ?? 'all';
    if (!searchable(order, field).some((value) => value.includes(search))) return false;
  }
  return true;
}

/** The server's refusal of a filter's order_ids (orders/filter.ts): 1 to ORDER_BULK_EDIT_MAX. */
function orderIdsRefusal(filter: OrderFilter) {
  if (!filter.order_ids) return null;
  if (filter.order_ids.length > ORDER_BULK_EDIT_MAX) {
    return graphqlError(ORDER_EDIT_MESSAGES.tooManyOrders, 'BAD_USER_INPUT');
  }
  if (filter.order_ids.length === 0) {
    return graphqlError(ORDER_EDIT_MESSAGES.noOrders, 'BAD_USER_INPUT');
  }
  return null;
}

export interface OrderHandlerOptions {
  /** The seller_message app setting (HTML); null when never saved. */
  sellerMessage?: string | null;
  comments?: OrderCommentsQuery['OrderComments'];
  logs?: OrderEntityLogsQuery['entityLogs']['hits'];
  /** The order exports' jobs end failed (until Retry). */
  exportFails?: boolean;
  /** The DTF partner refuses every push (DTF_PARTNER_REFUSAL). */
  dtfPartnerRefuses?: boolean;
  /**
   * Where a search stops counting, as the server's COUNT_CEILING (1,000) stops it: past it the
   * answer says count_capped and counts the first `countCeiling` matches.
   */
  countCeiling?: number;
  /** The user's saved views of the screen. */
  savedViews?: readonly SavedViewFixture[];
}

/** The fixture tee's variants (Change variant): two colours in three sizes. */
export const TEE_VARIANTS = ['Black', 'White'].flatMap((color, c) =>
  ['S', 'M', 'L'].map((size, s) => ({
    id: String(30 + c * 3 + s),
    sku: `POD-TEE-${color.slice(0, 3).toUpperCase()}-${size}`,
    base_cost: 9.75 + s,
    attributes: [
      { name: 'Color', slug: 'color', option: color },
      { name: 'Size', slug: 'size', option: size },
    ],
  })),
);

const TEE_ATTRIBUTES = [
  { name: 'Color', slug: 'color', options: [{ name: 'Black' }, { name: 'White' }] },
  { name: 'Size', slug: 'size', options: [{ name: 'S' }, { name: 'M' }, { name: 'L' }] },
];

/** The carriers of the fixture types, with the type's price (the variant overrides Express). */
export const ORDER_CARRIERS = [
  { carrier_id: '1', price: 4.99, default: true, carrier: { id: '1', name: 'USPS' } },
  { carrier_id: '2', price: 0, default: false, carrier: { id: '2', name: 'Economy' } },
  { carrier_id: '3', price: 12.5, default: false, carrier: { id: '3', name: 'Express' } },
];
const VARIANT_CARRIER_COSTS = [{ carrier_id: '3', cost: 14 }];

/** The suppliers of the fixture types (Assign supplier). */
export const TYPE_SUPPLIERS = [
  { id: supplier.id, first_name: supplier.first_name, last_name: supplier.last_name },
  { id: '98', first_name: 'Other', last_name: 'Supplier' },
];

/**
 * The order reads answered from a list as the server answers them: the caller's scope (§6), the
 * filter, its status tab, 1 to 100 a page, the per-status aggs without the tab; 'Order not found'
 * (NOT_FOUND) for an order outside the scope.
 */
export function orderHandlers(
  orders: OrderFixture[] = orderFixtures,
  {
    sellerMessage = null,
    comments = [],
    logs = [],
    exportFails = false,
    dtfPartnerRefuses = false,
    countCeiling = 1_000,
    savedViews = [],
  }: OrderHandlerOptions = {},
) {
  const api = apiLink();
  const jobs = mockJobs();
  // exportOrders and supplierExportOrder as the server checks them (exports/resolvers.ts): the
  // caller's call, §4's availability for the statuses, §5's receivers; then a job over the orders.
  const startExport =
    (call: 'exportOrders' | 'supplierExportOrder') =>
    async ({ variables, request }: { variables: Record<string, unknown>; request: Request }) => {
      const user = userOfRequest(request);
      const scope = scopeOf(request);
      if (typeof scope !== 'function') return graphqlError(scope.refused);
      if (orderExportCall(user) !== call) return graphqlError(SERVER_MESSAGES.forbidden);
      const filter = (variables.filter ?? {}) as OrderFilter;
      const badIds = orderIdsRefusal(filter);
      if (badIds) return badIds;
      const availability = orderExportAvailability(user, (filter.status ?? []) as OrderStatus[]);
      if (!availability.enabled) return graphqlError(availability.reason);
      const refused = await firstValidationError(exportEmailsSchema, variables.emails);
      if (refused) return graphqlError(refused);
      const total = orders.filter(
        (o) => scope(o) && matches(o, filter) && (filter.status ?? []).includes(o.status),
      ).length;
      const job = jobs.start('order-export', total, { fail: exportFails });
      return HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({
        data: { [call]: { id: job.id, status: job.status } },
      });
    };
  // The changes edit this copy: a story or test starts from the fixtures each time it sets up.
  const store: OrderFixture[] = structuredClone(orders);
  orders = store;
  const commentStore = [...comments];
  return [
    ...orderChangeHandlers(store, commentStore),
    ...jobs.handlers,
    ...fetchOrdersHandlers(jobs),
    ...dtfPushHandlers(store, jobs, { partnerRefuses: dtfPartnerRefuses }),
    ...savedViewHandlers(savedViews),
    api.mutation('ExportOrders', startExport('exportOrders')),
    api.mutation('SupplierExportOrder', startExport('supplierExportOrder')),
    api.query('Orders', ({ variables, request }) => {
      const scope = scopeOf(request);
      if (typeof scope !== 'function') return graphqlError(scope.refused);
      const filter = (variables.filter ?? {}) as OrderFilter;
      const badIds = orderIdsRefusal(filter);
      if (badIds) return badIds;
      const { limit = 20, offset = 0 } = filter;
      if (limit === null || limit < 1 || limit > 100) {
        return graphqlError('limit must be a whole number from 1 to 100');
      }
      const user = userOfRequest(request);
      const view = orderViewFor(user);
      if (filter.field && !isOrderSearchField(view, filter.field)) {
        return graphqlError(`field must be one of the view's search fields`);
      }
      const scoped = orders.filter((o) => scope(o) && matches(o, filter));
      const capped = Boolean(filter.search) && scoped.length > countCeiling;
      const counted = capped ? scoped.slice(0, countCeiling) : scoped;
      const aggs = ORDER_STATUSES.map((key: OrderStatus) => ({
        key,
        doc_count: counted.filter((o) => o.status === key).length,
      }));
      const tabOf = (list: OrderFixture[]) =>
        filter.status?.length ? list.filter((o) => filter.status!.includes(o.status)) : list;
      const count = tabOf(counted).length;
      const hits: OrderRowFieldsFragment[] = tabOf(scoped)
        .slice(offset ?? 0, (offset ?? 0) + limit)
        .map((order) => orderAsReadBy(request, order));
      return HttpResponse.json({ data: { orders: { count, count_capped: capped, hits, aggs } } });
    }),
    api.query('Order', ({ variables, request }) => {
      const scope = scopeOf(request);
      if (typeof scope !== 'function') return graphqlError(scope.refused);
      const order = orders.find((o) => o.id === String(variables.id));
      if (!order || !scope(order)) return graphqlError('Order not found', 'NOT_FOUND');
      return HttpResponse.json({ data: { order: orderAsReadBy(request, order) } });
    }),
    api.query('OrderComments', ({ variables, request }) => {
      const scope = scopeOf(request);
      if (typeof scope !== 'function') return graphqlError(scope.refused);
      const order = orders.find((o) => o.id === String(variables.order_id));
      if (!order || !scope(order)) return graphqlError('Order not found', 'NOT_FOUND');
      return HttpResponse.json({
        data: { OrderComments: commentStore.filter((c) => c.order_id === order.id) },
      });
    }),
    api.query('OrderEntityLogs', ({ variables, request }) => {
      const scope = scopeOf(request);
      if (typeof scope !== 'function') return graphqlError(scope.refused);
      const filter = variables.filter as { id: string; limit?: number | null };
      const order = orders.find((o) => o.id === String(filter.id));
      if (!order || !scope(order)) return graphqlError('Order not found', 'NOT_FOUND');
      const own = logs.filter((l) => l.id.startsWith(`${order.id}-`));
      return HttpResponse.json({
        data: { entityLogs: { count: own.length, hits: own.slice(0, filter.limit ?? 100) } },
      });
    }),
    api.query('OrderFilterProductTypes', () =>
      HttpResponse.json({ data: { productTypes: { hits: PRODUCT_TYPES } } }),
    ),
    api.query('OrderFilterSuppliers', () =>
      HttpResponse.json({
        data: {
          users: {
            hits: [
              { id: supplier.id, first_name: supplier.first_name, last_name: supplier.last_name },
              { id: '98', first_name: 'Other', last_name: 'Supplier' },
            ],
          },
        },
      }),
    ),
    api.query('OrderFilterSellers', () =>
      HttpResponse.json({
        data: {
          usersByRole: [
            { id: seller.id, first_name: seller.first_name, last_name: seller.last_name },
          ],
        },
      }),
    ),
    api.query('OrderFilterSites', () =>
      HttpResponse.json({
        data: { sites: { hits: ORDER_SITES.map(({ id, title }) => ({ id, title })) } },
      }),
    ),
    api.query('OrderCurrentSite', ({ variables }) => {
      const id = String(variables.id);
      const site = ORDER_SITES.find((s) => s.id === id);
      if (id === ORDER_API_SITE.id) {
        return HttpResponse.json({ data: { siteById: { ...ORDER_API_SITE, platform: 'api' } } });
      }
      return HttpResponse.json(
        site
          ? { data: { siteById: { id, title: site.title, platform: 'shopify' } } }
          : { errors: [{ message: 'Site not found' }], data: null },
      );
    }),
    api.query('SellerMessage', () =>
      HttpResponse.json({
        data: { getAppSettings: [{ id: '1', name: 'seller_message', value: sellerMessage }] },
      }),
    ),
  ];
}

type OrderRead =
  | 'Orders'
  | 'Order'
  | 'OrderComments'
  | 'OrderEntityLogs'
  | 'OrderVariantChoices'
  | 'OrderCarrierChoices';

/** One order read failing with this message; pass it to a later msw.use() than orderHandlers(). */
export function orderFailure(operation: OrderRead, message: string) {
  return apiLink().query(operation, () => graphqlError(message));
}

/** One order read that never answers: the loading state. */
export function orderLoading(operation: OrderRead) {
  return apiLink().query(operation, neverResolves);
}

/** The order changes a mutation runs, by operation name (OrderChanges.graphql). */
export type OrderChangeOperation =
  | 'PauseOrder'
  | 'ResumeOrder'
  | 'CancelOrder'
  | 'SplitOrderPersonalized'
  | 'UpdateOrderStatus'
  | 'AssignOrderSupplier'
  | 'AssignOrderCarrier'
  | 'RefreshOrder'
  | 'EnterPayment'
  | 'DeleteOrder'
  | 'DeleteOrderInfo'
  | 'UpdateCustomerInfo'
  | 'CreateComment'
  | 'ReMapOrderVariant'
  | 'UpdateOrderQuantity';

/** One order change failing with this message; pass it to a later msw.use() than orderHandlers(). */
export function orderChangeFailure(operation: OrderChangeOperation, message: string) {
  return apiLink().mutation(operation, () => graphqlError(message));
}

/** One order change that never answers: its Save or confirm stays busy. */
export function orderChangeLoading(operation: OrderChangeOperation) {
  return apiLink().mutation(operation, neverResolves);
}

type Vars = Record<string, unknown>;
type Applied = { data: unknown } | { error: string };

/**
 * The order changes as the server makes them (packages/server/src/graphql/orders/act.ts): the
 * caller's scope ('Order not found'), then the domain's checkOrderAction (FORBIDDEN when no role of
 * the caller has the action, BAD_USER_INPUT with the reason otherwise), then the change on the
 * store, so a later read shows it.
 */
function orderChangeHandlers(store: OrderFixture[], comments: OrderCommentsQuery['OrderComments']) {
  const api = apiLink();
  let nextId = Math.max(0, ...store.map((o) => Number(o.id))) + 1;

  const act =
    (
      operation: OrderChangeOperation,
      action: (vars: Vars) => OrderAction | null,
      apply: (order: OrderFixture, status: OrderStatus | undefined, vars: Vars) => Applied,
    ) =>
    ({ variables, request }: { variables: Vars; request: Request }) => {
      const user = userOfRequest(request);
      if (!user) return graphqlError(SERVER_MESSAGES.notSignedIn);
      const scope = scopeOf(request);
      if (typeof scope !== 'function') return graphqlError(scope.refused);
      // AssignOrderSupplier and assignOrderCarrier take a list (the bulk bar's selection) and
      // answer one: the server's bulkIds bounds it, then every order is found and checked before
      // any changes (actOnOrders: all or nothing).
      const listed = ((variables.order_ids as unknown[] | null | undefined) ?? []).map(String);
      const single = variables.order_id ?? variables.orderId;
      if (listed.length > ORDER_BULK_EDIT_MAX) {
        return graphqlError(ORDER_EDIT_MESSAGES.tooManyOrders, 'BAD_USER_INPUT');
      }
      const ids = [
        ...new Set([
          ...listed,
          ...(single === undefined || single === null ? [] : [String(single)]),
        ]),
      ];
      if (ids.length === 0) return graphqlError(ORDER_EDIT_MESSAGES.noOrders, 'BAD_USER_INPUT');
      const found = ids.map((id) => store.find((o) => o.id === id));
      if (found.some((order) => !order || !scope(order))) {
        return graphqlError('Order not found', 'NOT_FOUND');
      }
      const wanted = action(variables);
      if (!wanted)
        return graphqlError('status must be processing, ready, in_production or fulfilled');
      const checked: { order: OrderFixture; status: OrderStatus | undefined }[] = [];
      for (const order of found as OrderFixture[]) {
        const facts = orderFacts(order)!;
        const actor = orderActorOf(user, facts.seller_id === user.id ? order.site.id : null);
        const check = checkOrderAction(wanted, facts, actor);
        if (!check.ok) {
          const granted = orderCapacities(actor).some((c) => ORDER_ACTION_RULES[wanted].grants[c]);
          return graphqlError(check.reason, granted ? 'BAD_USER_INPUT' : 'FORBIDDEN');
        }
        checked.push({ order, status: check.status });
      }
      // The bulk changes' refusals (an unknown carrier) do not depend on the order: the first
      // order is refused before anything changed.
      const results: unknown[] = [];
      for (const { order, status } of checked) {
        const result = apply(order, status, variables);
        if ('error' in result) return graphqlError(result.error, 'BAD_USER_INPUT');
        results.push(answerAsReadBy(user, result.data));
      }
      return HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({
        data: { [fieldOf[operation]]: LIST_ANSWERS.has(operation) ? results : results[0] },
      });
    };

  const setStatus = (order: OrderFixture, status: OrderStatus | undefined): Applied => {
    if (status) order.status = status;
    return { data: order };
  };

  return [
    api.mutation(
      'PauseOrder',
      act(
        'PauseOrder',
        () => 'pause',
        (order, status) => {
          order.paused_from = order.status;
          return setStatus(order, status);
        },
      ),
    ),
    api.mutation(
      'ResumeOrder',
      act(
        'ResumeOrder',
        () => 'resume',
        (order, status) => {
          order.paused_from = null;
          return setStatus(order, status);
        },
      ),
    ),
    api.mutation(
      'CancelOrder',
      act('CancelOrder', () => 'cancel', setStatus),
    ),
    api.mutation(
      'EnterPayment',
      act('EnterPayment', () => 'enterPayment', setStatus),
    ),
    api.mutation(
      'UpdateOrderStatus',
      act('UpdateOrderStatus', (vars) => statusChangeAction(vars.status), setStatus),
    ),
    api.mutation(
      'RefreshOrder',
      act(
        'RefreshOrder',
        () => 'refresh',
        (order) => ({ data: order }),
      ),
    ),
    api.mutation(
      'SplitOrderPersonalized',
      act(
        'SplitOrderPersonalized',
        () => 'split',
        (order) => {
          const parts = Array.from({ length: order.quantity - 1 }, () => ({
            ...structuredClone(order),
            id: String(nextId++),
            quantity: 1,
          }));
          order.quantity = 1;
          store.splice(store.indexOf(order) + 1, 0, ...parts);
          return { data: [order, ...parts] };
        },
      ),
    ),
    api.mutation(
      'DeleteOrder',
      act(
        'DeleteOrder',
        () => 'deleteOrder',
        (order) => {
          store.splice(store.indexOf(order), 1);
          return { data: order.id };
        },
      ),
    ),
    api.mutation(
      'DeleteOrderInfo',
      act(
        'DeleteOrderInfo',
        () => 'deleteOrderInfo',
        (order) => {
          order.customer = null;
          order.billing = null;
          order.shipping = null;
          return { data: order };
        },
      ),
    ),
    api.mutation(
      'UpdateCustomerInfo',
      act(
        'UpdateCustomerInfo',
        () => 'editCustomerInfo',
        (order, _status, vars) => {
          const info = vars.customer_info as {
            customer: NonNullable<OrderFixture['customer']>;
            shipping: OrderAddressFieldsFragment;
          };
          const errors = Object.values(customerInfoErrors(info));
          if (errors.length > 0) return { error: errors[0]! };
          order.customer = { ...info.customer, id: order.customer?.id ?? String(nextId++) };
          order.shipping = makeAddress({
            ...info.shipping,
            id: order.shipping?.id ?? String(nextId++),
            method_title: order.shipping?.method_title ?? null,
          });
          return { data: order };
        },
      ),
    ),
    api.mutation(
      'ReMapOrderVariant',
      act(
        'ReMapOrderVariant',
        () => 'editVariant',
        (order, _status, vars) => {
          const variant = TEE_VARIANTS.find((v) => v.id === String(vars.variantId));
          if (!variant) return { error: ORDER_EDIT_MESSAGES.variantNotFound };
          order.product_type_variant = {
            id: variant.id,
            sku: variant.sku,
            attributes: variant.attributes.map(({ name, option }) => ({ name, option })),
          };
          order.product_sku = variant.sku;
          return { data: order };
        },
      ),
    ),
    api.mutation(
      'UpdateOrderQuantity',
      act(
        'UpdateOrderQuantity',
        () => 'editQuantity',
        (order, _status, vars) => {
          const refusal = orderQuantityError(vars.quantity);
          if (refusal) return { error: refusal };
          order.quantity = Number(vars.quantity);
          return { data: order };
        },
      ),
    ),
    api.mutation(
      'AssignOrderCarrier',
      act(
        'AssignOrderCarrier',
        () => 'editCarrier',
        (order, _status, vars) => {
          const carrier = ORDER_CARRIERS.find((c) => c.carrier_id === String(vars.carrier_id));
          if (!carrier) return { error: ORDER_EDIT_MESSAGES.carrierNotFound };
          order.carrier = { id: carrier.carrier_id, name: carrier.carrier.name };
          return { data: order };
        },
      ),
    ),
    api.mutation(
      'AssignOrderSupplier',
      act(
        'AssignOrderSupplier',
        () => 'assignSupplier',
        (order, _status, vars) => {
          order.supplier = {
            id: String(vars.supplier_id),
            first_name: 'Assigned',
            last_name: 'Supplier',
          };
          return { data: order };
        },
      ),
    ),
    api.mutation(
      'CreateComment',
      act(
        'CreateComment',
        () => 'comment',
        (order, _status, vars) => {
          const refusal = orderCommentError(vars.comment);
          if (refusal) return { error: refusal };
          const text = String(vars.comment).trim();
          const comment = {
            id: String(nextId++),
            created_at: new Date().toISOString(),
            order_id: order.id,
            author: { id: '1', first_name: 'Fixture', last_name: 'User' },
            comment: { user_content: text },
          };
          comments.push(comment);
          return { data: comment };
        },
      ),
    ),
    api.query('OrderVariantChoices', ({ variables, request }) => {
      const order = store.find((o) => o.id === String(variables.id));
      if (!order) return graphqlError('Order not found', 'NOT_FOUND');
      return HttpResponse.json({
        data: {
          order: {
            id: order.id,
            product_type: { id: order.product_type.id, attributes: TEE_ATTRIBUTES },
            product_type_variant: { id: order.product_type_variant.id },
          },
          productVariant: TEE_VARIANTS.map((variant) =>
            readableAmounts(userOfRequest(request), 'ProductTypeVariant', variant),
          ),
        },
      });
    }),
    api.query('OrderSupplierChoices', ({ variables }) => {
      const order = store.find((o) => o.id === String(variables.id));
      if (!order) return graphqlError('Order not found', 'NOT_FOUND');
      return HttpResponse.json({
        data: {
          order: {
            id: order.id,
            supplier: order.supplier ? { id: order.supplier.id } : null,
            product_type: { id: order.product_type.id, suppliers: TYPE_SUPPLIERS },
          },
        },
      });
    }),
    // Add tracking on the orders of this store, as the server's addTracking checks it
    // (trackings/changes.ts): the caller's scope, the form's checks, the state machine, a carrier of
    // the order's type; then the order shows its tracking. TrackingsScreen has trackingHandlers.
    api.query('TrackingOrderCarriers', ({ variables, request }) => {
      const scope = scopeOf(request);
      if (typeof scope !== 'function') return graphqlError(scope.refused);
      const order = store.find((o) => o.id === String(variables.id));
      if (!order || !scope(order)) return graphqlError('Order not found', 'NOT_FOUND');
      return HttpResponse.json({
        data: {
          order: {
            id: order.id,
            status: order.status,
            tracking: order.tracking
              ? { id: order.tracking.id, tracking_code: order.tracking.tracking_code }
              : null,
            product_type: {
              id: order.product_type.id,
              product_type_carriers: ORDER_CARRIERS.map((c) => ({
                carrier_id: c.carrier_id,
                carrier: { ...c.carrier, status: true },
              })),
            },
          },
        },
      });
    }),
    api.mutation('AddTracking', ({ variables, request }) => {
      const user = userOfRequest(request);
      if (!user) return graphqlError(SERVER_MESSAGES.notSignedIn);
      const scope = scopeOf(request);
      if (typeof scope !== 'function') return graphqlError(scope.refused);
      const errors = trackingFormErrors({
        ...(variables as Record<string, string>),
        base_cost: (variables.base_cost as number | null | undefined) ?? '',
      });
      const first =
        errors.carrier_id ?? errors.tracking_code ?? errors.base_cost ?? errors.shipping_cost;
      if (first) return graphqlError(first, 'BAD_USER_INPUT');
      const order = store.find((o) => o.id === String(variables.order_id));
      if (!order || !scope(order)) return graphqlError('Order not found', 'NOT_FOUND');
      const facts = orderFacts(order)!;
      const actor = orderActorOf(user, facts.seller_id === user.id ? order.site.id : null);
      const check = checkOrderAction('addTracking', facts, actor);
      if (!check.ok) return graphqlError(check.reason, 'BAD_USER_INPUT');
      if (!ORDER_CARRIERS.some((c) => c.carrier_id === String(variables.carrier_id))) {
        return graphqlError(TRACKING_MESSAGES.carrierNotFound, 'BAD_USER_INPUT');
      }
      const id = order.tracking?.id ?? String(9000 + Number(order.id));
      order.tracking = {
        ...order.tracking,
        id,
        tracking_code: normalTrackingCode(String(variables.tracking_code)),
        status: 'unknown',
      } as NonNullable<OrderFixture['tracking']>;
      return HttpResponse.json({ data: { addTracking: id } });
    }),
    api.query('OrderCarrierChoices', ({ variables }) => {
      const order = store.find((o) => o.id === String(variables.id));
      if (!order) return graphqlError('Order not found', 'NOT_FOUND');
      return HttpResponse.json({
        data: {
          order: {
            id: order.id,
            carrier: order.carrier ? { id: order.carrier.id } : null,
            product_type: { id: order.product_type.id, product_type_carriers: ORDER_CARRIERS },
            product_type_variant: {
              id: order.product_type_variant.id,
              carrier_costs: VARIANT_CARRIER_COSTS,
            },
          },
        },
      });
    }),
  ];
}

/** The changes that answer a list of orders (their field's type is [Order!]!). */
const LIST_ANSWERS: ReadonlySet<OrderChangeOperation> = new Set([
  'AssignOrderSupplier',
  'AssignOrderCarrier',
]);

const fieldOf: Record<OrderChangeOperation, string> = {
  PauseOrder: 'pauseOrder',
  ResumeOrder: 'resumeOrder',
  CancelOrder: 'cancelOrder',
  SplitOrderPersonalized: 'splitOrderPersonalized',
  UpdateOrderStatus: 'updateOrderStatus',
  AssignOrderSupplier: 'AssignOrderSupplier',
  AssignOrderCarrier: 'assignOrderCarrier',
  RefreshOrder: 'refreshOrder',
  EnterPayment: 'enterPayment',
  DeleteOrder: 'deleteOrder',
  DeleteOrderInfo: 'deleteOrderInfo',
  UpdateCustomerInfo: 'updateCustomerInfo',
  CreateComment: 'createComment',
  ReMapOrderVariant: 'reMapOrderVariant',
  UpdateOrderQuantity: 'updateOrderQuantity',
};

/** Transfer Orders' statistics (spec 2 §3 Supplier order stat): a supplier, a type, a status. */
export function makeSupplierOrderStats() {
  const suppliers = [
    {
      supplier_id: supplier.id,
      email: 'supplier@podoffice.test',
      first_name: supplier.first_name,
      last_name: supplier.last_name,
    },
    {
      supplier_id: '98',
      email: 'other.supplier@podoffice.test',
      first_name: 'Other',
      last_name: 'Supplier',
    },
  ];
  return suppliers.flatMap((s, i) =>
    PRODUCT_TYPES.slice(0, 2).flatMap((t, k) =>
      (['pending', 'ready', 'in_production'] as const).map((status, j) => ({
        __typename: 'SupplierOrderStat' as const,
        ...s,
        product_type_id: t.id,
        product_type_name: t.title,
        order_status: status,
        total_orders: 3 + i * 5 + k * 2 + j,
      })),
    ),
  );
}

/**
 * Transfer Orders as the server answers it (server/src/graphql/orders/transfers.ts): the
 * Administrator's only; §5's checks; at most the movable orders (pending to ready and error).
 */
export function transferHandlers(stats = makeSupplierOrderStats()) {
  const api = apiLink();
  const store = structuredClone(stats);
  return [
    api.query('SupplierOrderStats', ({ variables, request }) => {
      if (!canTransferOrders(userOfRequest(request)))
        return graphqlError(SERVER_MESSAGES.forbidden);
      const filter = (variables.filter ?? {}) as {
        product_type_ids?: string[];
        limit?: number;
        offset?: number;
      };
      const lines = store.filter(
        (s) =>
          !filter.product_type_ids?.length || filter.product_type_ids.includes(s.product_type_id),
      );
      const offset = filter.offset ?? 0;
      return HttpResponse.json({
        data: {
          getOrderBySupplier: {
            count: lines.length,
            hits: lines.slice(offset, offset + (filter.limit ?? 20)),
          },
        },
      });
    }),
    api.query('TransferTypeVariants', ({ variables }) =>
      HttpResponse.json({
        data: {
          productTypeById: {
            id: String(variables.id),
            variants: TEE_VARIANTS.map((v) => ({
              id: v.id,
              sku: v.sku,
              attributes: v.attributes.map((a) => ({ name: a.name, option: a.option })),
            })),
          },
        },
      }),
    ),
    api.mutation('TransferOrders', ({ variables, request }) => {
      if (!canTransferOrders(userOfRequest(request)))
        return graphqlError(SERVER_MESSAGES.forbidden);
      const input = variables.input as {
        product_type_id: string;
        from_supplier_id: string;
        to_supplier_id: string;
        order_amount: number;
      };
      const problem = transferInputError(input);
      if (problem) return graphqlError(problem);
      const movable = store
        .filter(
          (s) =>
            s.product_type_id === input.product_type_id &&
            s.supplier_id === input.from_supplier_id &&
            s.order_status !== 'in_production',
        )
        .reduce((sum, s) => sum + s.total_orders, 0);
      if (input.order_amount > movable) return graphqlError(TRANSFER_MESSAGES.notEnough(movable));
      let left = input.order_amount;
      for (const line of store) {
        if (left === 0) break;
        if (
          line.product_type_id !== input.product_type_id ||
          line.supplier_id !== input.from_supplier_id ||
          line.order_status === 'in_production'
        )
          continue;
        const moved = Math.min(left, line.total_orders);
        line.total_orders -= moved;
        left -= moved;
        const target = store.find(
          (s) =>
            s.supplier_id === input.to_supplier_id &&
            s.product_type_id === line.product_type_id &&
            s.order_status === line.order_status,
        );
        if (target) target.total_orders += moved;
      }
      return HttpResponse.json({ data: { transferOrdersBySupplier: true } });
    }),
  ];
}

// MSW handlers and fixtures of the orders area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import {
  ORDER_STATUSES,
  SERVER_MESSAGES,
  SUPPLIER_VISIBLE_STATUSES,
  hasRole,
  isOrderSearchField,
  orderViewFor,
  type OrderStatus,
} from '@podoffice/domain';
import { userOfRequest, usersByRole } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
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

/**
 * The fixture tee, served by Storybook from public/fixtures/orders: a full address (http...), as
 * a shop's image is, so it is not read from the file store and stays on the page's own origin.
 */
const FIXTURE_IMAGE = `${globalThis.location?.origin ?? 'http://localhost'}/fixtures/orders/tee-black.svg`;

const PRODUCT_TYPES = [
  { id: '1', title: 'Classic T-Shirt' },
  { id: '2', title: 'Ceramic Mug' },
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

export interface OrderHandlerOptions {
  /** The seller_message app setting (HTML); null when never saved. */
  sellerMessage?: string | null;
  comments?: OrderCommentsQuery['OrderComments'];
  logs?: OrderEntityLogsQuery['entityLogs']['hits'];
}

/**
 * The order reads answered from a list as the server answers them: the caller's scope (§6), the
 * filter, its status tab, 1 to 100 a page, the per-status aggs without the tab; 'Order not found'
 * (NOT_FOUND) for an order outside the scope.
 */
export function orderHandlers(
  orders: OrderFixture[] = orderFixtures,
  { sellerMessage = null, comments = [], logs = [] }: OrderHandlerOptions = {},
) {
  const api = apiLink();
  return [
    api.query('Orders', ({ variables, request }) => {
      const scope = scopeOf(request);
      if (typeof scope !== 'function') return graphqlError(scope.refused);
      const filter = (variables.filter ?? {}) as OrderFilter;
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
      const inTab = filter.status?.length
        ? scoped.filter((o) => filter.status!.includes(o.status))
        : scoped;
      const aggs = ORDER_STATUSES.map((key: OrderStatus) => ({
        key,
        doc_count: scoped.filter((o) => o.status === key).length,
      }));
      const hits: OrderRowFieldsFragment[] = inTab.slice(offset ?? 0, (offset ?? 0) + limit);
      return HttpResponse.json({ data: { orders: { count: inTab.length, hits, aggs } } });
    }),
    api.query('Order', ({ variables, request }) => {
      const scope = scopeOf(request);
      if (typeof scope !== 'function') return graphqlError(scope.refused);
      const order = orders.find((o) => o.id === String(variables.id));
      if (!order || !scope(order)) return graphqlError('Order not found', 'NOT_FOUND');
      return HttpResponse.json({ data: { order } });
    }),
    api.query('OrderComments', ({ variables, request }) => {
      const scope = scopeOf(request);
      if (typeof scope !== 'function') return graphqlError(scope.refused);
      const order = orders.find((o) => o.id === String(variables.order_id));
      if (!order || !scope(order)) return graphqlError('Order not found', 'NOT_FOUND');
      return HttpResponse.json({
        data: { OrderComments: comments.filter((c) => c.order_id === order.id) },
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
    api.query('SellerMessage', () =>
      HttpResponse.json({
        data: { getAppSettings: [{ id: '1', name: 'seller_message', value: sellerMessage }] },
      }),
    ),
  ];
}

type OrderRead = 'Orders' | 'Order' | 'OrderComments' | 'OrderEntityLogs';

/** One order read failing with this message; pass it to a later msw.use() than orderHandlers(). */
export function orderFailure(operation: OrderRead, message: string) {
  return apiLink().query(operation, () => graphqlError(message));
}

/** One order read that never answers: the loading state. */
export function orderLoading(operation: OrderRead) {
  return apiLink().query(operation, neverResolves);
}

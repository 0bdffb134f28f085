// MSW handlers and fixtures of the customers area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import {
  CUSTOMER_FORM_MESSAGES,
  SERVER_MESSAGES,
  canEditCustomer,
  canReadOrderPrices,
  cleanLabels,
  firstCustomerFormError,
  hasRole,
} from '@podoffice/domain';
import { userOfRequest } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type { CustomerFieldsFragment, OrdersByCustomerQuery } from './api/Customers.generated';

export type CustomerFixture = CustomerFieldsFragment;
export type CustomerOrderFixture = OrdersByCustomerQuery['ordersByCustomer']['hits'][number];

/** The server's refusal of a customer the caller may not read, or that does not exist. */
export const CUSTOMER_NOT_FOUND = 'Customer not found';

/** The server's page: 20 when not asked, 100 at most (spec 2 §9). */
const PAGE = { size: 20, max: 100 } as const;

/** One customer; by default Jane Doe of Austin, Texas. */
export function makeCustomer(overrides: Partial<CustomerFixture> = {}): CustomerFixture {
  return {
    id: '1',
    first_name: 'Jane',
    last_name: 'Doe',
    email: 'jane.doe@example.com',
    phone: '+1 512 555 0100',
    address: {
      address1: '1200 Congress Ave',
      address2: 'Apt 4',
      city: 'Austin',
      state: 'Texas',
      state_code: 'TX',
      country: 'United States',
      country_code: 'US',
      zip: '78701',
    },
    company: null,
    tags: [],
    lists: [],
    site_id: '1',
    created_at: '2026-10-02T09:00:00.000Z',
    ...overrides,
  };
}

/** The demo customers: one with a country name, one with a code only, one without an address. */
export const customerFixtures: CustomerFixture[] = [
  makeCustomer(),
  makeCustomer({
    id: '2',
    first_name: 'Lukas',
    last_name: 'Meyer',
    email: 'lukas.meyer@example.de',
    phone: null,
    address: {
      address1: 'Torstraße 12',
      address2: null,
      city: 'Berlin',
      state: null,
      state_code: null,
      country: null,
      country_code: 'DE',
      zip: '10119',
    },
    created_at: '2026-10-01T09:00:00.000Z',
  }),
  makeCustomer({
    id: '3',
    first_name: 'Amelia',
    last_name: 'Clarke',
    email: 'amelia@example.co.uk',
    phone: '+44 20 7946 0000',
    address: null,
    created_at: '2026-09-30T09:00:00.000Z',
  }),
];

/** `count` customers, newest first, for paging. */
export function makeCustomers(count: number): CustomerFixture[] {
  return Array.from({ length: count }, (_, i) =>
    makeCustomer({
      id: String(i + 1),
      first_name: 'Customer',
      last_name: String(i + 1).padStart(3, '0'),
      email: `customer${i + 1}@example.com`,
    }),
  );
}

/** One order line of a customer; by default a fulfilled tee. */
export function makeCustomerOrder(
  overrides: Partial<CustomerOrderFixture> = {},
): CustomerOrderFixture {
  return {
    id: '1001',
    product: 'Classic Tee — Sunset',
    variant: 'TEE-BLK-M',
    price: 24.5,
    quantity: 1,
    created_at: '2026-10-05T10:30:00.000Z',
    status: 'fulfilled',
    ...overrides,
  };
}

/** Jane Doe's orders: three lines, one of them two mugs. */
export const customerOrderFixtures: Record<string, CustomerOrderFixture[]> = {
  '1': [
    makeCustomerOrder(),
    makeCustomerOrder({
      id: '1002',
      product: 'Ceramic Mug — Coffee First',
      variant: 'MUG-WHT-11',
      price: 12,
      quantity: 2,
      created_at: '2026-10-04T08:00:00.000Z',
      status: 'processing',
    }),
    makeCustomerOrder({
      id: '1003',
      product: 'Hoodie — Mountains',
      variant: 'HOD-NVY-L',
      price: 39.99,
      created_at: '2026-10-03T08:00:00.000Z',
      status: 'cancelled',
    }),
  ],
};

const fullName = (c: CustomerFixture) => `${c.first_name ?? ''} ${c.last_name ?? ''}`;

/**
 * The customer reads answered from fixtures as the server answers them: the list is the
 * Administrator's; a customer and their orders are read by every order-reading role (the server
 * scopes Sellers and Suppliers to their own; the fixtures are all in scope); Listing and
 * Accounting read no orders and are refused. updateCustomer is the Administrator's and checks
 * the domain's rules and the e-mail per site like the server; an edit is kept for the handlers'
 * life, so a reload shows it.
 */
export function customerHandlers(
  customers: CustomerFixture[] = customerFixtures,
  ordersOf: Record<string, CustomerOrderFixture[]> = customerOrderFixtures,
) {
  const api = apiLink();
  // A copy: an edit in one story must not leak into the fixtures of the next.
  const store = customers.map((c) => ({ ...c }));
  const readsOrders = (request: Request) =>
    hasRole(userOfRequest(request), 'Administrator', 'Supporter', 'Seller', 'Supplier');
  const find = (id: string) => store.find((c) => c.id === id);

  return [
    api.query('Customers', ({ variables, request }) => {
      const user = userOfRequest(request);
      if (!user) return graphqlError(SERVER_MESSAGES.notSignedIn);
      if (!hasRole(user, 'Administrator')) return graphqlError(SERVER_MESSAGES.forbidden);
      const { limit = PAGE.size, offset = 0, search } = variables.filter ?? {};
      if (limit < 1 || limit > PAGE.max) {
        return graphqlError(`limit must be a whole number from 1 to ${PAGE.max}`);
      }
      const needle = search?.trim().toLowerCase();
      const matching = needle
        ? store.filter((c) =>
            [fullName(c), c.email, c.phone].some((v) => v?.toLowerCase().includes(needle)),
          )
        : store;
      return HttpResponse.json({
        data: {
          customers: { count: matching.length, hits: matching.slice(offset, offset + limit) },
        },
      });
    }),
    api.query('CustomerById', ({ variables, request }) => {
      if (!userOfRequest(request)) return graphqlError(SERVER_MESSAGES.notSignedIn);
      if (!readsOrders(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      const customer = find(variables.id);
      if (!customer) return graphqlError(CUSTOMER_NOT_FOUND, 'NOT_FOUND');
      return HttpResponse.json({ data: { customerById: customer } });
    }),
    api.mutation('UpdateCustomer', ({ variables, request }) => {
      const user = userOfRequest(request);
      if (!user) return graphqlError(SERVER_MESSAGES.notSignedIn);
      if (!canEditCustomer(user)) return graphqlError(SERVER_MESSAGES.forbidden, 'FORBIDDEN');
      const customer = find(variables.id);
      if (!customer) return graphqlError(CUSTOMER_NOT_FOUND, 'NOT_FOUND');
      const { input } = variables;
      const error = firstCustomerFormError(input);
      if (error) return graphqlError(error);
      const text = (v: string | null | undefined) => v?.trim() || null;
      const email = text(input.email)?.toLowerCase() ?? null;
      const taken = store.some(
        (c) => c.id !== customer.id && c.site_id === customer.site_id && email && c.email === email,
      );
      if (taken) return graphqlError(CUSTOMER_FORM_MESSAGES.emailTaken);
      Object.assign(customer, {
        tags: cleanLabels(input.tags),
        lists: cleanLabels(input.lists),
        first_name: text(input.first_name),
        last_name: text(input.last_name),
        phone: text(input.phone),
        email,
        company: text(input.company),
        address: {
          ...(customer.address ?? {
            state: null,
            state_code: null,
            country_code: null,
          }),
          address1: text(input.address1),
          address2: text(input.address2),
          country: text(input.country),
          city: text(input.city),
          zip: text(input.zip),
        },
      });
      return HttpResponse.json({ data: { updateCustomer: customer } });
    }),
    api.query('OrdersByCustomer', ({ variables, request }) => {
      if (!userOfRequest(request)) return graphqlError(SERVER_MESSAGES.notSignedIn);
      if (!readsOrders(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      if (!find(variables.cus_id)) return graphqlError(CUSTOMER_NOT_FOUND, 'NOT_FOUND');
      const all = ordersOf[variables.cus_id] ?? [];
      const limit = variables.limit ?? PAGE.size;
      const offset = variables.offset ?? 0;
      const cents = all.reduce((sum, o) => sum + Math.round((o.price ?? 0) * 100) * o.quantity, 0);
      // As the server: a Supplier does not read the shopper's prices (canReadOrderPrices).
      const prices = canReadOrderPrices(userOfRequest(request));
      const page = all.slice(offset, offset + limit);
      return HttpResponse.json({
        data: {
          ordersByCustomer: {
            count: all.length,
            lifetime_value: prices ? cents / 100 : null,
            hits: prices ? page : page.map((o) => ({ ...o, price: null })),
          },
        },
      });
    }),
  ];
}

type CustomerOperation = 'Customers' | 'CustomerById' | 'OrdersByCustomer';

/** One customer call failing with this message; pass it to a later msw.use() than customerHandlers(). */
export function customerFailure(operation: CustomerOperation, message: string, code?: string) {
  return apiLink().query(operation, () => graphqlError(message, code));
}

/** One customer call that never answers: the loading state. */
export function customerLoading(operation: CustomerOperation) {
  return apiLink().query(operation, neverResolves);
}

/** updateCustomer refused with this message (the server's first error). */
export function customerUpdateFailure(message: string, code?: string) {
  return apiLink().mutation('UpdateCustomer', () => graphqlError(message, code));
}

/** updateCustomer that never answers: the form shows Save busy. */
export function customerUpdateLoading() {
  return apiLink().mutation('UpdateCustomer', neverResolves);
}

import { and, asc, eq, sql } from 'drizzle-orm';
import {
  CUSTOMER_INFO_MESSAGES,
  ORDER_BULK_EDIT_MAX,
  ORDER_COMMENT_MAX,
  ORDER_COMMENT_MESSAGES,
  ORDER_COMMENTS_PER_MINUTE,
  ORDER_EDIT_MESSAGES as E,
  ORDER_QUANTITY_MAX,
  CENTS_MAX,
  ORDER_QUANTITY_MESSAGES,
  ORDER_REFUSALS,
  ORDER_STATUS_LABELS,
  PRODUCT_TYPE_MESSAGES,
  SERVER_MESSAGES,
  USER_ROLES,
  type OrderStatus,
  type UserRole,
} from '@podoffice/domain';
import {
  activityLogs,
  carriers,
  customers,
  entityLogs,
  orderAddresses,
  orderComments,
  orders,
  productTypeCarriers,
  productTypes,
  productTypeVariants,
  sites,
  users,
} from '../src/db/schema';
import { ORDER_COMMENTS_MAX, ORDER_READ_MESSAGES } from '../src/graphql/orders/resolvers';
import { ORDER_COMMENT_FULL, PRODUCT_VARIANT_MAX } from '../src/graphql/orders/edits';
import { createOrders, type OrderDraft } from '../src/orders/createOrder';
import { ORDER_ACTIVITY_TYPES, ORDER_ENTITY_NAME } from '../src/orders/model';
import { demoEmail, startTestApi, type TestApi } from './harness';

const ORDER_FIELDS = 'id status quantity product_sku';
const UPDATE_INFO = `mutation U($id: ID!, $info: OrderCustomerInfo!) { updateCustomerInfo(order_id: $id, customer_info: $info) { ${ORDER_FIELDS} } }`;
const COMMENT = `mutation C($id: ID!, $comment: String!) { createComment(order_id: $id, comment: $comment) { id order_id created_at author { id first_name } comment { user_content } } }`;
const REMAP = `mutation R($id: ID!, $variant: ID!) { reMapOrderVariant(orderId: $id, variantId: $variant) { ${ORDER_FIELDS} } }`;
const QUANTITY = `mutation Q($id: ID!, $quantity: Int!) { updateOrderQuantity(orderId: $id, quantity: $quantity) { ${ORDER_FIELDS} } }`;
const ASSIGN_SUPPLIER = `mutation S($ids: [ID!], $id: ID, $supplier: ID!) { AssignOrderSupplier(order_ids: $ids, order_id: $id, supplier_id: $supplier) { ${ORDER_FIELDS} } }`;
const ASSIGN_CARRIER = `mutation A($ids: [ID!]!, $carrier: ID!, $price: Float) { assignOrderCarrier(order_ids: $ids, carrier_id: $carrier, price: $price) { ${ORDER_FIELDS} } }`;
const DELETE_INFO = `mutation D($id: ID!) { deleteOrderInfo(order_id: $id) { ${ORDER_FIELDS} } }`;
const PRODUCT_VARIANT = `query P($id: ID!) { productVariant(product_id: $id) { id sku is_active base_cost original_cost supplier_costs { user_id } } }`;

type Caller = 'anonymous' | UserRole;
const CALLERS: Caller[] = ['anonymous', ...USER_ROLES];
type OrderRow = typeof orders.$inferSelect;

let api: TestApi;
let siteId: number;
let otherSiteId: number;
let ctsId: number;
let phdId: number;
let ctsVariants: (typeof productTypeVariants.$inferSelect)[];
let phdVariant: typeof productTypeVariants.$inferSelect;
let supplierId: number;
let hanaId: number;
let usps: { id: number; priceCents: number };
let ups: { id: number; priceCents: number; name: string };
let foreignCarrier: { id: number; name: string };
let serial = 0;

beforeAll(async () => {
  api = await startTestApi();
  const db = api.server.db;
  const siteOf = async (email: string) => {
    const [row] = await db
      .select({ id: sites.id })
      .from(sites)
      .innerJoin(users, eq(users.id, sites.userId))
      .where(eq(users.email, email))
      .orderBy(asc(sites.id))
      .limit(1);
    return row!.id;
  };
  siteId = await siteOf('seller@podoffice.test');
  otherSiteId = await siteOf('seller2@podoffice.test');
  const typeId = async (sku: string) =>
    (
      await db.select({ id: productTypes.id }).from(productTypes).where(eq(productTypes.sku, sku))
    )[0]!.id;
  ctsId = await typeId('CTS');
  phdId = await typeId('PHD');
  ctsVariants = await db
    .select()
    .from(productTypeVariants)
    .where(
      and(eq(productTypeVariants.productTypeId, ctsId), eq(productTypeVariants.isActive, true)),
    )
    .orderBy(asc(productTypeVariants.sorting), asc(productTypeVariants.id))
    .limit(6);
  [phdVariant] = (await db
    .select()
    .from(productTypeVariants)
    .where(eq(productTypeVariants.productTypeId, phdId))
    .limit(1)) as [typeof productTypeVariants.$inferSelect];
  supplierId = await api.idOf('supplier@podoffice.test');
  hanaId = await api.idOf('hana.sato@podoffice.test');
  const typeCarriers = await db
    .select({
      id: carriers.id,
      code: carriers.code,
      name: carriers.name,
      priceCents: productTypeCarriers.priceCents,
    })
    .from(productTypeCarriers)
    .innerJoin(carriers, eq(carriers.id, productTypeCarriers.carrierId))
    .where(eq(productTypeCarriers.productTypeId, ctsId));
  usps = typeCarriers.find((c) => c.code === 'usps')!;
  ups = typeCarriers.find((c) => c.code === 'ups')!;
  const [other] = await db
    .select({ id: carriers.id, name: carriers.name })
    .from(carriers)
    .where(
      and(
        eq(carriers.status, true),
        sql`${carriers.id} not in (select ${productTypeCarriers.carrierId} from ${productTypeCarriers} where ${productTypeCarriers.productTypeId} = ${ctsId})`,
      ),
    )
    .limit(1);
  foreignCarrier = other!;
});
afterAll(() => api?.close());

const tokenOf = (caller: Caller) =>
  caller === 'anonymous' ? Promise.resolve(undefined) : api.tokenFor(demoEmail(caller));

/** Orders of the demo seller's site (CTS, supplied by the demo supplier, carried by UPS). */
async function makeOrders(n: number, overrides: Partial<OrderDraft> = {}): Promise<number[]> {
  const drafts: OrderDraft[] = Array.from({ length: n }, () => ({
    siteId,
    originId: `EDIT-${++serial}`,
    originItem: '1',
    originNumber: `#E${serial}`,
    productTypeVariantId: ctsVariants[0]!.id,
    quantity: 2,
    priceCents: 2499,
    supplierId,
    carrierId: ups.id,
    status: 'ready',
    customer: { firstName: 'Ada', lastName: 'Buyer', email: `ada${serial}@example.com` },
    billing: { firstName: 'Ada', address1: '1 Bill St', city: 'Austin', zip: '73301' },
    shipping: {
      firstName: 'Ada',
      lastName: 'Buyer',
      phone: '555-0100',
      address1: '1 Main St',
      city: 'Austin',
      stateCode: 'TX',
      zip: '73301',
      countryCode: 'US',
    },
    ...overrides,
  }));
  const made = await createOrders(api.server.db, drafts, {
    userId: null,
    source: 'test',
    now: new Date(),
  });
  return made.map((m) => m.id);
}
const makeOrder = async (overrides: Partial<OrderDraft> = {}) =>
  (await makeOrders(1, overrides))[0]!;

async function rowOf(id: number): Promise<OrderRow> {
  const [row] = await api.server.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

/** The order's row, addresses, customer, comments and both logs: what a refusal must not touch. */
async function stateOf(id: number) {
  const db = api.server.db;
  const order = await rowOf(id);
  const [addresses, customer, comments, entity, activity] = await Promise.all([
    db
      .select()
      .from(orderAddresses)
      .where(eq(orderAddresses.orderId, id))
      .orderBy(asc(orderAddresses.id)),
    order.customerId
      ? db.select().from(customers).where(eq(customers.id, order.customerId))
      : Promise.resolve([]),
    db
      .select()
      .from(orderComments)
      .where(eq(orderComments.orderId, id))
      .orderBy(asc(orderComments.id)),
    db
      .select()
      .from(entityLogs)
      .where(and(eq(entityLogs.entityName, ORDER_ENTITY_NAME), eq(entityLogs.entityId, id)))
      .orderBy(asc(entityLogs.id)),
    activitiesOf(id),
  ]);
  return { order, addresses, customer, comments, entity, activity };
}

function activitiesOf(id: number) {
  return api.server.db
    .select()
    .from(activityLogs)
    .where(sql`(${activityLogs.newData} ->> 'order_id') = ${String(id)}`)
    .orderBy(asc(activityLogs.id));
}

/** The newest entity log line and activity of an order. */
async function lastLogs(id: number) {
  const { entity, activity } = await stateOf(id);
  return { message: entity.at(-1)?.message, activity: activity.at(-1) };
}

/** A refused call: its first message, and proof that the order and its logs are as they were. */
async function refusedUnchanged(
  ids: number[],
  query: string,
  variables: Record<string, unknown>,
  caller: Caller = 'Administrator',
): Promise<string> {
  const before = await Promise.all(ids.map(stateOf));
  const message = await api.refused(query, variables, await tokenOf(caller));
  expect(await Promise.all(ids.map(stateOf))).toEqual(before);
  return message;
}

const validInfo = (overrides: { customer?: object; shipping?: object } = {}) => ({
  customer: {
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@example.com',
    phone: '555-0199',
    ...overrides.customer,
  },
  shipping: {
    first_name: 'Grace',
    last_name: 'Hopper',
    address1: '2 New Rd',
    city: 'Boston',
    state_code: 'MA',
    zip: '02108',
    country_code: 'US',
    ...overrides.shipping,
  },
});

const notAllowed = (label: string) => ORDER_REFUSALS.notAllowed(label);
const wrongStatus = (label: string, status: OrderStatus) =>
  ORDER_REFUSALS.wrongStatus(label, ORDER_STATUS_LABELS[status]);

/**
 * Every call by every caller: 'ok', or the refusal's message. Each caller acts on an order of its
 * own (the successes change it), made in the status given.
 */
interface CallCase {
  name: string;
  status: OrderStatus;
  run: (id: number) => { query: string; variables: Record<string, unknown> };
  expected: Record<Caller, 'ok' | string>;
}
const ANON = SERVER_MESSAGES.notSignedIn;
const NO_ORDERS = SERVER_MESSAGES.forbidden;
const CASES: CallCase[] = [
  {
    name: 'updateCustomerInfo',
    status: 'ready',
    run: (id) => ({ query: UPDATE_INFO, variables: { id, info: validInfo() } }),
    expected: {
      anonymous: ANON,
      Administrator: 'ok',
      Supporter: 'ok',
      Seller: 'ok',
      Supplier: notAllowed('Update customer info'),
      Listing: NO_ORDERS,
      Accounting: NO_ORDERS,
    },
  },
  {
    name: 'createComment',
    status: 'ready',
    run: (id) => ({ query: COMMENT, variables: { id, comment: 'Please check the print' } }),
    expected: {
      anonymous: ANON,
      Administrator: 'ok',
      Supporter: 'ok',
      Seller: 'ok',
      Supplier: 'ok',
      Listing: NO_ORDERS,
      Accounting: NO_ORDERS,
    },
  },
  {
    name: 'reMapOrderVariant',
    status: 'ready',
    run: (id) => ({ query: REMAP, variables: { id, variant: ctsVariants[1]!.id } }),
    expected: {
      anonymous: ANON,
      Administrator: 'ok',
      Supporter: notAllowed('Change variant'),
      Seller: 'ok',
      Supplier: notAllowed('Change variant'),
      Listing: NO_ORDERS,
      Accounting: NO_ORDERS,
    },
  },
  {
    name: 'updateOrderQuantity',
    status: 'ready',
    run: (id) => ({ query: QUANTITY, variables: { id, quantity: 3 } }),
    expected: {
      anonymous: ANON,
      Administrator: 'ok',
      Supporter: notAllowed('Change quantity'),
      Seller: 'ok',
      Supplier: notAllowed('Change quantity'),
      Listing: NO_ORDERS,
      Accounting: NO_ORDERS,
    },
  },
  {
    name: 'AssignOrderSupplier',
    status: 'ready',
    run: (id) => ({ query: ASSIGN_SUPPLIER, variables: { ids: [id], supplier: hanaId } }),
    expected: {
      anonymous: ANON,
      Administrator: 'ok',
      Supporter: SERVER_MESSAGES.forbidden,
      Seller: SERVER_MESSAGES.forbidden,
      Supplier: SERVER_MESSAGES.forbidden,
      Listing: SERVER_MESSAGES.forbidden,
      Accounting: SERVER_MESSAGES.forbidden,
    },
  },
  {
    name: 'assignOrderCarrier',
    status: 'processing',
    run: (id) => ({ query: ASSIGN_CARRIER, variables: { ids: [id], carrier: usps.id } }),
    expected: {
      anonymous: ANON,
      Administrator: 'ok',
      Supporter: SERVER_MESSAGES.forbidden,
      Seller: 'ok',
      Supplier: SERVER_MESSAGES.forbidden,
      Listing: SERVER_MESSAGES.forbidden,
      Accounting: SERVER_MESSAGES.forbidden,
    },
  },
  {
    name: 'deleteOrderInfo',
    status: 'ready',
    run: (id) => ({ query: DELETE_INFO, variables: { id } }),
    expected: {
      anonymous: ANON,
      Administrator: 'ok',
      Supporter: notAllowed('Delete customer info'),
      Seller: notAllowed('Delete customer info'),
      Supplier: notAllowed('Delete customer info'),
      Listing: NO_ORDERS,
      Accounting: NO_ORDERS,
    },
  },
];

describe.each(CASES)('$name: every role', ({ status, run, expected }) => {
  test.each(CALLERS)('%s', async (caller) => {
    const id = await makeOrder({ status });
    const { query, variables } = run(id);
    const want = expected[caller];
    if (want === 'ok') {
      const before = await stateOf(id);
      await api.ok(query, variables, await tokenOf(caller));
      const after = await stateOf(id);
      // Both logs gain a line in the change's transaction.
      expect(after.entity.length).toBe(before.entity.length + 1);
      expect(after.activity.length).toBe(before.activity.length + 1);
    } else {
      expect(await refusedUnchanged([id], query, variables, caller)).toBe(want);
    }
  });
});

describe('productVariant: every role', () => {
  const expected: Record<Caller, 'ok' | string> = {
    anonymous: ANON,
    Administrator: 'ok',
    Supporter: 'ok',
    Seller: 'ok',
    // The demo supplier supplies the Classic T-Shirt.
    Supplier: 'ok',
    Listing: 'ok',
    Accounting: SERVER_MESSAGES.forbidden,
  };
  test.each(CALLERS)('%s', async (caller) => {
    const want = expected[caller];
    if (want === 'ok') {
      const { productVariant } = await api.ok<{
        productVariant: { id: string; is_active: boolean; original_cost: number | null }[];
      }>(PRODUCT_VARIANT, { id: ctsId }, await tokenOf(caller));
      expect(productVariant.length).toBeGreaterThan(1);
      expect(productVariant.every((v) => v.is_active)).toBe(true);
      // The product type reads' visibility rules hold: internal costs for staff only.
      const staff = ['Administrator', 'Supporter', 'Listing'].includes(caller);
      expect(productVariant[0]!.original_cost === null).toBe(!staff);
    } else {
      expect(await api.refused(PRODUCT_VARIANT, { id: ctsId }, await tokenOf(caller))).toBe(want);
    }
  });

  test('only active variants, in grid order, bounded; a type the caller may not read is not found', async () => {
    const admin = await tokenOf('Administrator');
    const [off] = await api.server.db
      .update(productTypeVariants)
      .set({ isActive: false })
      .where(eq(productTypeVariants.id, ctsVariants[5]!.id))
      .returning({ id: productTypeVariants.id });
    const { productVariant } = await api.ok<{ productVariant: { id: string }[] }>(
      PRODUCT_VARIANT,
      { id: ctsId },
      admin,
    );
    expect(productVariant.map((v) => v.id)).not.toContain(String(off!.id));
    const [active] = await api.server.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(productTypeVariants)
      .where(
        and(eq(productTypeVariants.productTypeId, ctsId), eq(productTypeVariants.isActive, true)),
      );
    expect(productVariant.length).toBe(Math.min(active!.n, PRODUCT_VARIANT_MAX));
    await api.server.db
      .update(productTypeVariants)
      .set({ isActive: true })
      .where(eq(productTypeVariants.id, off!.id));
    expect(await api.refused(PRODUCT_VARIANT, { id: 99_999_999 }, admin)).toBe(
      PRODUCT_TYPE_MESSAGES.notFound,
    );
    expect(await api.refused(PRODUCT_VARIANT, { id: 'x' }, admin)).toBe(
      PRODUCT_TYPE_MESSAGES.notFound,
    );
    // The Pullover Hoodie is the demo supplier's too; a type of other suppliers is not theirs.
    const [foreign] = await api.server.db
      .select({ id: productTypes.id })
      .from(productTypes)
      .where(
        and(
          eq(productTypes.state, 'active'),
          sql`${productTypes.id} not in (select product_type_id from product_type_suppliers where user_id = ${supplierId})`,
        ),
      )
      .limit(1);
    expect(await api.refused(PRODUCT_VARIANT, { id: foreign!.id }, await tokenOf('Supplier'))).toBe(
      PRODUCT_TYPE_MESSAGES.notFound,
    );
  });
});

describe("another seller's order is not found", () => {
  type Call = (id: number) => [string, Record<string, unknown>];
  test.each<[string, Call]>([
    ['updateCustomerInfo', (id: number) => [UPDATE_INFO, { id, info: validInfo() }]],
    ['createComment', (id: number) => [COMMENT, { id, comment: 'hello' }]],
    ['reMapOrderVariant', (id: number) => [REMAP, { id, variant: ctsVariants[1]!.id }]],
    ['updateOrderQuantity', (id: number) => [QUANTITY, { id, quantity: 3 }]],
    ['assignOrderCarrier', (id: number) => [ASSIGN_CARRIER, { ids: [id], carrier: usps.id }]],
  ])('%s', async (_name, call) => {
    const id = await makeOrder({ siteId: otherSiteId, status: 'processing' });
    const [query, variables] = call(id);
    expect(await refusedUnchanged([id], query, variables, 'Seller')).toBe(
      ORDER_READ_MESSAGES.orderNotFound,
    );
  });

  test('a bulk call with one order of another seller changes none of them', async () => {
    const own = await makeOrder({ status: 'processing' });
    const other = await makeOrder({ siteId: otherSiteId, status: 'processing' });
    expect(
      await refusedUnchanged(
        [own, other],
        ASSIGN_CARRIER,
        { ids: [own, other], carrier: usps.id },
        'Seller',
      ),
    ).toBe(ORDER_READ_MESSAGES.orderNotFound);
  });
});

describe('statuses on both sides of each line', () => {
  const cases: [
    string,
    UserRole,
    OrderStatus,
    OrderStatus,
    string,
    (id: number) => [string, object],
  ][] = [
    [
      'editCustomerInfo (seller)',
      'Seller',
      'error',
      'in_production',
      'Update customer info',
      (id) => [UPDATE_INFO, { id, info: validInfo() }],
    ],
    [
      'editCustomerInfo (admin, any status)',
      'Administrator',
      'fulfilled',
      'fulfilled',
      '',
      (id) => [UPDATE_INFO, { id, info: validInfo() }],
    ],
    [
      'editVariant',
      'Administrator',
      'pending',
      'in_production',
      'Change variant',
      (id) => [REMAP, { id, variant: ctsVariants[1]!.id }],
    ],
    [
      'editQuantity',
      'Seller',
      'pending_design',
      'fulfilled',
      'Change quantity',
      (id) => [QUANTITY, { id, quantity: 4 }],
    ],
    [
      'editCarrier',
      'Seller',
      'pending_design',
      'ready',
      'Change carrier',
      (id) => [ASSIGN_CARRIER, { ids: [id], carrier: usps.id }],
    ],
    [
      'assignSupplier',
      'Administrator',
      'error',
      'in_production',
      'Assign supplier',
      (id) => [ASSIGN_SUPPLIER, { id, supplier: hanaId }],
    ],
    [
      'comment (any status)',
      'Seller',
      'cancelled',
      'cancelled',
      '',
      (id) => [COMMENT, { id, comment: 'late note' }],
    ],
    [
      'deleteOrderInfo (any status)',
      'Administrator',
      'fulfilled',
      'fulfilled',
      '',
      (id) => [DELETE_INFO, { id }],
    ],
  ];
  test.each(cases)('%s', async (_name, caller, allowed, refused, label, call) => {
    const yes = await makeOrder({ status: allowed });
    await api.ok(...(call(yes) as [string, Record<string, unknown>]), await tokenOf(caller));
    if (refused !== allowed) {
      const no = await makeOrder({ status: refused });
      const [query, variables] = call(no) as [string, Record<string, unknown>];
      expect(await refusedUnchanged([no], query, variables, caller)).toBe(
        wrongStatus(label, refused),
      );
    }
  });
});

describe('updateCustomerInfo', () => {
  test.each([
    [{ customer: { first_name: ' ' } }, CUSTOMER_INFO_MESSAGES.firstNameRequired],
    [{ shipping: { first_name: '' } }, CUSTOMER_INFO_MESSAGES.firstNameRequired],
    [{ shipping: { address1: '  ' } }, CUSTOMER_INFO_MESSAGES.addressRequired],
    [{ shipping: { state_code: '' } }, CUSTOMER_INFO_MESSAGES.stateCodeRequired],
    [{ shipping: { country_code: '' } }, CUSTOMER_INFO_MESSAGES.countryCodeRequired],
    [{ shipping: { zip: '' } }, CUSTOMER_INFO_MESSAGES.zipRequired],
    [{ customer: { email: 'not-an-email' } }, CUSTOMER_INFO_MESSAGES.emailInvalid],
    [{ shipping: { city: 'x'.repeat(256) } }, CUSTOMER_INFO_MESSAGES.tooLong('City', 255)],
  ])('§5: %j is refused with its message and changes nothing', async (overrides, message) => {
    const id = await makeOrder();
    expect(await refusedUnchanged([id], UPDATE_INFO, { id, info: validInfo(overrides) })).toBe(
      message,
    );
  });

  test('stores the shipping address and the contact, and logs old and new data', async () => {
    const id = await makeOrder();
    await api.ok(
      UPDATE_INFO,
      { id, info: validInfo({ customer: { email: ' Grace.H@Example.com ' } }) },
      await tokenOf('Supporter'),
    );
    const { order, addresses, customer, activity, entity } = await stateOf(id);
    const shipping = addresses.find((a) => a.kind === 'shipping')!;
    expect(shipping).toMatchObject({
      firstName: 'Grace',
      address1: '2 New Rd',
      city: 'Boston',
      zip: '02108',
      // Fields the form left empty are emptied.
      phone: null,
    });
    // The billing address is not part of the form.
    expect(addresses.find((a) => a.kind === 'billing')!.address1).toBe('1 Bill St');
    expect(customer[0]).toMatchObject({
      firstName: 'Grace',
      email: 'grace.h@example.com',
      siteId: order.siteId,
    });
    expect(entity.at(-1)!.message).toBe('Customer info updated by Sofia Reyes');
    const last = activity.at(-1)!;
    expect(last.type).toBe(ORDER_ACTIVITY_TYPES.updateCustomerInfo);
    expect(last.oldData).toMatchObject({
      order_id: id,
      customer: { first_name: 'Ada', email: expect.stringMatching(/^ada\d+@example.com$/) },
      shipping: { address1: '1 Main St' },
    });
    expect(last.newData).toMatchObject({
      order_id: id,
      customer: { first_name: 'Grace', email: 'grace.h@example.com' },
      shipping: { address1: '2 New Rd' },
    });
  });

  test("the customer row: one person per email per site, shared by that shopper's orders", async () => {
    const db = api.server.db;
    const email = `shared${serial}@example.com`;
    const [a, b] = await makeOrders(2, { customer: { firstName: 'Ann', email } });
    const shared = (await rowOf(a!)).customerId!;
    expect((await rowOf(b!)).customerId).toBe(shared);

    // Same email, corrected name: the person is corrected, for every order of theirs.
    await api.ok(
      UPDATE_INFO,
      { id: a, info: validInfo({ customer: { first_name: 'Anne', email } }) },
      await tokenOf('Administrator'),
    );
    expect((await rowOf(a!)).customerId).toBe(shared);
    const [person] = await db.select().from(customers).where(eq(customers.id, shared));
    expect(person!.firstName).toBe('Anne');

    // Another email: the order moves to that shopper; the first keeps their other order.
    const moved = `moved${serial}@example.com`;
    await api.ok(
      UPDATE_INFO,
      { id: a, info: validInfo({ customer: { email: moved } }) },
      await tokenOf('Seller'),
    );
    const movedTo = (await rowOf(a!)).customerId!;
    expect(movedTo).not.toBe(shared);
    expect((await rowOf(b!)).customerId).toBe(shared);
    const [kept] = await db.select().from(customers).where(eq(customers.id, shared));
    expect(kept).toMatchObject({ email, firstName: 'Anne' });

    // No email: a row of the order's own; then the emailed customer it left has no order and goes.
    await api.ok(
      UPDATE_INFO,
      { id: a, info: validInfo({ customer: { email: '', first_name: 'Nomail' } }) },
      await tokenOf('Seller'),
    );
    const own = (await rowOf(a!)).customerId!;
    const [ownRow] = await db.select().from(customers).where(eq(customers.id, own));
    expect(ownRow).toMatchObject({ email: null, firstName: 'Nomail', siteId });
    expect(await db.select().from(customers).where(eq(customers.id, movedTo))).toEqual([]);

    // Its own email-less row is corrected in place.
    await api.ok(
      UPDATE_INFO,
      { id: a, info: validInfo({ customer: { email: null, first_name: 'Still' } }) },
      await tokenOf('Seller'),
    );
    expect((await rowOf(a!)).customerId).toBe(own);
    const [again] = await db.select().from(customers).where(eq(customers.id, own));
    expect(again!.firstName).toBe('Still');
  });

  test('an email-less customer that several orders share (its email cleared on /customers) is not renamed by one order', async () => {
    const db = api.server.db;
    const [a, b] = await makeOrders(2, {
      customer: { firstName: 'Bea', email: `cleared${serial}@example.com` },
    });
    const shared = (await rowOf(a!)).customerId!;
    await db.update(customers).set({ email: null }).where(eq(customers.id, shared));

    await api.ok(
      UPDATE_INFO,
      { id: a, info: validInfo({ customer: { email: null, first_name: 'Other' } }) },
      await tokenOf('Seller'),
    );
    const own = (await rowOf(a!)).customerId!;
    expect(own).not.toBe(shared);
    const [mine] = await db.select().from(customers).where(eq(customers.id, own));
    expect(mine).toMatchObject({ email: null, firstName: 'Other' });
    // The other order keeps its shopper, name unchanged.
    expect((await rowOf(b!)).customerId).toBe(shared);
    const [theirs] = await db.select().from(customers).where(eq(customers.id, shared));
    expect(theirs!.firstName).toBe('Bea');
  });
});

describe('createComment', () => {
  test('answers the comment with its author; trimmed; both logs', async () => {
    const id = await makeOrder();
    const { createComment } = await api.ok<{
      createComment: {
        id: string;
        order_id: string;
        author: { id: string; first_name: string };
        comment: { user_content: string };
      };
    }>(COMMENT, { id, comment: '  Ship it Monday  ' }, await tokenOf('Supplier'));
    expect(createComment).toMatchObject({
      order_id: String(id),
      author: { id: String(supplierId), first_name: 'Priya' },
      comment: { user_content: 'Ship it Monday' },
    });
    const { comments } = await stateOf(id);
    expect(comments).toEqual([
      expect.objectContaining({ id: Number(createComment.id), userId: supplierId }),
    ]);
    const { message, activity } = await lastLogs(id);
    expect(message).toBe('Comment added by Priya Nair');
    expect(activity).toMatchObject({
      type: ORDER_ACTIVITY_TYPES.comment,
      newData: { order_id: id, comment_id: Number(createComment.id) },
    });
  });

  test('1 to 2,000 characters after trimming', async () => {
    const id = await makeOrder();
    expect(await refusedUnchanged([id], COMMENT, { id, comment: '   ' })).toBe(
      ORDER_COMMENT_MESSAGES.required,
    );
    expect(
      await refusedUnchanged([id], COMMENT, { id, comment: 'x'.repeat(ORDER_COMMENT_MAX + 1) }),
    ).toBe(ORDER_COMMENT_MESSAGES.tooLong);
    await api.ok(
      COMMENT,
      { id, comment: ` ${'y'.repeat(ORDER_COMMENT_MAX)} ` },
      await tokenOf('Administrator'),
    );
  });

  test('a person writes at most 10 comments per order per minute', async () => {
    const [id, other] = await makeOrders(2);
    const token = await tokenOf('Seller');
    for (let i = 0; i < ORDER_COMMENTS_PER_MINUTE; i++) {
      await api.ok(COMMENT, { id, comment: `note ${i}` }, token);
    }
    const res = await api.gql(COMMENT, { id, comment: 'one too many' }, token);
    expect(res.errors?.[0]).toMatchObject({
      message: ORDER_COMMENT_MESSAGES.tooFast,
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    expect((await stateOf(id!)).comments.length).toBe(ORDER_COMMENTS_PER_MINUTE);
    // Another person, or another order, is not held back.
    await api.ok(COMMENT, { id, comment: 'from staff' }, await tokenOf('Administrator'));
    await api.ok(COMMENT, { id: other, comment: 'elsewhere' }, token);
    api.clock.advance(61_000);
    await api.ok(COMMENT, { id, comment: 'a minute later' }, token);
  });
});

describe('createComment: an order takes no more comments than its drawer shows', () => {
  test(`the ${ORDER_COMMENTS_MAX + 1}th comment is refused`, async () => {
    const id = await makeOrder();
    await api.server.db.insert(orderComments).values(
      Array.from({ length: ORDER_COMMENTS_MAX - 1 }, (_, i) => ({
        orderId: id,
        userId: supplierId,
        content: `old note ${i}`,
      })),
    );
    await api.ok(COMMENT, { id, comment: 'the last one' }, await tokenOf('Administrator'));
    expect(await refusedUnchanged([id], COMMENT, { id, comment: 'one more' })).toBe(
      ORDER_COMMENT_FULL,
    );
  });
});

describe('reMapOrderVariant', () => {
  test('re-reads base cost, supplier cost, shipping cost and sku; the log names both skus', async () => {
    const id = await makeOrder({ quantity: 3 });
    const before = await rowOf(id);
    const next = ctsVariants[1]!;
    await api.ok(REMAP, { id, variant: next.id }, await tokenOf('Seller'));
    const after = await rowOf(id);
    const supplierCost = next.supplierCosts.find((c) => c.user_id === String(supplierId));
    const carrierCost =
      next.carrierCosts.find((c) => c.carrier_id === String(ups.id))?.cost_cents ?? ups.priceCents;
    expect(after).toMatchObject({
      productTypeVariantId: next.id,
      productSku: next.sku,
      baseCostCents: next.baseCostCents,
      supplierCostCents: supplierCost?.cost_cents ?? 0,
      shippingCostCents: carrierCost + next.feeShipCents * 2,
      supplierId,
      carrierId: ups.id,
      quantity: 3,
    });
    const { message, activity } = await lastLogs(id);
    expect(message).toBe(`Variant changed from ${before.productSku} to ${next.sku} by Sam Carter`);
    expect(activity).toMatchObject({
      type: ORDER_ACTIVITY_TYPES.changeVariant,
      oldData: { product_sku: before.productSku },
      newData: { product_sku: next.sku, product_type_variant_id: next.id },
    });
  });

  test('another active variant of the same product type, else a clear refusal', async () => {
    const id = await makeOrder();
    expect(await refusedUnchanged([id], REMAP, { id, variant: phdVariant.id })).toBe(
      E.variantNotOfType(id),
    );
    expect(await refusedUnchanged([id], REMAP, { id, variant: ctsVariants[0]!.id })).toBe(
      E.sameVariant,
    );
    expect(await refusedUnchanged([id], REMAP, { id, variant: 99_999_999 })).toBe(
      E.variantNotFound,
    );
    expect(await refusedUnchanged([id], REMAP, { id, variant: 'abc' })).toBe(E.variantNotFound);
    await api.server.db
      .update(productTypeVariants)
      .set({ isActive: false })
      .where(eq(productTypeVariants.id, ctsVariants[4]!.id));
    expect(await refusedUnchanged([id], REMAP, { id, variant: ctsVariants[4]!.id })).toBe(
      E.variantInactive,
    );
    await api.server.db
      .update(productTypeVariants)
      .set({ isActive: true })
      .where(eq(productTypeVariants.id, ctsVariants[4]!.id));
  });
});

describe('updateOrderQuantity', () => {
  test.each([
    [0, ORDER_QUANTITY_MESSAGES.min],
    [-3, ORDER_QUANTITY_MESSAGES.min],
    [ORDER_QUANTITY_MAX + 1, ORDER_QUANTITY_MESSAGES.max(ORDER_QUANTITY_MAX)],
  ])('%d is refused and changes nothing', async (quantity, message) => {
    const id = await makeOrder();
    expect(await refusedUnchanged([id], QUANTITY, { id, quantity })).toBe(message);
  });

  // Issue 23 §8: a fee ship of 21474836.47 was accepted, and a quantity of 3 then overflowed the
  // order's shipping cost ("Unexpected error."). The save refuses such a fee now; one stored before
  // that bound is refused here with a message.
  test('a shipping cost beyond what an amount holds is refused and changes nothing', async () => {
    const id = await makeOrder({ quantity: 1 });
    const variant = ctsVariants[0]!;
    await api.server.db
      .update(productTypeVariants)
      .set({ feeShipCents: CENTS_MAX })
      .where(eq(productTypeVariants.id, variant.id));
    try {
      expect(await refusedUnchanged([id], QUANTITY, { id, quantity: 3 })).toBe(
        ORDER_QUANTITY_MESSAGES.shippingTooLarge,
      );
    } finally {
      await api.server.db
        .update(productTypeVariants)
        .set({ feeShipCents: variant.feeShipCents })
        .where(eq(productTypeVariants.id, variant.id));
    }
  });

  test('the quantity and its shipping cost (fee ship from the second item); both logs', async () => {
    const id = await makeOrder({ quantity: 2 });
    const before = await rowOf(id);
    await api.ok(QUANTITY, { id, quantity: 5 }, await tokenOf('Administrator'));
    const after = await rowOf(id);
    const fee = ctsVariants[0]!.feeShipCents;
    expect(after.quantity).toBe(5);
    expect(after.shippingCostCents).toBe(before.shippingCostCents + fee * 3);
    expect(after.baseCostCents).toBe(before.baseCostCents);
    const { message, activity } = await lastLogs(id);
    expect(message).toBe('Quantity changed from 2 to 5 by Avery Stone');
    expect(activity).toMatchObject({
      type: ORDER_ACTIVITY_TYPES.changeQuantity,
      oldData: { quantity: 2 },
      newData: { quantity: 5 },
    });
  });
});

describe('AssignOrderSupplier', () => {
  test('gives orders to a supplier of their product type and re-reads the supplier cost', async () => {
    const ids = await makeOrders(2);
    const { AssignOrderSupplier } = await api.ok<{ AssignOrderSupplier: { id: string }[] }>(
      ASSIGN_SUPPLIER,
      { ids, supplier: hanaId },
      await tokenOf('Administrator'),
    );
    expect(AssignOrderSupplier.map((o) => Number(o.id))).toEqual(ids);
    const cost =
      ctsVariants[0]!.supplierCosts.find((c) => c.user_id === String(hanaId))?.cost_cents ?? 0;
    for (const id of ids) {
      expect(await rowOf(id)).toMatchObject({ supplierId: hanaId, supplierCostCents: cost });
      const { activity } = await lastLogs(id);
      expect(activity).toMatchObject({
        type: ORDER_ACTIVITY_TYPES.assignSupplier,
        oldData: { supplier_id: supplierId },
        newData: { supplier_id: hanaId },
      });
    }
    // order_id alone works too.
    const [single] = await makeOrders(1);
    await api.ok(ASSIGN_SUPPLIER, { id: single, supplier: hanaId }, await tokenOf('Administrator'));
    expect((await rowOf(single!)).supplierId).toBe(hanaId);
  });

  test('all or nothing: one order of a type the supplier does not supply changes none, and is named', async () => {
    const ids = await makeOrders(2);
    const hoodie = await makeOrder({ productTypeVariantId: phdVariant.id, carrierId: null });
    expect(
      await refusedUnchanged([...ids, hoodie], ASSIGN_SUPPLIER, {
        ids: [...ids, hoodie],
        supplier: hanaId,
      }),
    ).toBe(E.supplierNotOfType(hoodie));
  });

  test('all or nothing: one order the state machine refuses (in production) changes none', async () => {
    const ready = await makeOrder({ status: 'ready' });
    const printing = await makeOrder({ status: 'in_production' });
    expect(
      await refusedUnchanged([ready, printing], ASSIGN_SUPPLIER, {
        ids: [ready, printing],
        supplier: hanaId,
      }),
    ).toBe(wrongStatus('Assign supplier', 'in_production'));
  });

  test(`bounds: no ids, ${ORDER_BULK_EDIT_MAX + 1} ids, an unknown supplier`, async () => {
    const id = await makeOrder();
    const many = Array.from({ length: ORDER_BULK_EDIT_MAX + 1 }, (_, i) => id + i);
    expect(await refusedUnchanged([id], ASSIGN_SUPPLIER, { ids: many, supplier: hanaId })).toBe(
      E.tooManyOrders,
    );
    expect(
      await refusedUnchanged([id], ASSIGN_SUPPLIER, {
        ids: Array.from({ length: ORDER_BULK_EDIT_MAX + 1 }, () => id),
        supplier: hanaId,
      }),
    ).toBe(E.tooManyOrders);
    expect(await refusedUnchanged([id], ASSIGN_SUPPLIER, { ids: [], supplier: hanaId })).toBe(
      E.noOrders,
    );
    expect(await refusedUnchanged([id], ASSIGN_SUPPLIER, { ids: [id], supplier: 99_999_999 })).toBe(
      E.supplierNotFound,
    );
  });
});

describe('assignOrderCarrier', () => {
  test('the carrier and its price on each order (variant cost, else the type price), with the fee', async () => {
    const ids = await makeOrders(2, { status: 'processing', quantity: 2 });
    const price = usps.priceCents / 100;
    await api.ok(ASSIGN_CARRIER, { ids, carrier: usps.id, price }, await tokenOf('Seller'));
    const variant = ctsVariants[0]!;
    const cost =
      variant.carrierCosts.find((c) => c.carrier_id === String(usps.id))?.cost_cents ??
      usps.priceCents;
    for (const id of ids) {
      expect(await rowOf(id)).toMatchObject({
        carrierId: usps.id,
        shippingCostCents: cost + variant.feeShipCents,
      });
      const { message, activity } = await lastLogs(id);
      expect(message).toMatch(/^Carrier set to .+ by Sam Carter$/);
      expect(activity).toMatchObject({
        type: ORDER_ACTIVITY_TYPES.assignCarrier,
        oldData: { carrier_id: ups.id },
        newData: { carrier_id: usps.id },
      });
    }
  });

  test('a price that is not the carrier price any more: nothing changes, and the answer says so', async () => {
    const ids = await makeOrders(2, { status: 'processing', carrierId: usps.id });
    const variant = ctsVariants[0]!;
    const cost =
      variant.carrierCosts.find((c) => c.carrier_id === String(ups.id))?.cost_cents ??
      ups.priceCents;
    const message = await refusedUnchanged(ids, ASSIGN_CARRIER, {
      ids,
      carrier: ups.id,
      price: cost / 100 + 1,
    });
    expect(message).toBe(
      E.carrierPriceChanged(ups.name, cost === 0 ? 'Free' : `$${(cost / 100).toFixed(2)}`),
    );
  });

  test('a carrier of another product type is refused naming the order; bounds', async () => {
    const id = await makeOrder({ status: 'processing' });
    expect(
      await refusedUnchanged([id], ASSIGN_CARRIER, { ids: [id], carrier: foreignCarrier.id }),
    ).toBe(E.carrierNotOfType(foreignCarrier.name, id));
    const many = Array.from({ length: ORDER_BULK_EDIT_MAX + 1 }, (_, i) => id + i);
    expect(await refusedUnchanged([id], ASSIGN_CARRIER, { ids: many, carrier: usps.id })).toBe(
      E.tooManyOrders,
    );
    expect(await refusedUnchanged([id], ASSIGN_CARRIER, { ids: [], carrier: usps.id })).toBe(
      E.noOrders,
    );
    expect(
      await refusedUnchanged([id], ASSIGN_CARRIER, { ids: [id], carrier: usps.id, price: -1 }),
    ).toBe(E.priceInvalid);
    expect(await refusedUnchanged([id], ASSIGN_CARRIER, { ids: [id], carrier: 99_999_999 })).toBe(
      E.carrierNotFound,
    );
  });
});

describe('deleteOrderInfo', () => {
  test("erases the shopper's personal data; the log says so without repeating it", async () => {
    const email = `erase${serial}@example.com`;
    const [id, sibling] = await makeOrders(2, { customer: { firstName: 'Eve', email } });
    const lonely = await makeOrder({
      customer: { firstName: 'Solo', email: `solo${serial}@example.com` },
    });
    const admin = await tokenOf('Administrator');
    // An earlier edit logged the data before and after.
    await api.ok(UPDATE_INFO, { id, info: validInfo({ customer: { email } }) }, admin);
    const shared = (await rowOf(id!)).customerId!;
    const soloCustomer = (await rowOf(lonely)).customerId!;

    await api.ok(DELETE_INFO, { id }, admin);
    await api.ok(DELETE_INFO, { id: lonely }, admin);
    const { order, addresses, entity, activity } = await stateOf(id!);
    expect(order.customerId).toBeNull();
    for (const a of addresses) {
      expect(a).toMatchObject({
        firstName: null,
        lastName: null,
        company: null,
        phone: null,
        address1: null,
        address2: null,
        zip: null,
      });
    }
    // The place stays for production and statistics.
    expect(addresses.find((a) => a.kind === 'shipping')!.city).toBe('Boston');
    expect(entity.at(-1)!.message).toBe('Customer info deleted by Avery Stone');
    const logged = JSON.stringify(activity);
    for (const personal of ['Grace', 'Hopper', '2 New Rd', '02108', email, 'Ada', '1 Main St']) {
      expect(logged).not.toContain(personal);
    }
    expect(activity.at(-1)!.type).toBe(ORDER_ACTIVITY_TYPES.deleteInfo);
    // The shared customer stays with the sibling order; the lonely one goes with its last order.
    expect((await rowOf(sibling!)).customerId).toBe(shared);
    expect(
      await api.server.db.select().from(customers).where(eq(customers.id, soloCustomer)),
    ).toEqual([]);
  });
});

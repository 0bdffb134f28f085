import { asc, desc, eq, ne } from 'drizzle-orm';
import {
  CUSTOMER_FORM_MESSAGES as M,
  SERVER_MESSAGES,
  USER_ROLES,
  type UserRole,
} from '@podoffice/domain';
import {
  activityLogs,
  customers,
  orders,
  productTypeVariants,
  productTypes,
  sites,
  users,
} from '../src/db/schema';
import { createOrders } from '../src/orders/createOrder';
import { CUSTOMER_ACTIVITY_TYPES } from '../src/graphql/orders/customers';
import { demoEmail, startTestApi, type TestApi } from './harness';

const FIELDS =
  'id first_name last_name phone email company tags lists site_id address { address1 address2 city country zip state }';
const UPDATE = `mutation U($id: ID!, $input: CustomerInput!) { updateCustomer(id: $id, input: $input) { ${FIELDS} } }`;
const READ = `query R($id: ID!) { customerById(id: $id) { ${FIELDS} } }`;

type Caller = 'anonymous' | UserRole;
const CALLERS: Caller[] = ['anonymous', ...USER_ROLES];
type CustomerRow = typeof customers.$inferSelect;

let api: TestApi;
let siteId: number;
let serial = 0;

beforeAll(async () => {
  api = await startTestApi();
  const [row] = await api.server.db
    .select({ id: sites.id })
    .from(sites)
    .innerJoin(users, eq(users.id, sites.userId))
    .where(eq(users.email, 'seller@podoffice.test'))
    .orderBy(asc(sites.id))
    .limit(1);
  siteId = row!.id;
});

afterAll(() => api?.close());

const tokenOf = (caller: Caller) =>
  caller === 'anonymous' ? Promise.resolve(undefined) : api.tokenFor(demoEmail(caller));
const admin = () => api.tokenFor(demoEmail('Administrator'));

/** A customer of the seller's site of its own, so tests do not share rows. */
async function makeCustomer(values: Partial<CustomerRow> = {}): Promise<CustomerRow> {
  serial += 1;
  const [row] = await api.server.db
    .insert(customers)
    .values({
      siteId,
      firstName: 'Ann',
      lastName: 'Lee',
      email: `ann${serial}@shopper.test`,
      phone: '555 0100',
      address: {
        address1: '1 Main St',
        city: 'Austin',
        state: 'Texas',
        country: 'United States',
        country_code: 'US',
        zip: '73301',
      },
      ...values,
    })
    .returning();
  return row!;
}

const rowOf = async (id: number) =>
  (await api.server.db.select().from(customers).where(eq(customers.id, id)))[0]!;

const logsOf = (id: number) =>
  api.server.db
    .select()
    .from(activityLogs)
    .where(eq(activityLogs.type, CUSTOMER_ACTIVITY_TYPES.update))
    .orderBy(desc(activityLogs.id))
    .then((rows) => rows.filter((r) => (r.newData as { id?: number } | null)?.id === id));

const FULL = {
  tags: [' VIP ', 'Wholesale'],
  lists: ['Newsletter'],
  first_name: ' Anna ',
  last_name: 'Lee-Smith',
  phone: '+1 555 0199',
  email: ' Anna.Lee@Shopper.test ',
  company: 'Acme Prints',
  address1: '2 Oak Ave',
  address2: 'Suite 5',
  country: 'Canada',
  city: 'Toronto',
  zip: 'M5H 2N2',
};

/** Refused with `message`, and the row and the log are as they were. */
async function refusedUnchanged(
  id: number,
  input: object,
  message: string,
  caller: Caller = 'Administrator',
) {
  const before = await rowOf(id);
  const logs = (await logsOf(id)).length;
  expect(await api.refused(UPDATE, { id, input }, await tokenOf(caller))).toBe(message);
  expect(await rowOf(id)).toEqual(before);
  expect(await logsOf(id)).toHaveLength(logs);
}

describe('updateCustomer: every role', () => {
  // The Administrator only (see customers.ts): the others read the detail, none edits it.
  const expected: Record<Caller, 'ok' | string> = {
    anonymous: SERVER_MESSAGES.notSignedIn,
    Administrator: 'ok',
    Supporter: SERVER_MESSAGES.forbidden,
    Seller: SERVER_MESSAGES.forbidden,
    Supplier: SERVER_MESSAGES.forbidden,
    Listing: SERVER_MESSAGES.forbidden,
    Accounting: SERVER_MESSAGES.forbidden,
  };
  test.each(CALLERS)('%s', async (caller) => {
    const customer = await makeCustomer();
    const want = expected[caller];
    if (want === 'ok') {
      await api.ok(
        UPDATE,
        { id: customer.id, input: { first_name: 'Zed' } },
        await tokenOf(caller),
      );
      expect((await rowOf(customer.id)).firstName).toBe('Zed');
    } else {
      // The Seller owns this customer's site and is still refused.
      await refusedUnchanged(customer.id, { first_name: 'Zed' }, want, caller);
    }
  });
});

describe('updateCustomer', () => {
  test('stores every field, trimmed, answers and reads it back, and logs old and new data', async () => {
    const customer = await makeCustomer();
    const { updateCustomer } = await api.ok<{ updateCustomer: Record<string, unknown> }>(
      UPDATE,
      { id: customer.id, input: FULL },
      await admin(),
    );
    const want = {
      id: String(customer.id),
      first_name: 'Anna',
      last_name: 'Lee-Smith',
      phone: '+1 555 0199',
      email: 'anna.lee@shopper.test',
      company: 'Acme Prints',
      tags: ['VIP', 'Wholesale'],
      lists: ['Newsletter'],
      site_id: String(siteId),
      // The state the form does not show is kept.
      address: {
        address1: '2 Oak Ave',
        address2: 'Suite 5',
        city: 'Toronto',
        country: 'Canada',
        zip: 'M5H 2N2',
        state: 'Texas',
      },
    };
    expect(updateCustomer).toEqual(want);
    const { customerById } = await api.ok<{ customerById: unknown }>(
      READ,
      { id: customer.id },
      await admin(),
    );
    expect(customerById).toEqual(want);
    // The country changed: its old code no longer names it.
    expect((await rowOf(customer.id)).address?.country_code).toBeNull();

    const [log, ...more] = await logsOf(customer.id);
    expect(more).toHaveLength(0);
    expect(log!.userId).toBe(await api.idOf(demoEmail('Administrator')));
    expect(log!.oldData).toMatchObject({
      id: customer.id,
      first_name: 'Ann',
      email: customer.email,
      tags: [],
      lists: [],
      company: null,
    });
    expect(log!.newData).toMatchObject({
      id: customer.id,
      first_name: 'Anna',
      email: 'anna.lee@shopper.test',
      tags: ['VIP', 'Wholesale'],
      company: 'Acme Prints',
    });
  });

  test('a field left out is cleared: the form sends the customer whole', async () => {
    const customer = await makeCustomer({ company: 'Old Co', tags: ['a'] });
    await api.ok(UPDATE, { id: customer.id, input: { first_name: 'Ann' } }, await admin());
    const row = await rowOf(customer.id);
    expect(row).toMatchObject({
      company: null,
      tags: [],
      lists: [],
      email: null,
      phone: null,
      lastName: null,
    });
  });

  test.each([
    ['no first name', { first_name: '  ' }, M.firstNameRequired],
    ['a bad e-mail', { first_name: 'Ann', email: 'ann@' }, M.emailInvalid],
    ['a long company', { first_name: 'Ann', company: 'x'.repeat(256) }, M.tooLong('Company', 255)],
    ['a long phone', { first_name: 'Ann', phone: '1'.repeat(51) }, M.tooLong('Phone', 50)],
    [
      '21 tags',
      { first_name: 'Ann', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      M.tooMany('tags', 20),
    ],
    ['a long list', { first_name: 'Ann', lists: ['x'.repeat(51)] }, M.labelTooLong('List', 50)],
    ['a tag twice', { first_name: 'Ann', tags: ['VIP', 'vip'] }, M.labelDuplicate('Tag', 'vip')],
  ])('refuses %s and changes nothing', async (_name, input, message) => {
    const customer = await makeCustomer();
    await refusedUnchanged(customer.id, input, message);
  });

  test('a customer stored with a country code only keeps it when the form sends the code back', async () => {
    const customer = await makeCustomer({
      address: { address1: '1 Main St', city: 'Austin', country_code: 'US', zip: '73301' },
    });
    const input = { ...FULL, email: customer.email };
    await api.ok(UPDATE, { id: customer.id, input: { ...input, country: 'US' } }, await admin());
    expect((await rowOf(customer.id)).address).toMatchObject({ country: null, country_code: 'US' });
    // A country typed over it is a country: the code no longer names it.
    await api.ok(
      UPDATE,
      { id: customer.id, input: { ...input, country: 'Canada' } },
      await admin(),
    );
    expect((await rowOf(customer.id)).address).toMatchObject({
      country: 'Canada',
      country_code: null,
    });
  });

  test("refuses another customer's e-mail of the same site (any case) with a clear message", async () => {
    const taken = await makeCustomer();
    const customer = await makeCustomer();
    await refusedUnchanged(
      customer.id,
      { first_name: 'Ann', email: taken.email!.toUpperCase() },
      M.emailTaken,
    );
  });

  test("takes an e-mail a customer of another site has, and keeps the customer's own", async () => {
    const [other] = await api.server.db
      .select({ id: sites.id })
      .from(sites)
      .where(ne(sites.id, siteId))
      .limit(1);
    const customer = await makeCustomer();
    await api.ok(
      UPDATE,
      { id: customer.id, input: { first_name: 'Ann', email: customer.email } },
      await admin(),
    );
    expect((await rowOf(customer.id)).email).toBe(customer.email);
    const elsewhere = await makeCustomer({ siteId: other!.id, email: 'shared@shopper.test' });
    await api.ok(
      UPDATE,
      { id: customer.id, input: { first_name: 'Ann', email: 'shared@shopper.test' } },
      await admin(),
    );
    expect((await rowOf(customer.id)).email).toBe('shared@shopper.test');
    expect((await rowOf(elsewhere.id)).email).toBe('shared@shopper.test');
  });

  test('a missing or malformed id answers Customer not found', async () => {
    expect(
      await api.refused(UPDATE, { id: 99_999_999, input: { first_name: 'A' } }, await admin()),
    ).toBe(M.notFound);
    expect(
      await api.refused(UPDATE, { id: 'abc', input: { first_name: 'A' } }, await admin()),
    ).toBe(M.notFound);
  });
});

describe('erasing a shopper', () => {
  test("deleteOrderInfo of a customer's last order removes them and the personal data of their edit logs", async () => {
    const customer = await makeCustomer();
    const [type] = await api.server.db
      .select()
      .from(productTypes)
      .where(eq(productTypes.sku, 'CTS'));
    const [variant] = await api.server.db
      .select({ id: productTypeVariants.id })
      .from(productTypeVariants)
      .where(eq(productTypeVariants.productTypeId, type!.id))
      .limit(1);
    const [order] = await createOrders(
      api.server.db,
      [
        {
          siteId,
          originId: `ERASE-${customer.id}`,
          originItem: '1',
          productTypeVariantId: variant!.id,
          quantity: 1,
          priceCents: 1000,
          customer: { firstName: 'Ann', email: customer.email },
        },
      ],
      { userId: null, source: 'test', now: new Date() },
    );
    const [linked] = await api.server.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(linked!.customerId).toBe(customer.id);
    const input = { ...FULL, email: `erase${customer.id}@shopper.test` };
    await api.ok(UPDATE, { id: customer.id, input }, await admin());
    expect(JSON.stringify((await logsOf(customer.id))[0]!.newData)).toContain('Acme Prints');

    await api.ok(
      'mutation D($id: ID!) { deleteOrderInfo(order_id: $id) { id } }',
      { id: order!.id },
      await admin(),
    );
    expect(
      await api.server.db.select().from(customers).where(eq(customers.id, customer.id)),
    ).toEqual([]);
    const [log] = await logsOf(customer.id);
    expect(log!.oldData).toEqual({ id: customer.id, erased: true });
    expect(log!.newData).toEqual({ id: customer.id, erased: true });
  });
});

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  DTF_PARTNER_SUPPLIER_ID,
  ORDER_REFUSALS,
  ORDER_STATUS_LABELS,
  SERVER_MESSAGES,
  USER_ROLES,
  orderIdLabel,
  type OrderStatus,
  type UserRole,
} from '@podoffice/domain';
import {
  activityLogs,
  entityLogs,
  orderAddresses,
  orderComments,
  orderPrintFiles,
  orders,
  productTypeVariants,
  productTypes,
  siteSettings,
  sites,
  trackings,
  users,
} from '../src/db/schema';
import { ORDER_READ_MESSAGES } from '../src/graphql/orders/resolvers';
import { ORDER_SPLIT_MAX, ORDER_STATUS_CHANGE_MESSAGES } from '../src/graphql/orders/statusChanges';
import { createOrders, type OrderDraft } from '../src/orders/createOrder';
import { ORDER_ACTIVITY_TYPES, ORDER_ENTITY_NAME } from '../src/orders/model';
import { demoEmail, startTestApi, type GqlError, type TestApi } from './harness';

const FIELDS = `id status quantity paused_from paid_at base_cost supplier_cost shipping_cost product_sku`;
const MUTATIONS = {
  pause: `mutation($id: ID!) { pauseOrder(order_id: $id) { ${FIELDS} } }`,
  resume: `mutation($id: ID!) { resumeOrder(order_id: $id) { ${FIELDS} } }`,
  cancel: `mutation($id: ID!) { cancelOrder(order_id: $id) { ${FIELDS} } }`,
  status: `mutation($id: ID!, $status: String!) { updateOrderStatus(order_id: $id, status: $status) { ${FIELDS} } }`,
  payment: `mutation($id: ID!) { enterPayment(order_id: $id) { ${FIELDS} } }`,
  split: `mutation($id: ID!) { splitOrderPersonalized(order_id: $id) { ${FIELDS} } }`,
  refresh: `mutation($id: ID!) { refreshOrder(order_id: $id) { ${FIELDS} } }`,
  delete: `mutation($id: ID!) { deleteOrder(order_id: $id) }`,
} as const;
type Mutation = keyof typeof MUTATIONS;

interface OrderAnswer {
  id: string;
  status: string;
  quantity: number;
  paused_from: string | null;
  paid_at: string | null;
  base_cost: number;
  supplier_cost: number;
  shipping_cost: number;
  product_sku: string;
}

/** What the calls answering one order answer, by their field. */
type Answers = Record<
  | 'pauseOrder'
  | 'resumeOrder'
  | 'cancelOrder'
  | 'updateOrderStatus'
  | 'enterPayment'
  | 'refreshOrder',
  OrderAnswer
>;

type Caller = 'anonymous' | 'DtfPartner' | UserRole;
const HOUR = 60 * 60 * 1000;
const DTF_EMAIL = 'dtf@colorecommerce.test';
const ADMIN_NAME = 'Avery Stone';

let api: TestApi;
let samSite: number;
let seller2Site: number;
let supplierId: number;
let otherSupplierId: number;
let tee: typeof productTypeVariants.$inferSelect;
let necklace: typeof productTypeVariants.$inferSelect;
let dtfTee: typeof productTypeVariants.$inferSelect;
let serial = 0;

async function firstVariant(sku: string) {
  const [type] = await api.server.db.select().from(productTypes).where(eq(productTypes.sku, sku));
  const [variant] = await api.server.db
    .select()
    .from(productTypeVariants)
    .where(eq(productTypeVariants.productTypeId, type!.id))
    .orderBy(asc(productTypeVariants.sorting))
    .limit(1);
  return variant!;
}

async function siteOf(email: string) {
  const [row] = await api.server.db
    .select({ id: sites.id })
    .from(sites)
    .innerJoin(users, eq(users.id, sites.userId))
    .where(eq(users.email, email))
    .orderBy(asc(sites.id))
    .limit(1);
  return row!.id;
}

beforeAll(async () => {
  api = await startTestApi();
  samSite = await siteOf('seller@podoffice.test');
  seller2Site = await siteOf('seller2@podoffice.test');
  supplierId = await api.idOf('supplier@podoffice.test');
  otherSupplierId = await api.idOf('hana.sato@podoffice.test');
  tee = await firstVariant('CTS');
  necklace = await firstVariant('PNN');
  dtfTee = await firstVariant('DTF');
});
afterAll(() => api?.close());

/**
 * One fresh order of the test's own (so tests never share one). Paid three days ago by default, so
 * the 24-hour hold is over unless a test says otherwise.
 */
async function makeOrder(overrides: Partial<OrderDraft> = {}): Promise<number> {
  const paid = new Date(api.clock.now().getTime() - 72 * HOUR);
  const n = ++serial;
  const [made] = await createOrders(
    api.server.db,
    [
      {
        siteId: samSite,
        originId: `STATUS-${n}`,
        originItem: '1',
        originNumber: `#S${n}`,
        productTypeVariantId: tee.id,
        supplierId,
        quantity: 2,
        priceCents: 2499,
        status: 'processing',
        designStatus: true,
        customer: { firstName: 'Dana', lastName: 'Buyer', email: `dana${n}@example.com` },
        billing: { address1: '1 Main St', city: 'Austin', countryCode: 'US', zip: '73301' },
        shipping: { firstName: 'Dana', address1: '1 Main St', methodTitle: 'Standard' },
        paidAt: paid,
        createdAt: paid,
        ...overrides,
      },
    ],
    { userId: null, source: 'test', now: api.clock.now() },
  );
  return made!.id;
}

async function rowOf(id: number) {
  const [row] = await api.server.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

const tokenOf = (caller: Caller) =>
  caller === 'anonymous'
    ? Promise.resolve(undefined)
    : api.tokenFor(caller === 'DtfPartner' ? DTF_EMAIL : demoEmail(caller));

interface Outcome<T> {
  data?: T | null;
  error?: GqlError;
}

async function call<T = Answers>(
  mutation: Mutation,
  id: number | string,
  caller: Caller,
  extra: Record<string, unknown> = {},
): Promise<Outcome<T>> {
  const res = await api.gql<T>(
    MUTATIONS[mutation],
    { id: String(id), ...extra },
    await tokenOf(caller),
  );
  return { data: res.data, error: res.errors?.[0] };
}

/** Logs of one order: its activity log lines (by order_id) and its entity log lines, oldest first. */
async function logsOf(id: number) {
  const [activities, lines] = await Promise.all([
    api.server.db
      .select()
      .from(activityLogs)
      .where(sql`${activityLogs.newData}->>'order_id' = ${String(id)}`)
      .orderBy(asc(activityLogs.id)),
    api.server.db
      .select()
      .from(entityLogs)
      .where(and(eq(entityLogs.entityName, ORDER_ENTITY_NAME), eq(entityLogs.entityId, id)))
      .orderBy(asc(entityLogs.id)),
  ]);
  return { activities, lines };
}

/** Expects a refusal that changed nothing: the order row and both logs are as they were. */
async function expectRefused(
  mutation: Mutation,
  id: number | string,
  caller: Caller,
  expected: { code: string; message?: string },
  extra: Record<string, unknown> = {},
) {
  const numeric = Number(id);
  const before = Number.isInteger(numeric) && numeric > 0 ? await rowOf(numeric) : undefined;
  const counts = await api.snapshot(orders, activityLogs, entityLogs);
  const { data, error } = await call(mutation, id, caller, extra);
  expect(data ?? null).toBeNull();
  expect(error?.extensions?.code).toBe(expected.code);
  if (expected.message !== undefined) expect(error?.message).toBe(expected.message);
  expect(await api.snapshot(orders, activityLogs, entityLogs)).toEqual(counts);
  if (before) expect(await rowOf(numeric)).toEqual(before);
}

const FORBIDDEN = { code: 'FORBIDDEN' };
const NOT_SIGNED_IN = { code: 'UNAUTHENTICATED', message: SERVER_MESSAGES.notSignedIn };
const NOT_FOUND = { code: 'NOT_FOUND', message: ORDER_READ_MESSAGES.orderNotFound };
const wrongStatus = (action: string, status: string) => ({
  code: 'BAD_USER_INPUT',
  message: ORDER_REFUSALS.wrongStatus(action, status),
});

/**
 * The role matrix: for each call, the status it is tried from and who may do it (spec 2 §4, §6 as
 * the domain's state machine reads them). Every other role is refused with FORBIDDEN: the order is
 * put where a Supplier reads it (ready, assigned to them), so their refusal is the role's and not
 * the reach's; Listing and Accounting read no orders at all.
 */
const MATRIX: {
  mutation: Mutation;
  from: OrderStatus;
  extra?: Record<string, unknown>;
  allowed: UserRole[];
  after: string | null;
  personalized?: boolean;
}[] = [
  {
    mutation: 'pause',
    from: 'processing',
    allowed: ['Administrator', 'Supporter', 'Seller'],
    after: 'pending',
  },
  {
    mutation: 'resume',
    from: 'pending',
    allowed: ['Administrator', 'Supporter', 'Seller'],
    after: 'processing',
  },
  {
    mutation: 'cancel',
    from: 'processing',
    allowed: ['Administrator', 'Supporter', 'Seller'],
    after: 'cancelled',
  },
  {
    mutation: 'status',
    from: 'pending_design',
    extra: { status: 'processing' },
    allowed: ['Administrator', 'Supporter'],
    after: 'processing',
  },
  {
    mutation: 'status',
    from: 'processing',
    extra: { status: 'ready' },
    allowed: ['Administrator'],
    after: 'ready',
  },
  {
    mutation: 'status',
    from: 'ready',
    extra: { status: 'in_production' },
    allowed: ['Administrator'],
    after: 'in_production',
  },
  {
    mutation: 'status',
    from: 'in_production',
    extra: { status: 'fulfilled' },
    allowed: ['Administrator'],
    after: 'fulfilled',
  },
  {
    mutation: 'payment',
    from: 'processing',
    allowed: ['Administrator', 'Supporter'],
    after: 'ready',
  },
  {
    mutation: 'split',
    from: 'processing',
    allowed: ['Administrator'],
    after: 'processing',
    personalized: true,
  },
  { mutation: 'refresh', from: 'processing', allowed: ['Administrator'], after: 'processing' },
  { mutation: 'delete', from: 'processing', allowed: ['Administrator'], after: null },
];

const ACTIVITY: Record<Mutation, string> = {
  pause: ORDER_ACTIVITY_TYPES.pause,
  resume: ORDER_ACTIVITY_TYPES.resume,
  cancel: ORDER_ACTIVITY_TYPES.cancel,
  status: ORDER_ACTIVITY_TYPES.updateStatus,
  payment: ORDER_ACTIVITY_TYPES.enterPayment,
  split: ORDER_ACTIVITY_TYPES.split,
  refresh: ORDER_ACTIVITY_TYPES.refresh,
  delete: ORDER_ACTIVITY_TYPES.delete,
};

const CALLERS: Caller[] = ['anonymous', ...USER_ROLES];
const cases = MATRIX.flatMap((row) =>
  CALLERS.map((caller) => [
    `${row.mutation}${row.extra ? ` ${String(row.extra.status)}` : ''}`,
    caller,
    row,
  ]),
) as [string, Caller, (typeof MATRIX)[number]][];

describe('who may change an order', () => {
  test.each(cases)('%s by %s', async (_name, caller, row) => {
    const allowed = caller !== 'anonymous' && (row.allowed as Caller[]).includes(caller);
    // The Supplier is tried on an order they read (theirs, ready), so the refusal is the action's.
    const asSupplier = caller === 'Supplier';
    const personalized = row.personalized && !asSupplier;
    const order = await makeOrder({
      status: asSupplier ? 'ready' : row.from,
      ...(personalized ? { productTypeVariantId: necklace.id, supplierId: undefined } : {}),
      quantity: personalized ? 3 : 2,
    });
    if (row.mutation === 'resume' && !asSupplier) {
      await api.server.db
        .update(orders)
        .set({ pausedFrom: 'processing' })
        .where(eq(orders.id, order));
    }
    if (!allowed) {
      await expectRefused(
        row.mutation,
        order,
        caller,
        caller === 'anonymous' ? NOT_SIGNED_IN : FORBIDDEN,
        row.extra,
      );
      return;
    }
    const before = await logsOf(order);
    const { data, error } = await call(row.mutation, order, caller, row.extra);
    expect(error).toBeUndefined();
    expect(data).not.toBeNull();
    const after = await rowOf(order);
    expect(after?.status ?? null).toBe(row.after);
    const logs = await logsOf(order);
    expect(logs.activities.length).toBe(before.activities.length + 1);
    expect(logs.activities.at(-1)!.type).toBe(ACTIVITY[row.mutation]);
    expect(logs.activities.at(-1)!.userId).toBe(await api.idOf(demoEmail(caller as UserRole)));
    expect(logs.lines.length).toBe(before.lines.length + 1);
  });

  test("a seller's order is not found by another seller, a supplier's by another supplier", async () => {
    const theirs = await makeOrder({ siteId: seller2Site, status: 'processing' });
    await expectRefused('pause', theirs, 'Seller', NOT_FOUND);
    await expectRefused('cancel', theirs, 'Seller', NOT_FOUND);
    const other = await makeOrder({ supplierId: otherSupplierId, status: 'ready' });
    await expectRefused('pause', other, 'Supplier', NOT_FOUND);
    await expectRefused('status', other, 'DtfPartner', NOT_FOUND, { status: 'in_production' });
    // A Supplier never reads a processing order, even one assigned to them.
    const early = await makeOrder({ status: 'processing' });
    await expectRefused('cancel', early, 'Supplier', NOT_FOUND);
  });

  test.each(['abc', '0', '-3', '99999999', '1.5'])('a bad id (%s) is not found', async (id) => {
    for (const mutation of Object.keys(MUTATIONS) as Mutation[]) {
      await expectRefused(
        mutation,
        id,
        'Administrator',
        NOT_FOUND,
        mutation === 'status' ? { status: 'ready' } : {},
      );
    }
  });
});

describe('pause and resume', () => {
  test('pause remembers where the order was; resume returns there and forgets it', async () => {
    const order = await makeOrder({ status: 'ready' });
    const paused = await call('pause', order, 'Administrator');
    expect(paused.data!.pauseOrder).toMatchObject({ status: 'pending', paused_from: 'ready' });
    const resumed = await call('resume', order, 'Supporter');
    expect(resumed.data!.resumeOrder).toMatchObject({ status: 'ready', paused_from: null });
    const { lines, activities } = await logsOf(order);
    expect(lines.slice(-2).map((l) => l.message)).toEqual([
      `Order paused from Ready by ${ADMIN_NAME}`,
      'Order resumed to Ready by Sofia Reyes',
    ]);
    expect(activities.slice(-1)[0]).toMatchObject({
      type: ORDER_ACTIVITY_TYPES.resume,
      oldData: { order_id: order, status: 'pending', paused_from: 'ready' },
      newData: { order_id: order, status: 'ready' },
    });
  });

  test('an order that arrived pending resumes to pending_design without designs, processing with them', async () => {
    const bare = await makeOrder({ status: 'pending', designStatus: false });
    const designed = await makeOrder({ status: 'pending', designStatus: true });
    expect((await call('resume', bare, 'Administrator')).data!.resumeOrder.status).toBe(
      'pending_design',
    );
    expect((await call('resume', designed, 'Administrator')).data!.resumeOrder.status).toBe(
      'processing',
    );
  });

  test('both sides of the lines: pause from in_production, a seller from ready, resume from processing', async () => {
    await expectRefused(
      'pause',
      await makeOrder({ status: 'in_production' }),
      'Administrator',
      wrongStatus('Pause', 'In Production'),
    );
    await expectRefused(
      'pause',
      await makeOrder({ status: 'ready' }),
      'Seller',
      wrongStatus('Pause', 'Ready'),
    );
    await expectRefused(
      'resume',
      await makeOrder({ status: 'processing' }),
      'Administrator',
      wrongStatus('Resume', 'Processing'),
    );
  });

  test('a seller neither pauses nor resumes an order whose product type is paused', async () => {
    const order = await makeOrder({ status: 'processing' });
    await api.server.db
      .update(productTypes)
      .set({ state: 'paused' })
      .where(eq(productTypes.id, tee.productTypeId));
    try {
      await expectRefused('pause', order, 'Seller', {
        code: 'BAD_USER_INPUT',
        message: ORDER_REFUSALS.productTypePaused,
      });
      // Staff still may (§4 limits the seller's button only).
      expect((await call('pause', order, 'Supporter')).data!.pauseOrder.status).toBe('pending');
      await expectRefused('resume', order, 'Seller', {
        code: 'BAD_USER_INPUT',
        message: ORDER_REFUSALS.productTypePaused,
      });
    } finally {
      await api.server.db
        .update(productTypes)
        .set({ state: 'active' })
        .where(eq(productTypes.id, tee.productTypeId));
    }
  });

  test('two pauses racing on one order: exactly one succeeds, one log line each', async () => {
    const order = await makeOrder({ status: 'processing' });
    const results = await Promise.all([
      call('pause', order, 'Administrator'),
      call('pause', order, 'Supporter'),
    ]);
    const errors = results.filter((r) => r.error);
    expect(results.filter((r) => r.data?.pauseOrder)).toHaveLength(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.error!.message).toBe(ORDER_REFUSALS.wrongStatus('Pause', 'Pending'));
    expect(await rowOf(order)).toMatchObject({ status: 'pending', pausedFrom: 'processing' });
    const { lines, activities } = await logsOf(order);
    expect(activities.filter((a) => a.type === ORDER_ACTIVITY_TYPES.pause)).toHaveLength(1);
    expect(lines.filter((l) => l.message.startsWith('Order paused'))).toHaveLength(1);
  });
});

describe('cancel', () => {
  test('the Administrator cancels any status but cancelled and fulfilled; a paused order forgets where it was', async () => {
    const ready = await makeOrder({ status: 'ready' });
    expect((await call('cancel', ready, 'Administrator')).data!.cancelOrder.status).toBe(
      'cancelled',
    );
    const paused = await makeOrder({ status: 'processing' });
    await call('pause', paused, 'Administrator');
    expect((await call('cancel', paused, 'Administrator')).data!.cancelOrder).toMatchObject({
      status: 'cancelled',
      paused_from: null,
    });
    const { lines } = await logsOf(paused);
    expect(lines.at(-1)!.message).toBe(
      `Order status changed from Pending to Cancelled by ${ADMIN_NAME}`,
    );
    await expectRefused(
      'cancel',
      await makeOrder({ status: 'fulfilled' }),
      'Administrator',
      wrongStatus('Cancel', 'Fulfilled'),
    );
    await expectRefused(
      'cancel',
      await makeOrder({ status: 'cancelled' }),
      'Administrator',
      wrongStatus('Cancel', 'Cancelled'),
    );
  });

  test('sellers and supporters cancel early orders only, not ready ones', async () => {
    for (const caller of ['Seller', 'Supporter'] as const) {
      await expectRefused(
        'cancel',
        await makeOrder({ status: 'ready' }),
        caller,
        wrongStatus('Cancel', 'Ready'),
      );
      const early = await makeOrder({ status: 'pending_design' });
      expect((await call('cancel', early, caller)).data!.cancelOrder.status).toBe('cancelled');
    }
  });
});

describe('updateOrderStatus', () => {
  test('each forced status from its own statuses only, logged as a status change', async () => {
    const fromError = await makeOrder({ status: 'error' });
    expect(
      (await call('status', fromError, 'Administrator', { status: 'ready' })).data!
        .updateOrderStatus.status,
    ).toBe('ready');
    expect(
      (await call('status', fromError, 'Administrator', { status: 'in_production' })).data!
        .updateOrderStatus.status,
    ).toBe('in_production');
    const { lines, activities } = await logsOf(fromError);
    expect(lines.slice(-2).map((l) => l.message)).toEqual([
      `Order status changed from Error to Ready by ${ADMIN_NAME}`,
      `Order status changed from Ready to In Production by ${ADMIN_NAME}`,
    ]);
    expect(activities.at(-1)).toMatchObject({
      type: ORDER_ACTIVITY_TYPES.updateStatus,
      oldData: { status: 'ready' },
      newData: { status: 'in_production' },
    });
    await expectRefused(
      'status',
      await makeOrder({ status: 'ready' }),
      'Administrator',
      wrongStatus('Fulfilled', 'Ready'),
      { status: 'fulfilled' },
    );
    await expectRefused(
      'status',
      await makeOrder({ status: 'processing' }),
      'Administrator',
      wrongStatus('Processing', 'Processing'),
      { status: 'processing' },
    );
    await expectRefused(
      'status',
      await makeOrder({ status: 'pending_design' }),
      'Administrator',
      wrongStatus('Ready', 'Pending Designs'),
      { status: 'ready' },
    );
  });

  // Issue 23 §4: the names every object inherits answered "Unexpected error." before.
  test.each([
    'cancelled',
    'pending',
    'refunded',
    'error',
    'shipped',
    '',
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
  ])('status %p is not one it sets: bad input, nothing changes', async (status) => {
    const order = await makeOrder({ status: 'processing' });
    await expectRefused(
      'status',
      order,
      'Administrator',
      {
        code: 'BAD_USER_INPUT',
        message: ORDER_STATUS_CHANGE_MESSAGES.statusNotSettable(status),
      },
      { status },
    );
  });
});

describe('enterPayment and the 24-hour hold', () => {
  test('processing becomes ready; paid_at is set when missing and kept when there', async () => {
    const unpaid = await makeOrder({ status: 'processing', paidAt: null });
    const answer = (await call('payment', unpaid, 'Supporter')).data!.enterPayment;
    expect(answer.status).toBe('ready');
    expect(new Date(answer.paid_at!).getTime()).toBeGreaterThan(api.clock.now().getTime() - HOUR);
    const paidAt = new Date(api.clock.now().getTime() - 50 * HOUR);
    const paid = await makeOrder({ status: 'processing', paidAt });
    expect((await call('payment', paid, 'Administrator')).data!.enterPayment.paid_at).toBe(
      paidAt.toISOString(),
    );
    const { lines, activities } = await logsOf(paid);
    expect(lines.at(-1)!.message).toBe(
      `Payment entered: order status changed from Processing to Ready by ${ADMIN_NAME}`,
    );
    expect(activities.at(-1)!.type).toBe(ORDER_ACTIVITY_TYPES.enterPayment);
    await expectRefused(
      'payment',
      await makeOrder({ status: 'ready' }),
      'Administrator',
      wrongStatus('Enter Payment', 'Ready'),
    );
  });

  test('inside the hold the forced statuses and Enter Payment are refused, after it they pass; a site with the Fulfill role has none', async () => {
    const paidAt = new Date(api.clock.now().getTime() - 23 * HOUR);
    const held = await makeOrder({ status: 'processing', paidAt });
    const heldReady = await makeOrder({ status: 'ready', paidAt });
    const refusal = (await call('status', held, 'Administrator', { status: 'ready' })).error;
    expect(refusal?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refusal?.message).toMatch(/^Order is on hold for 24 hours after payment/);
    await expectRefused('payment', held, 'Administrator', {
      code: 'BAD_USER_INPUT',
      message: refusal!.message,
    });
    await expectRefused(
      'status',
      heldReady,
      'Administrator',
      {
        code: 'BAD_USER_INPUT',
        message: refusal!.message,
      },
      { status: 'in_production' },
    );
    // Pause and cancel are not held: the hold is there so the seller can still stop the order.
    const pausable = await makeOrder({ status: 'processing', paidAt });
    expect((await call('pause', pausable, 'Seller')).data!.pauseOrder.status).toBe('pending');

    // Seller 2's site gets the Fulfill role: its orders are not held at all.
    await api.server.db
      .insert(siteSettings)
      .values({ siteId: seller2Site, name: 'fulfill_role', value: 'true' })
      .onConflictDoUpdate({
        target: [siteSettings.siteId, siteSettings.name],
        set: { value: 'true' },
      });
    try {
      const fulfilling = await makeOrder({ siteId: seller2Site, status: 'processing', paidAt });
      expect(
        (await call('status', fulfilling, 'Administrator', { status: 'ready' })).data!
          .updateOrderStatus.status,
      ).toBe('ready');
    } finally {
      await api.server.db
        .delete(siteSettings)
        .where(and(eq(siteSettings.siteId, seller2Site), eq(siteSettings.name, 'fulfill_role')));
    }

    api.clock.advance(HOUR + 1000);
    try {
      expect(
        (await call('status', held, 'Administrator', { status: 'ready' })).data!.updateOrderStatus
          .status,
      ).toBe('ready');
      expect(
        (await call('status', heldReady, 'Administrator', { status: 'in_production' })).data!
          .updateOrderStatus.status,
      ).toBe('in_production');
    } finally {
      api.clock.reset();
    }
  });
});

describe('the DTF partner supplier', () => {
  const dtfOrder = (status: OrderStatus) =>
    makeOrder({ productTypeVariantId: dtfTee.id, supplierId: DTF_PARTNER_SUPPLIER_ID, status });

  test('sets ready, in_production and fulfilled on its own orders and cancels its error orders', async () => {
    const order = await dtfOrder('error');
    for (const status of ['ready', 'in_production', 'fulfilled']) {
      const { data, error } = await call('status', order, 'DtfPartner', { status });
      expect(error).toBeUndefined();
      expect(data!.updateOrderStatus.status).toBe(status);
    }
    const { activities, lines } = await logsOf(order);
    expect(activities.slice(-3).every((a) => a.userId === DTF_PARTNER_SUPPLIER_ID)).toBe(true);
    expect(lines.at(-1)!.message).toBe(
      'Order status changed from In Production to Fulfilled by Color Ecommerce',
    );
    const broken = await dtfOrder('error');
    expect((await call('cancel', broken, 'DtfPartner')).data!.cancelOrder.status).toBe('cancelled');
  });

  test('not the rest: cancel of a ready order, pause, split, refresh, delete; not another supplier’s order', async () => {
    const ready = await dtfOrder('ready');
    await expectRefused('cancel', ready, 'DtfPartner', wrongStatus('Cancel', 'Ready'));
    await expectRefused('pause', ready, 'DtfPartner', FORBIDDEN);
    await expectRefused('refresh', ready, 'DtfPartner', FORBIDDEN);
    await expectRefused('delete', await dtfOrder('error'), 'DtfPartner', FORBIDDEN);
    await expectRefused('cancel', await makeOrder({ status: 'error' }), 'DtfPartner', NOT_FOUND);
  });

  test('a plain supplier sets no status and cancels none of its own orders', async () => {
    for (const status of ['ready', 'in_production', 'fulfilled']) {
      await expectRefused('status', await makeOrder({ status: 'error' }), 'Supplier', FORBIDDEN, {
        status,
      });
    }
    await expectRefused('cancel', await makeOrder({ status: 'error' }), 'Supplier', FORBIDDEN);
  });
});

describe('splitOrderPersonalized', () => {
  test('a personalized order of 3 becomes 3 orders of 1: the original first, parts copying it', async () => {
    const order = await makeOrder({
      productTypeVariantId: necklace.id,
      supplierId: undefined,
      quantity: 3,
      status: 'ready',
    });
    const original = (await rowOf(order))!;
    const answer = (
      await call<{ splitOrderPersonalized: OrderAnswer[] }>('split', order, 'Administrator')
    ).data!.splitOrderPersonalized;
    expect(answer.map((o) => o.quantity)).toEqual([1, 1, 1]);
    expect(answer[0]!.id).toBe(String(order));
    const partIds = answer.slice(1).map((o) => Number(o.id));
    const parts = await api.server.db
      .select()
      .from(orders)
      .where(inArray(orders.id, partIds))
      .orderBy(asc(orders.id));
    const after = (await rowOf(order))!;
    expect(after).toMatchObject({ quantity: 1, splitFromId: null });
    for (const part of parts) {
      expect(part).toMatchObject({
        siteId: original.siteId,
        originId: original.originId,
        originItem: original.originItem,
        originNumber: original.originNumber,
        productTypeId: original.productTypeId,
        productTypeVariantId: original.productTypeVariantId,
        supplierId: original.supplierId,
        carrierId: original.carrierId,
        customerId: original.customerId,
        priceCents: original.priceCents,
        baseCostCents: original.baseCostCents,
        supplierCostCents: original.supplierCostCents,
        status: 'ready',
        paidAt: original.paidAt,
        personalized: true,
        quantity: 1,
        splitFromId: order,
      });
    }
    // The parts together ship for what the order did.
    expect(after.shippingCostCents + parts.reduce((s, p) => s + p.shippingCostCents, 0)).toBe(
      original.shippingCostCents,
    );
    const addressesOf = async (id: number) =>
      (await api.server.db.select().from(orderAddresses).where(eq(orderAddresses.orderId, id)))
        .map(({ id: _id, orderId: _o, ...a }) => a)
        .sort((a, b) => a.kind.localeCompare(b.kind));
    const filesOf = async (id: number) =>
      (
        await api.server.db
          .select()
          .from(orderPrintFiles)
          .where(eq(orderPrintFiles.orderId, id))
          .orderBy(asc(orderPrintFiles.sorting))
      ).map(({ id: _id, orderId: _o, ...p }) => p);
    for (const id of partIds) {
      expect(await addressesOf(id)).toEqual(await addressesOf(order));
      expect(await filesOf(id)).toEqual(await filesOf(order));
      expect((await addressesOf(id)).length).toBe(2);
      const { lines, activities } = await logsOf(id);
      expect(lines.map((l) => l.message)).toEqual([
        `Order split from ${orderIdLabel(order)} by ${ADMIN_NAME}`,
      ]);
      expect(activities).toEqual([]);
    }
    const { lines, activities } = await logsOf(order);
    expect(lines.at(-1)!.message).toBe(
      `Order split into 3 orders by ${ADMIN_NAME}: new orders ${partIds.map(orderIdLabel).join(', ')}`,
    );
    expect(activities.at(-1)).toMatchObject({
      type: ORDER_ACTIVITY_TYPES.split,
      newData: { order_id: order, quantity: 1, part_ids: partIds },
    });
    // Split once: the original is now of quantity 1.
    await expectRefused('split', order, 'Administrator', {
      code: 'BAD_USER_INPUT',
      message: ORDER_REFUSALS.notPersonalizedMultiple,
    });
  });

  test('not a personalized order, not of quantity 1, not from in_production, not too many parts', async () => {
    await expectRefused('split', await makeOrder({ quantity: 4 }), 'Administrator', {
      code: 'BAD_USER_INPUT',
      message: ORDER_REFUSALS.notPersonalizedMultiple,
    });
    const personal = { productTypeVariantId: necklace.id, supplierId: undefined };
    await expectRefused('split', await makeOrder({ ...personal, quantity: 1 }), 'Administrator', {
      code: 'BAD_USER_INPUT',
      message: ORDER_REFUSALS.notPersonalizedMultiple,
    });
    await expectRefused(
      'split',
      await makeOrder({ ...personal, quantity: 2, status: 'in_production' }),
      'Administrator',
      wrongStatus('Split order', 'In Production'),
    );
    await expectRefused(
      'split',
      await makeOrder({ ...personal, quantity: ORDER_SPLIT_MAX + 1 }),
      'Administrator',
      { code: 'BAD_USER_INPUT', message: ORDER_STATUS_CHANGE_MESSAGES.tooManyParts },
    );
  });

  test(`the largest split (${ORDER_SPLIT_MAX} items) answers every part, each with its copies`, async () => {
    const order = await makeOrder({
      productTypeVariantId: necklace.id,
      supplierId: undefined,
      quantity: ORDER_SPLIT_MAX,
    });
    const answer = (
      await call<{ splitOrderPersonalized: OrderAnswer[] }>('split', order, 'Administrator')
    ).data!.splitOrderPersonalized;
    expect(answer).toHaveLength(ORDER_SPLIT_MAX);
    const ids = answer.map((o) => Number(o.id));
    const [copies] = await api.server.db
      .select({
        addresses:
          sql<number>`(select count(*) from order_addresses where order_id in ${ids})`.mapWith(
            Number,
          ),
        printFiles:
          sql<number>`(select count(*) from order_print_files where order_id in ${ids})`.mapWith(
            Number,
          ),
        areas:
          sql<number>`(select count(*) from order_print_files where order_id = ${order})`.mapWith(
            Number,
          ),
      })
      .from(sql`(select 1) as one`);
    expect(copies!.addresses).toBe(2 * ORDER_SPLIT_MAX);
    expect(copies!.areas).toBeGreaterThan(0);
    expect(copies!.printFiles).toBe(copies!.areas * ORDER_SPLIT_MAX);
  });

  test('a split whose last step fails leaves nothing: no parts, no copies, no logs, quantity kept', async () => {
    const order = await makeOrder({
      productTypeVariantId: necklace.id,
      supplierId: undefined,
      quantity: 3,
    });
    const before = await rowOf(order);
    // The parts' entity log lines come late in the split; a constraint that refuses them makes it
    // fail after the original, the parts and their copies were written in the transaction.
    await api.server.db.execute(
      sql`alter table entity_logs add constraint test_no_split_lines check (message not like 'Order split from%') not valid`,
    );
    try {
      const counts = await api.snapshot(
        orders,
        orderAddresses,
        orderPrintFiles,
        activityLogs,
        entityLogs,
      );
      const { data, error } = await call('split', order, 'Administrator');
      expect(data ?? null).toBeNull();
      expect(error).toBeDefined();
      expect(
        await api.snapshot(orders, orderAddresses, orderPrintFiles, activityLogs, entityLogs),
      ).toEqual(counts);
      expect(await rowOf(order)).toEqual(before);
    } finally {
      await api.server.db.execute(sql`alter table entity_logs drop constraint test_no_split_lines`);
    }
  });
});

describe('refreshOrder', () => {
  test('reads the costs and the sku again from the catalogue and says what changed', async () => {
    const order = await makeOrder({ quantity: 3 });
    const priced = (await rowOf(order))!;
    await api.server.db
      .update(orders)
      .set({ baseCostCents: 1, supplierCostCents: 2, shippingCostCents: 3, productSku: 'OLD' })
      .where(eq(orders.id, order));
    const answer = (await call('refresh', order, 'Administrator')).data!.refreshOrder;
    expect(answer.product_sku).toBe(tee.sku);
    const after = (await rowOf(order))!;
    expect(after).toMatchObject({
      baseCostCents: priced.baseCostCents,
      supplierCostCents: priced.supplierCostCents,
      shippingCostCents: priced.shippingCostCents,
      productSku: priced.productSku,
    });
    const { lines, activities } = await logsOf(order);
    // The order's log line is read by its seller and its supplier too: no figures (issue 23 §12).
    expect(lines.at(-1)!.message).toBe(
      `Order refreshed by ${ADMIN_NAME}: base cost changed, supplier cost changed, shipping cost changed, product SKU OLD to ${tee.sku}`,
    );
    expect(activities.at(-1)).toMatchObject({
      type: ORDER_ACTIVITY_TYPES.refresh,
      oldData: { base_cost_cents: 1, product_sku: 'OLD' },
      newData: { base_cost_cents: priced.baseCostCents, product_sku: tee.sku },
    });
    await call('refresh', order, 'Administrator');
    expect((await logsOf(order)).lines.at(-1)!.message).toBe(
      `Order refreshed by ${ADMIN_NAME}: nothing changed`,
    );
  });

  test("catalogue prices changed since the order was placed reach it: base cost, its supplier's cost, its carrier's cost on the variant over the type's price", async () => {
    const order = await makeOrder({ quantity: 3 });
    const placed = (await rowOf(order))!;
    const carrierId = String(placed.carrierId);
    // The variant's own cost for the order's carrier, added or changed: it overrides the type's price.
    const carrierCosts = [
      ...tee.carrierCosts.filter((c) => c.carrier_id !== carrierId),
      {
        // One default when the list has any (a CHECK of the table): this one if it is alone.
        ...(tee.carrierCosts.find((c) => c.carrier_id === carrierId) ?? {
          default: tee.carrierCosts.length === 0,
        }),
        carrier_id: carrierId,
        cost_cents: 1234,
      },
    ];
    const supplierCosts = [
      ...tee.supplierCosts.filter((c) => c.user_id !== String(supplierId)),
      {
        ...(tee.supplierCosts.find((c) => c.user_id === String(supplierId)) ?? {
          selected: tee.supplierCosts.length === 0,
        }),
        user_id: String(supplierId),
        cost_cents: 777,
      },
    ];
    await api.server.db
      .update(productTypeVariants)
      .set({ baseCostCents: tee.baseCostCents + 150, carrierCosts, supplierCosts })
      .where(eq(productTypeVariants.id, tee.id));
    try {
      const answer = (await call('refresh', order, 'Administrator')).data!.refreshOrder;
      expect(answer).toMatchObject({
        base_cost: (tee.baseCostCents + 150) / 100,
        supplier_cost: 7.77,
        // The carrier's cost once and the variant's fee for each further item (§5).
        shipping_cost: (1234 + tee.feeShipCents * 2) / 100,
      });
    } finally {
      await api.server.db
        .update(productTypeVariants)
        .set({
          baseCostCents: tee.baseCostCents,
          carrierCosts: tee.carrierCosts,
          supplierCosts: tee.supplierCosts,
        })
        .where(eq(productTypeVariants.id, tee.id));
    }
  });

  test('a supplier the product type no longer has keeps the cost the order was placed at', async () => {
    const order = await makeOrder({ supplierId: otherSupplierId });
    const placed = (await rowOf(order))!;
    // The order is with a supplier outside the type's list (the DTF partner prints only its tee).
    await api.server.db
      .update(orders)
      .set({ supplierId: DTF_PARTNER_SUPPLIER_ID, supplierCostCents: 4321 })
      .where(eq(orders.id, order));
    const answer = (await call('refresh', order, 'Administrator')).data!.refreshOrder;
    expect(answer.supplier_cost).toBe(43.21);
    expect(answer.base_cost).toBe(placed.baseCostCents / 100);
  });
});

describe('deleteOrder', () => {
  test('deletes the order and what hangs off it; the activity log keeps its main fields, its entity log stays', async () => {
    const order = await makeOrder({ status: 'cancelled' });
    const original = (await rowOf(order))!;
    const admin = await api.idOf(demoEmail('Administrator'));
    await api.server.db
      .insert(orderComments)
      .values({ orderId: order, userId: admin, content: 'x' });
    await api.server.db
      .insert(trackings)
      .values({ orderId: order, siteId: original.siteId, trackingCode: 'TRK1' });
    const answer = await call<{ deleteOrder: string }>('delete', order, 'Administrator');
    expect(answer.data!.deleteOrder).toBe(String(order));
    expect(await rowOf(order)).toBeUndefined();
    const [left] = await api.server.db
      .select({
        n: sql<number>`(select count(*) from order_addresses where order_id = ${order})
          + (select count(*) from order_print_files where order_id = ${order})
          + (select count(*) from order_comments where order_id = ${order})
          + (select count(*) from trackings where order_id = ${order})`.mapWith(Number),
      })
      .from(sql`(select 1) as one`);
    expect(left!.n).toBe(0);
    const { lines, activities } = await logsOf(order);
    expect(lines[0]!.message).toMatch(/^Order created from test/);
    expect(lines.at(-1)!.message).toBe(`Order deleted by ${ADMIN_NAME}`);
    expect(activities.at(-1)).toMatchObject({
      type: ORDER_ACTIVITY_TYPES.delete,
      userId: admin,
      oldData: {
        order_id: order,
        id: order,
        site_id: original.siteId,
        origin_id: original.originId,
        status: 'cancelled',
        quantity: original.quantity,
        price_cents: original.priceCents,
      },
    });
  });

  test('orders from ready on are paid for: refused', async () => {
    for (const status of ['ready', 'in_production', 'fulfilled', 'refunded'] as const) {
      await expectRefused(
        'delete',
        await makeOrder({ status }),
        'Administrator',
        wrongStatus('Delete', ORDER_STATUS_LABELS[status]),
      );
    }
  });

  test("deleting an order that was split keeps its parts: the first part stands for the shop's line", async () => {
    const order = await makeOrder({
      productTypeVariantId: necklace.id,
      supplierId: undefined,
      quantity: 3,
    });
    const original = (await rowOf(order))!;
    const split = await call<{ splitOrderPersonalized: OrderAnswer[] }>(
      'split',
      order,
      'Administrator',
    );
    const [head, other] = split.data!.splitOrderPersonalized.slice(1).map((o) => Number(o.id));
    expect((await call('delete', order, 'Administrator')).error).toBeUndefined();
    expect(await rowOf(order)).toBeUndefined();
    expect((await rowOf(head!))!.splitFromId).toBeNull();
    expect((await rowOf(other!))!.splitFromId).toBe(head);
    expect((await logsOf(head!)).lines.at(-1)!.message).toMatch(
      new RegExp(`^Order ${orderIdLabel(order)}, which this order was split from, was deleted`),
    );
    // The shop's line still has its one imported order: importing it again creates nothing.
    const [again] = await createOrders(
      api.server.db,
      [
        {
          siteId: original.siteId,
          originId: original.originId,
          originItem: original.originItem,
          productTypeVariantId: necklace.id,
          quantity: 3,
          priceCents: original.priceCents,
        },
      ],
      { userId: null, source: 'test', now: api.clock.now() },
    );
    expect(again).toEqual({ id: head, created: false });
  });
});

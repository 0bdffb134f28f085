import { asc, eq, inArray, sql } from 'drizzle-orm';
import { DTF_PARTNER_SUPPLIER_ID, type OrderStatus, type TrackingStatus } from '@podoffice/domain';
import type { Executor } from '../db/client';
import {
  entityLogs,
  orderComments,
  orders,
  productTypeVariants,
  productTypes,
  sites,
  trackings,
  users,
} from '../db/schema';
import { createOrdersIn, type OrderDraft } from '../orders/createOrder';
import { ORDER_ENTITY_NAME } from '../orders/model';

/** About 3,000 order lines: every tab and dashboard card of every demo role has rows. */
export const DEMO_ORDER_COUNT = 3_000;

/**
 * The statuses in the proportions a running platform has: mostly fulfilled and in the works, a
 * few paused, refunded, cancelled and failed. One slot per 100 orders each.
 */
const STATUS_MIX: [OrderStatus, number][] = [
  ['pending', 5],
  ['pending_design', 12],
  ['processing', 14],
  ['ready', 14],
  ['in_production', 15],
  ['fulfilled', 27],
  ['refunded', 3],
  ['cancelled', 5],
  ['error', 5],
];
const STATUS_SLOTS: OrderStatus[] = STATUS_MIX.flatMap(([status, n]) =>
  Array.from({ length: n }, () => status),
);

const FIRST_NAMES = [
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'Elijah',
  'Mia',
  'James',
  'Zoe',
  'Lucas',
  'Nora',
  'Mason',
  'Ella',
  'Leo',
  'Ruby',
  'Ezra',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Garcia',
  'Miller',
  'Davis',
  'Lopez',
  'Wilson',
  'Moore',
  'Taylor',
  'Clark',
  'Lewis',
  'Young',
  'Hall',
  'King',
  'Wright',
];
const PLACES = [
  { city: 'Austin', state: 'Texas', stateCode: 'TX', zip: '73301' },
  { city: 'Portland', state: 'Oregon', stateCode: 'OR', zip: '97201' },
  { city: 'Denver', state: 'Colorado', stateCode: 'CO', zip: '80202' },
  { city: 'Columbus', state: 'Ohio', stateCode: 'OH', zip: '43004' },
  { city: 'Raleigh', state: 'North Carolina', stateCode: 'NC', zip: '27601' },
  { city: 'Madison', state: 'Wisconsin', stateCode: 'WI', zip: '53703' },
  { city: 'Tampa', state: 'Florida', stateCode: 'FL', zip: '33602' },
];
const STREETS = ['Maple Ave', 'Oak St', 'Pine Rd', 'Cedar Ln', 'Elm St', 'Birch Way', 'Lake Dr'];
const METHODS = ['Standard Shipping', 'Express Shipping', 'Economy Shipping', 'Priority Mail'];
const PARTNER_ERRORS = [
  'Design file could not be downloaded',
  'Placement front is missing a design',
  'Shipping address could not be verified',
];
const COMMENTS = [
  'Customer asked to ship before Friday if possible.',
  'Design updated with the higher resolution file.',
  'Please double check the colour: the customer wants navy, not black.',
  'Printed and packed, waiting for the carrier pickup.',
  'Address corrected after the customer emailed us.',
];

/** Customers per site: enough for repeat buyers (the customer detail's lifetime value). */
const CUSTOMERS_PER_SITE = 160;

/** The demo sites that get orders: the sellers' shops that are connected (not the inactive one). */
async function orderSites(tx: Executor) {
  return tx
    .select({ id: sites.id, title: sites.title, platform: sites.platform, userId: sites.userId })
    .from(sites)
    .innerJoin(users, eq(users.id, sites.userId))
    .where(inArray(users.email, ['seller@podoffice.test', 'seller2@podoffice.test']))
    .orderBy(asc(sites.id));
}

/**
 * The demo orders, when there are none yet: about 3,000 lines over the two demo sellers' sites
 * (the first seller's get most, as the demo signs in as them), every product type including the
 * DTF partner's tee (supplier 193), every status, a fifth of them in the last 7 days (the list's
 * default range), personalized and custom orders, partner errors on error orders, trackings on
 * orders in production and fulfilled, comments and status history in the entity logs. Written
 * through createOrdersIn, the same seam imports use, then moved along their history. Deterministic:
 * the same database gets the same orders (only the dates follow `now`).
 */
export async function seedOrders(tx: Executor, now: Date): Promise<void> {
  const [existing] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(orders);
  if ((existing?.n ?? 0) > 0) return;
  const demoSites = (await orderSites(tx)).filter((s) => s.title !== 'Noah Old Shop');
  if (demoSites.length === 0) return;
  const variants = await tx
    .select({
      id: productTypeVariants.id,
      typeId: productTypeVariants.productTypeId,
      saleCostCents: productTypeVariants.saleCostCents,
      sku: productTypeVariants.sku,
    })
    .from(productTypeVariants)
    .innerJoin(productTypes, eq(productTypes.id, productTypeVariants.productTypeId))
    .orderBy(asc(productTypeVariants.productTypeId), asc(productTypeVariants.sorting));
  if (variants.length === 0) return;
  const byType = new Map<number, typeof variants>();
  for (const v of variants) byType.set(v.typeId, [...(byType.get(v.typeId) ?? []), v]);
  const typeIds = [...byType.keys()];
  const [sam] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'seller@podoffice.test'));
  const samSites = demoSites.filter((s) => s.userId === sam?.id);
  const otherSites = demoSites.filter((s) => s.userId !== sam?.id);
  // The pick below never lands on the first seller's api site, so two of every 25 shop orders go
  // there: one of the last week (n % 5 === 0) and one older, and Api/CSV Orders has orders in its
  // default range and before it.
  const apiSite = samSites.find((s) => s.platform === 'api');

  const drafts: OrderDraft[] = [];
  let line = 0;
  for (let n = 0; drafts.length < DEMO_ORDER_COUNT; n++) {
    // Three orders in five go to the first seller's sites.
    const pool = n % 5 < 3 || otherSites.length === 0 ? samSites : otherSites;
    const site =
      apiSite && n % 25 < 2
        ? apiSite
        : (pool.length ? pool : demoSites)[(n * 7) % (pool.length || demoSites.length)]!;
    // A fifth in the last 7 days; the rest over four months.
    const ageMs =
      n % 5 === 0 ? ((n * 7919) % (7 * 24)) * 3_600_000 : ((n * 104_729) % (120 * 24)) * 3_600_000;
    const createdAt = new Date(now.getTime() - ageMs - (n % 60) * 60_000);
    const status = STATUS_SLOTS[(n * 37) % STATUS_SLOTS.length]!;
    const customer = (n * 13) % CUSTOMERS_PER_SITE;
    const first = FIRST_NAMES[customer % FIRST_NAMES.length]!;
    const last = LAST_NAMES[(customer * 7) % LAST_NAMES.length]!;
    const place = PLACES[customer % PLACES.length]!;
    const address = {
      firstName: first,
      lastName: last,
      phone: `+1 555 ${String(1000 + customer).slice(-4)} ${String(2000 + n).slice(-4)}`,
      address1: `${100 + customer} ${STREETS[customer % STREETS.length]}`,
      address2: customer % 4 === 0 ? `Apt ${customer % 30}` : null,
      city: place.city,
      state: place.state,
      stateCode: place.stateCode,
      zip: place.zip,
      country: 'United States',
      countryCode: 'US',
    };
    const email = `${first}.${last}${customer}@example.com`.toLowerCase();
    // One shop order in six has two lines.
    const lines = n % 6 === 0 ? 2 : 1;
    for (let item = 1; item <= lines && drafts.length < DEMO_ORDER_COUNT; item++) {
      line++;
      const typeId = typeIds[(n + item * 3) % typeIds.length]!;
      const typeVariants = byType.get(typeId)!;
      const variant = typeVariants[(n * 31 + item) % typeVariants.length]!;
      const quantity = 1 + ((n + item) % 7 === 0 ? 2 : (n + item) % 11 === 0 ? 1 : 0);
      const designed = status !== 'pending_design';
      drafts.push({
        siteId: site.id,
        originId: String(5_200_000_000_000 + n * 17),
        originItem: String(14_000_000 + line),
        originNumber: `#${1001 + n}`,
        originSku: variant.sku,
        productTypeVariantId: variant.id,
        quantity,
        priceCents: variant.saleCostCents || 1999,
        status,
        customOrder: n % 37 === 0,
        designStatus: designed,
        amazonOrderId:
          n % 13 === 0
            ? `11${n % 10}-${String(1_000_000 + n * 7).slice(-7)}-${String(3_000_000 + n * 11).slice(-7)}`
            : null,
        partnerError:
          status === 'error' ? [PARTNER_ERRORS[n % PARTNER_ERRORS.length]!, 'Retry later'] : [],
        customer: {
          firstName: first,
          lastName: last,
          email,
          phone: address.phone,
          address: {
            address1: address.address1,
            city: place.city,
            state: place.state,
            state_code: place.stateCode,
            zip: place.zip,
            country: 'United States',
            country_code: 'US',
          },
        },
        billing: address,
        shipping: { ...address, methodTitle: METHODS[n % METHODS.length]! },
        paidAt: ['ready', 'in_production', 'fulfilled', 'refunded'].includes(status)
          ? new Date(createdAt.getTime() + 3_600_000)
          : null,
        createdAt,
      });
    }
  }
  const created = await createOrdersIn(tx, drafts, { userId: null, source: 'demo seed', now });
  await seedHistory(
    tx,
    drafts,
    created.map((c) => c.id),
    now,
  );
}

/** Trackings, comments, paused orders' working status and the status history of the seeded orders. */
async function seedHistory(tx: Executor, drafts: OrderDraft[], ids: number[], now: Date) {
  // A paused order returns to the working status it was paused in (§4 Resume).
  await tx.execute(
    sql`update ${orders} set paused_from = (array['pending_design', 'processing', 'ready'])[1 + ${orders.id} % 3] where ${orders.status} = 'pending'`,
  );
  const staff = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        'admin@podoffice.test',
        'supporter@podoffice.test',
        'seller@podoffice.test',
        'supplier@podoffice.test',
      ]),
    );
  const userOf = (email: string) => staff.find((u) => u.email === email)?.id ?? null;
  const authors = [
    userOf('seller@podoffice.test'),
    userOf('admin@podoffice.test'),
    userOf('supporter@podoffice.test'),
    userOf('supplier@podoffice.test'),
    DTF_PARTNER_SUPPLIER_ID,
  ];
  const trackingRows: (typeof trackings.$inferInsert)[] = [];
  const commentRows: (typeof orderComments.$inferInsert)[] = [];
  const logRows: (typeof entityLogs.$inferInsert)[] = [];
  const path: Partial<Record<OrderStatus, OrderStatus[]>> = {
    ready: ['processing', 'ready'],
    in_production: ['processing', 'ready', 'in_production'],
    fulfilled: ['processing', 'ready', 'in_production', 'fulfilled'],
    refunded: ['processing', 'ready', 'in_production', 'fulfilled', 'refunded'],
    cancelled: ['processing', 'cancelled'],
    error: ['processing', 'ready', 'error'],
    pending: ['processing', 'pending'],
  };
  ids.forEach((id, n) => {
    const draft = drafts[n]!;
    const status = draft.status!;
    const created = draft.createdAt ?? now;
    const at = (step: number) =>
      new Date(Math.min(now.getTime(), created.getTime() + step * 5 * 3_600_000));
    const steps = path[status] ?? [];
    steps.slice(1).forEach((to, step) => {
      logRows.push({
        entityName: ORDER_ENTITY_NAME,
        entityId: id,
        message: `Order status changed from ${steps[step]} to ${to}`,
        createdAt: at(step + 1),
      });
    });
    // Fulfilled and refunded orders shipped; most in production have a tracking code already.
    if (['fulfilled', 'refunded'].includes(status) || (status === 'in_production' && n % 3 !== 0)) {
      // Every tab of the trackings page has some: most fulfilled parcels arrived, some did not.
      const shipped: TrackingStatus[] = [
        'delivered',
        'delivered',
        'delivered',
        'in_transit',
        'out_for_delivery',
        'available_for_pickup',
        'return_to_sender',
        'failure',
        'cancelled',
        'error',
        'unknown',
      ];
      const unpushed = n % 8 === 0;
      trackingRows.push({
        orderId: id,
        siteId: draft.siteId!,
        trackingCode: `9400${String(100_000_000_000_000 + id * 7_919).slice(-18)}`,
        carrierId: draft.carrierId ?? null,
        // One in eight never reached the shop (the list's Re push tracking).
        fulfilmentId: unpushed ? null : String(4_800_000_000 + id),
        pushError: unpushed ? 'The shop refused the request (HTTP 401)' : null,
        status:
          status === 'in_production'
            ? n % 7 === 0
              ? 'unknown'
              : 'pre_transit'
            : shipped[n % shipped.length]!,
        // Submitted to the tracking service long ago; the demo does not ask it about old parcels.
        submitted: true,
        createdAt: at(steps.length),
        updatedAt: at(steps.length + 1),
      });
    }
    if (n % 9 === 0) {
      const count = 1 + (n % 3);
      for (let c = 0; c < count; c++) {
        commentRows.push({
          orderId: id,
          userId: authors[(n + c) % authors.length] ?? null,
          content: COMMENTS[(n + c) % COMMENTS.length]!,
          createdAt: at(c + 1),
        });
      }
    }
  });
  const BATCH = 500;
  for (let i = 0; i < logRows.length; i += BATCH) {
    await tx.insert(entityLogs).values(logRows.slice(i, i + BATCH));
  }
  for (let i = 0; i < trackingRows.length; i += BATCH) {
    await tx.insert(trackings).values(trackingRows.slice(i, i + BATCH));
  }
  for (let i = 0; i < commentRows.length; i += BATCH) {
    await tx.insert(orderComments).values(commentRows.slice(i, i + BATCH));
  }
}

import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import {
  ACTIVITY_TYPES,
  PAYMENT_MODE_SETTING,
  SELLER_MESSAGE_SETTING,
  SYSTEM_LOG_TYPES,
  TRACKING_SETTINGS,
  fromCents,
  notificationSetting,
} from '@podoffice/domain';
import type { Executor } from '../db/client';
import {
  activityLogs,
  appSettings,
  balances,
  orderExports,
  orders,
  sites,
  systemLogs,
  users,
} from '../db/schema';
import { defaultSettingValue } from '../graphql/appSettings/defaults';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const SELLER_MESSAGE =
  'Summer sale: orders placed before 15 August ship within 3 days. New hoodie colours are in the catalogue.';

/** An export file name as the order export names it: the day and time it was made. */
export function exportFileName(at: Date, index: number): string {
  const stamp = at.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '_');
  return `orders_${stamp}_${String(index).padStart(3, '0')}.csv`;
}

/** Where an export file is kept in the file store. */
export const exportFileKey = (userId: number | null, fileName: string) =>
  `exports/${userId ?? 'shared'}/${fileName}`;

async function idByEmail(tx: Executor, email: string): Promise<number | null> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

/**
 * Demo data of the platform screens: a few saved app settings (the rest show their built-in
 * texts), an activity log that matches the seeded deposit decisions, and a system log of the
 * platform's background work. The export files come once the orders exist (seedOrderExports).
 */
export async function seedPlatform(tx: Executor, now: Date): Promise<void> {
  const admin = await idByEmail(tx, 'admin@podoffice.test');
  const supplier = await idByEmail(tx, 'supplier@podoffice.test');
  const at = (daysAgo: number, hours = 0) =>
    new Date(now.getTime() - daysAgo * DAY_MS - hours * HOUR_MS);

  const saved: [string, string][] = [
    [SELLER_MESSAGE_SETTING, SELLER_MESSAGE],
    [PAYMENT_MODE_SETTING, 'sandbox'],
    [TRACKING_SETTINGS.apiKey, 'tm-demo-5f2c9a1e7b3d'],
    [TRACKING_SETTINGS.delayTime, '6 hour'],
    [
      notificationSetting('order_shipped'),
      'Great news {{first_name}}! Order #{{order_id}} is on its way with {{carrier}}: {{tracking_url}}',
    ],
  ];
  await tx
    .insert(appSettings)
    .values(saved.map(([name, value]) => ({ name, value, updatedAt: at(20) })));

  const shops = await tx
    .select({ title: sites.title, domain: sites.domain, platform: sites.platform })
    .from(sites)
    .where(inArray(sites.platform, ['shopify', 'woocommerce', 'shopbase']));

  const decided = await tx
    .select({
      id: balances.id,
      action: balances.action,
      status: balances.status,
      amountCents: balances.amountCents,
      siteId: balances.siteId,
      updaterId: balances.updaterId,
      updatedAt: balances.updatedAt,
    })
    .from(balances)
    .where(and(eq(balances.action, 'Deposit'), ne(balances.status, 'Pending')));
  const decisions = decided.map((d) => {
    const logged = {
      balance_id: d.id,
      action: d.action,
      amount: fromCents(d.amountCents),
      site_id: d.siteId,
    };
    return {
      type: ACTIVITY_TYPES.balanceStatus,
      userId: d.updaterId,
      oldData: { ...logged, status: 'Pending' },
      newData: { ...logged, status: d.status },
      createdAt: d.updatedAt,
    };
  });

  const messageBefore = 'Welcome to POD Office. Orders ship within 5 days.';
  const settingsChanges = [
    {
      type: ACTIVITY_TYPES.appSettings,
      userId: admin,
      oldData: { [SELLER_MESSAGE_SETTING]: null },
      newData: { [SELLER_MESSAGE_SETTING]: messageBefore },
      createdAt: at(45),
    },
    {
      type: ACTIVITY_TYPES.appSettings,
      userId: admin,
      oldData: { [SELLER_MESSAGE_SETTING]: messageBefore },
      newData: { [SELLER_MESSAGE_SETTING]: SELLER_MESSAGE },
      createdAt: at(20, 2),
    },
    {
      type: ACTIVITY_TYPES.appSettings,
      userId: admin,
      oldData: {
        [notificationSetting('order_shipped')]: defaultSettingValue(
          notificationSetting('order_shipped'),
        ),
      },
      newData: {
        [notificationSetting('order_shipped')]: saved.find(
          ([name]) => name === notificationSetting('order_shipped'),
        )![1],
      },
      createdAt: at(20, 1),
    },
    {
      type: ACTIVITY_TYPES.trackingSettings,
      userId: admin,
      oldData: {
        [TRACKING_SETTINGS.apiKey]: null,
        [TRACKING_SETTINGS.delayTime]: null,
      },
      newData: {
        [TRACKING_SETTINGS.apiKey]: '****************7b3d',
        [TRACKING_SETTINGS.delayTime]: '6 hour',
      },
      createdAt: at(20),
    },
  ];
  // The order screens come in a later issue; until they write their own lines, the log shows the
  // supplier moving exported orders along, as it will.
  const steps = ['Pending', 'Processing', 'In production', 'Shipped'];
  const orderChanges = Array.from({ length: 30 }, (_, i) => {
    const step = 1 + (i % 3);
    const order = { order_id: 5000 + i * 2, site: shops[i % Math.max(shops.length, 1)]?.title };
    return {
      type: 'order_status',
      userId: supplier,
      oldData: { ...order, status: steps[step - 1] },
      newData: { ...order, status: steps[step] },
      createdAt: at(i * 2, 3 + (i % 5)),
    };
  });
  await tx.insert(activityLogs).values([...decisions, ...settingsChanges, ...orderChanges]);

  const system: { type: string; message: string; createdAt: Date }[] = [];
  for (let day = 0; day < 14; day++) {
    const shop = shops[day % Math.max(shops.length, 1)];
    system.push({
      type: 'tracking',
      message: `Tracking check: ${40 + ((day * 7) % 23)} parcels checked, ${day % 5} updated, ${day % 3} delivered`,
      createdAt: at(day, 2),
    });
    system.push({
      type: 'orders',
      message: `Daily order fetch: ${2 + (day % 3)} shops, ${8 + ((day * 5) % 17)} new orders`,
      createdAt: at(day, 6),
    });
    if (shop && day % 2 === 0) {
      system.push({
        type: 'webhook',
        message: `${shop.platform} webhook orders/create from ${new URL(shop.domain).hostname}: order #${7100 + day} imported`,
        createdAt: at(day, 9),
      });
    }
  }
  system.push(
    {
      type: SYSTEM_LOG_TYPES.mail,
      message:
        'Could not send "deposit_approve" to seller2@podoffice.test: connect ECONNREFUSED 127.0.0.1:587',
      createdAt: at(9, 4),
    },
    {
      type: 'webhook',
      message:
        'woocommerce webhook orders/create from old.noahtees.com refused: the site is disabled',
      createdAt: at(12, 3),
    },
  );
  await tx.insert(systemLogs).values(system);
}

/**
 * The demo's export files, 30 over two months: 26 for the supplier (more than a page of 20), 4 for
 * the administrator. Each lists orders that exist: the supplier's own orders, any for the
 * administrator. Seeded once, after the orders.
 */
export async function seedOrderExports(tx: Executor, now: Date): Promise<void> {
  const [existing] = await tx.select({ id: orderExports.id }).from(orderExports).limit(1);
  if (existing) return;
  const admin = await idByEmail(tx, 'admin@podoffice.test');
  const supplier = await idByEmail(tx, 'supplier@podoffice.test');
  const orderIdsOf = async (supplierId: number | null) =>
    (
      await tx
        .select({ id: orders.id })
        .from(orders)
        .where(supplierId === null ? undefined : eq(orders.supplierId, supplierId))
        .orderBy(asc(orders.id))
        .limit(150)
    ).map((o) => o.id);
  // Each file takes the next few of its owner's orders.
  const pools = new Map([
    [admin, await orderIdsOf(null)],
    [supplier, await orderIdsOf(supplier)],
  ]);
  const files = Array.from({ length: 30 }, (_, i) => {
    const created = new Date(now.getTime() - i * 2 * DAY_MS - ((i * 5) % 11) * HOUR_MS);
    const userId = i % 7 === 3 ? admin : supplier;
    const fileName = exportFileName(created, 30 - i);
    const orderIds = pools.get(userId)?.splice(0, 2 + (i % 4)) ?? [];
    return {
      fileName,
      fileKey: exportFileKey(userId, fileName),
      orderIds,
      userId,
      createdAt: created,
    };
  });
  await tx.insert(orderExports).values(files.filter((file) => file.orderIds.length > 0));
}

/**
 * The demo's balance charges and the supplier's order status lines were written before the orders
 * existed, naming orders 5000 and up (the demo has 1 to DEMO_ORDER_COUNT). Once the orders are
 * there, each names one that exists: a charge an order of its seller's, of its own site where that
 * site has orders (a fulfilled one first), a status line an order of the supplier's. Runs on every demo start and changes only lines whose
 * order is missing, so a database seeded before this is mended and a mended one left as it is.
 */
export async function seedOrderReferences(tx: Executor): Promise<void> {
  const missing = sql`not exists (select 1 from ${orders} where ${orders.id} = ${balances.orderId})`;
  const charges = await tx
    .select({ id: balances.id, siteId: balances.siteId, userId: balances.userId })
    .from(balances)
    .where(and(isNotNull(balances.orderId), missing))
    .orderBy(asc(balances.id));
  const taken = new Set<number>();
  for (const charge of charges) {
    // Some demo sites get no orders (the order seed never picks them): their charges move to an
    // order of another site of the same seller.
    const ofSeller = await tx
      .select({ id: orders.id, siteId: orders.siteId })
      .from(orders)
      .innerJoin(sites, eq(sites.id, orders.siteId))
      .where(eq(sites.userId, charge.userId))
      .orderBy(
        sql`${orders.siteId} <> ${charge.siteId}`,
        sql`${orders.status} <> 'fulfilled'`,
        asc(orders.id),
      )
      .limit(taken.size + 1);
    const order = ofSeller.find((o) => !taken.has(o.id));
    if (!order) continue;
    taken.add(order.id);
    await tx
      .update(balances)
      .set({ orderId: order.id, siteId: order.siteId, actionNotes: `Order #${order.id}` })
      .where(eq(balances.id, charge.id));
  }

  const supplier = await idByEmail(tx, 'supplier@podoffice.test');
  const lines = await tx
    .select({ id: activityLogs.id, oldData: activityLogs.oldData, newData: activityLogs.newData })
    .from(activityLogs)
    .where(
      and(
        eq(activityLogs.type, 'order_status'),
        sql`not exists (select 1 from ${orders} where ${orders.id}::text = ${activityLogs.newData} ->> 'order_id')`,
      ),
    )
    .orderBy(asc(activityLogs.id));
  if (lines.length === 0 || supplier === null) return;
  const supplied = await tx
    .select({ id: orders.id, site: sites.title })
    .from(orders)
    .innerJoin(sites, eq(sites.id, orders.siteId))
    .where(eq(orders.supplierId, supplier))
    .orderBy(asc(orders.id))
    .limit(lines.length * 2);
  for (const [i, line] of lines.entries()) {
    const order = supplied[(i * 2) % Math.max(supplied.length, 1)];
    if (!order) return;
    const named = { order_id: order.id, site: order.site };
    await tx
      .update(activityLogs)
      .set({
        oldData: { ...(line.oldData as object), ...named },
        newData: { ...(line.newData as object), ...named },
      })
      .where(eq(activityLogs.id, line.id));
  }
}

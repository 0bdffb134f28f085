// The benches' 100,000 orders (bench/orders.ts, bench/orderExport.ts), or as many as asked
// (bench/millionOrders.ts): 20 sellers with 5 sites each (the fifth an api site), 10 suppliers,
// 20 product types of 25 variants, a year of orders in every status, a customer per 4 orders and a
// shipping address each.
import { sql } from 'drizzle-orm';
import type { OpenDatabase } from '../src/db/client';
import {
  carriers,
  productTypeCarriers,
  productTypeSuppliers,
  productTypes,
  productTypeVariants,
  roles,
  sites,
  userRoles,
  users,
} from '../src/db/schema';

export const BENCH_ORDERS = 100_000;
const SELLERS = 20;
const SITES_PER_SELLER = 5;
const SUPPLIERS = 10;
const TYPES = 20;
const VARIANTS_PER_TYPE = 25;

/** Orders are inserted this many at a time (with their addresses), each step a progress report. */
const CHUNK = 50_000;

export interface FillOptions {
  /** How many orders (BENCH_ORDERS when omitted). */
  orders?: number;
  /** Called after each chunk of orders, and with done = total once the indexes are built. */
  progress?: (done: number, total: number, step: string) => void;
}

/** The people of a fill: every bench's admin; a seller, a supplier and their ids for the views. */
export const BENCH_EMAILS = {
  admin: 'admin@bench.test',
  seller: 'user1@bench.test',
  supplier: `user${SELLERS + 3}@bench.test`,
} as const;

/**
 * The catalogue, people and sites the orders point at, then the orders a chunk at a time. Past
 * BENCH_ORDERS the orders' secondary indexes are dropped for the fill and built again after it
 * (as a bulk load does: a million rows into eight B-trees and six trigram indexes one by one
 * would take an hour on two cores).
 */
export async function fillOrders(database: OpenDatabase, options: FillOptions = {}) {
  const { db } = database;
  const ORDERS = options.orders ?? BENCH_ORDERS;
  const report = options.progress ?? (() => undefined);
  const roleRows = await db.select().from(roles);
  const roleId = (name: string) => roleRows.find((r) => r.name === name)?.id ?? 0;
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: 1 + SELLERS + SUPPLIERS }, (_, i) => ({
        email: i === 0 ? 'admin@bench.test' : `user${i}@bench.test`,
        passwordHash: 'not-used',
        firstName: i === 0 ? 'Ada' : i <= SELLERS ? `Seller${i}` : `Supplier${i}`,
        lastName: 'Bench',
        activated: true,
      })),
    )
    .returning();
  const [admin, ...rest] = people;
  const sellers = rest.slice(0, SELLERS);
  const suppliers = rest.slice(SELLERS);
  await db
    .insert(userRoles)
    .values([
      { userId: admin!.id, roleId: roleId('Administrator') },
      ...sellers.map((s) => ({ userId: s.id, roleId: roleId('Seller') })),
      ...suppliers.map((s) => ({ userId: s.id, roleId: roleId('Supplier') })),
    ]);
  const siteRows = await db
    .insert(sites)
    .values(
      sellers.flatMap((s, i) =>
        Array.from({ length: SITES_PER_SELLER }, (_, k) => ({
          userId: s.id,
          title: `Shop ${i}-${k}`,
          domain: `https://shop-${i}-${k}.bench.test`,
          platform: k === 4 ? 'api' : 'shopify',
          verified: true,
        })),
      ),
    )
    .returning({ id: sites.id });
  const [carrier] = await db
    .insert(carriers)
    .values({ name: 'USPS', code: 'usps', url: 'https://usps.bench.test/{tracking_number}' })
    .returning({ id: carriers.id });
  const typeRows = await db
    .insert(productTypes)
    .values(
      Array.from({ length: TYPES }, (_, i) => ({
        title: `Bench type ${i}`,
        sku: `BT${i}`,
        attributes: [{ name: 'Size', slug: 'size', options: [{ name: 'S' }] }],
      })),
    )
    .returning({ id: productTypes.id });
  await db
    .insert(productTypeSuppliers)
    .values(
      typeRows.map((t, i) => ({ productTypeId: t.id, userId: suppliers[i % SUPPLIERS]!.id })),
    );
  await db
    .insert(productTypeCarriers)
    .values(
      typeRows.map((t) => ({ productTypeId: t.id, carrierId: carrier!.id, isDefault: true })),
    );
  const variantRows = await db
    .insert(productTypeVariants)
    .values(
      typeRows.flatMap((t, i) =>
        Array.from({ length: VARIANTS_PER_TYPE }, (_, k) => ({
          productTypeId: t.id,
          sku: `BT${i}-V${k}`,
          signature: `size=V${k}`,
          baseCostCents: 800 + k * 10,
        })),
      ),
    )
    .returning({ id: productTypeVariants.id, productTypeId: productTypeVariants.productTypeId });

  const insertStart = performance.now();
  const ids = (rows: { id: number }[]) => `array[${rows.map((r) => r.id).join(',')}]`;
  const variantIds = `array[${variantRows.map((v) => v.id).join(',')}]`;
  const variantTypes = `array[${variantRows.map((v) => v.productTypeId).join(',')}]`;
  const supplierOfType = `array[${variantRows
    .map((v) => suppliers[typeRows.findIndex((t) => t.id === v.productTypeId) % SUPPLIERS]!.id)
    .join(',')}]`;
  const statuses = `array['pending','pending_design','processing','ready','ready','in_production','in_production','fulfilled','fulfilled','fulfilled','fulfilled','refunded','cancelled','error']`;
  const rebuild = ORDERS > BENCH_ORDERS ? await dropOrderIndexes(database) : [];
  // One customer per 4 orders, per site.
  await db.execute(
    sql.raw(`insert into customers (site_id, first_name, last_name, email)
      select (${ids(siteRows)})[1 + g % ${siteRows.length}], 'First' || g, 'Last' || g,
        'buyer' || g || '@mail' || (g % 97) || '.bench.test'
      from generate_series(1, ${ORDERS / 4}) g`),
  );
  // Orders over a year, newest last; site, variant, status and customer spread evenly. Each
  // seller's fifth site is an api site (its orders are api orders).
  const spacing = Math.floor((365 * 86_400) / ORDERS);
  for (let start = 1; start <= ORDERS; start += CHUNK) {
    const end = Math.min(ORDERS, start + CHUNK - 1);
    await db.execute(
      sql.raw(`with made as (insert into orders (site_id, origin_id, origin_item, origin_number, origin_sku, product_sku,
          price_cents, base_cost_cents, supplier_cost_cents, shipping_cost_cents, quantity, status,
          product_name, amazon_order_id, method_title, partner_error, api_order, supplier_id, carrier_id,
          product_type_id, product_type_variant_id, customer_id, created_at, updated_at)
        select (${ids(siteRows)})[1 + s.k], (6000000000 + g)::text, '1', '#' || (1000 + g), 'SKU-' || g,
          'BT' || (g % ${TYPES}) || '-V' || (g % ${VARIANTS_PER_TYPE}),
          1999, 850, 600, 450, 1 + g % 3, (${statuses})[1 + g % 14],
          'Bench type ' || (g % ${TYPES}),
          case when g % 17 = 0 then '11' || (g % 10) || '-' || lpad(g::text, 7, '0') || '-' || lpad((g * 7 % 9999999)::text, 7, '0') end,
          (array['Standard Shipping','Express Shipping','Economy Shipping','Priority Mail'])[1 + g % 4],
          case when g % 14 = 13 then array['Design file could not be downloaded'] else '{}'::text[] end,
          s.k % ${SITES_PER_SELLER} = ${SITES_PER_SELLER - 1}, (${supplierOfType})[1 + g % ${variantRows.length}], ${carrier!.id},
          (${variantTypes})[1 + g % ${variantRows.length}], (${variantIds})[1 + g % ${variantRows.length}],
          (select min(id) from customers) + (g % ${ORDERS / 4}),
          now() - ((${ORDERS} - g) * interval '${spacing} seconds'), now()
        from generate_series(${start}, ${end}) g,
          lateral (select (g * 7) % ${siteRows.length} as k) s
        returning id)
      insert into order_addresses (order_id, kind, first_name, last_name, address1, city, zip, country_code)
        select id, 'shipping', 'First' || id, 'Last' || id, id || ' Main St', 'Austin', '73301', 'US'
        from made`),
    );
    report(end, ORDERS, 'orders');
  }
  for (const statement of rebuild) {
    await db.execute(sql.raw(statement));
    report(ORDERS, ORDERS, statement.replace(/^CREATE INDEX (\S+).*$/s, 'index $1'));
  }
  await db.execute(sql.raw('vacuum analyze'));
  return {
    admin: admin!,
    adminRoleId: roleId('Administrator'),
    insertMs: performance.now() - insertStart,
    siteId: siteRows[3]!.id,
    typeId: typeRows[2]!.id,
    supplierId: suppliers[2]!.id,
  };
}

/** Drops the orders' secondary indexes (not the primary key or unique ones): their definitions. */
async function dropOrderIndexes(database: OpenDatabase): Promise<string[]> {
  const result = (await database.db.execute(
    sql.raw(`select i.indexname as name, i.indexdef as def from pg_indexes i
      join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
      where i.tablename = 'orders' and i.schemaname = 'public' and not x.indisunique`),
  )) as unknown as { rows: { name: string; def: string }[] };
  for (const { name } of result.rows) await database.db.execute(sql.raw(`drop index "${name}"`));
  return result.rows.map((r) => r.def);
}

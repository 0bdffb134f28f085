// Times the product type list over 5,000 types (the full list's page of 50 with its suppliers,
// categories and carriers, counted) and the variant grid's save of 2,000 variants in one
// transaction, on a fresh embedded database. Not part of the tests; scripts/bench.mjs runs it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import {
  carriers,
  categories,
  productTypeCarriers,
  productTypeCategories,
  productTypePrintAreas,
  productTypeSuppliers,
  productTypes,
  roles,
  userRoles,
  users,
} from '../src/db/schema';
import { seed } from '../src/seed/seed';
import { asAdministrator } from './asAdministrator';

const TYPES = 5_000;
const SUPPLIERS = 20;
const CATEGORIES = 40;
const BATCH = 1_000;
// 40 calls of each of the five filters: a p95 of 40 calls in all was their second slowest, one
// garbage collection or busy moment of a shared host away from the budget, run to run.
const RUNS = 200;

const LIST = `query List($filter: ProductTypeFilter) {
  productTypes(filter: $filter) {
    count
    hits { id title sku images state personalized suppliers { id first_name last_name }
      categories { id title } product_type_carriers { carrier_id price default } }
  }
}`;
const UPDATE = `mutation Update($id: ID!, $input: ProductTypeInput!) {
  updateProductType(id: $id, input: $input) { id }
}`;
const SAVE = `mutation Save($input: ProductTypeVariantsInput!) {
  createProductTypeVariant(input: $input) { id sku retail_cost }
}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'podoffice-bench-'));
const database = await openDatabase({ dataDir }, (db) =>
  seed(db, { demo: false, now: new Date() }),
);
const { db } = database;
try {
  const roleRows = await db.select().from(roles);
  const roleId = (name: string) => roleRows.find((r) => r.name === name)?.id ?? 0;
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: SUPPLIERS + 1 }, (_, i) => ({
        email: i === 0 ? 'admin@bench.test' : `supplier${i}@bench.test`,
        passwordHash: 'not-used',
        firstName: i === 0 ? 'Ada' : `Supplier${i}`,
        lastName: 'Bench',
        activated: true,
      })),
    )
    .returning();
  const [admin, ...suppliers] = people;
  if (!admin) throw new Error('bench: admin not created');
  await db
    .insert(userRoles)
    .values([
      { userId: admin.id, roleId: roleId('Administrator') },
      ...suppliers.map((s) => ({ userId: s.id, roleId: roleId('Supplier') })),
    ]);
  const categoryRows = await db
    .insert(categories)
    .values(Array.from({ length: CATEGORIES }, (_, i) => ({ title: `Category ${i}` })))
    .returning({ id: categories.id });
  const carrierRows = await db
    .insert(carriers)
    .values(
      ['usps', 'ups', 'fedex', 'dhl'].map((code) => ({
        name: code.toUpperCase(),
        code,
        url: `https://${code}.bench.test/{tracking_number}`,
      })),
    )
    .returning({ id: carriers.id });

  const insertStart = performance.now();
  for (let start = 0; start < TYPES; start += BATCH) {
    const rows = await db
      .insert(productTypes)
      .values(
        Array.from({ length: Math.min(BATCH, TYPES - start) }, (_, k) => {
          const i = start + k;
          return {
            title: `Bench type ${i}`,
            sku: `B${i}`,
            state: i % 10 === 0 ? 'paused' : 'active',
            personalized: i % 7 === 0,
            images: [`https://img.bench.test/${i}.png`],
            attributes: [{ name: 'Size', slug: 'size', options: [{ name: 'S' }, { name: 'M' }] }],
          };
        }),
      )
      .returning({ id: productTypes.id });
    await db
      .insert(productTypePrintAreas)
      .values(rows.map((r) => ({ productTypeId: r.id, title: 'Front', isDefault: true })));
    await db.insert(productTypeSuppliers).values(
      rows.flatMap((r, k) => [
        { productTypeId: r.id, userId: suppliers[k % SUPPLIERS]!.id, sorting: 0 },
        { productTypeId: r.id, userId: suppliers[(k + 7) % SUPPLIERS]!.id, sorting: 1 },
      ]),
    );
    await db
      .insert(productTypeCategories)
      .values(
        rows.map((r, k) => ({ productTypeId: r.id, categoryId: categoryRows[k % CATEGORIES]!.id })),
      );
    await db.insert(productTypeCarriers).values(
      rows.flatMap((r) =>
        carrierRows.slice(0, 2).map((c, j) => ({
          productTypeId: r.id,
          carrierId: c.id,
          priceCents: j * 450,
          isDefault: j === 0,
          sorting: j,
        })),
      ),
    );
  }
  const insertMs = performance.now() - insertStart;
  await db.execute('analyze');
  const asAdmin = asAdministrator(database, admin, roleId('Administrator'));

  const call = async (source: string, variableValues: Record<string, unknown>) =>
    asAdmin<Record<string, { count?: number; hits?: unknown[] }>>(source, variableValues);

  // The screen's requests: its first page, a later page, a category, a supplier, a search.
  const filters = [
    { limit: 50, offset: 0 },
    { limit: 50, offset: 2_000 },
    { limit: 50, categories: [String(categoryRows[3]!.id)] },
    { limit: 50, supplier_id: String(suppliers[5]!.id) },
    { limit: 50, search: 'type 12' },
  ];
  for (const filter of filters) await call(LIST, { filter });
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < RUNS; i++) {
    const { elapsed, data } = await call(LIST, { filter: filters[i % filters.length] });
    times.push(elapsed);
    if (i === 0) count = data.productTypes?.count ?? 0;
  }
  times.sort((a, b) => a - b);

  // The variant grid: 50 colours x 8 sizes x 5 fits on one type with two suppliers and carriers.
  const [grid] = await db
    .insert(productTypes)
    .values({
      title: 'Bench grid',
      sku: 'GRID',
      attributes: [
        {
          name: 'Color',
          slug: 'color',
          options: Array.from({ length: 50 }, (_, i) => ({ name: `C${i}` })),
        },
        {
          name: 'Size',
          slug: 'size',
          options: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL'].map((name) => ({ name })),
        },
        { name: 'Fit', slug: 'fit', options: ['A', 'B', 'C', 'D', 'E'].map((name) => ({ name })) },
      ],
    })
    .returning({ id: productTypes.id });
  await db
    .insert(productTypeSuppliers)
    .values(
      suppliers
        .slice(0, 2)
        .map((s, sorting) => ({ productTypeId: grid!.id, userId: s.id, sorting })),
    );
  await db.insert(productTypeCarriers).values(
    carrierRows.slice(0, 2).map((c, j) => ({
      productTypeId: grid!.id,
      carrierId: c.id,
      priceCents: j * 450,
      isDefault: j === 0,
      sorting: j,
    })),
  );
  const variants = (retail: number) => {
    const rows = [];
    for (let c = 0; c < 50; c++)
      for (const size of ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL'])
        for (const fit of ['A', 'B', 'C', 'D', 'E'])
          rows.push({
            sku: `GRID-C${c}-${size}-${fit}`,
            attributes: [
              { name: 'Color', slug: 'color', option: `C${c}` },
              { name: 'Size', slug: 'size', option: size },
              { name: 'Fit', slug: 'fit', option: fit },
            ],
            base_cost: 10,
            retail_cost: retail,
            sale_cost: 20,
            fee_ship: 1.5,
          });
    return rows;
  };
  const first = await call(SAVE, {
    input: { productTypeId: String(grid!.id), variants: variants(25) },
  });
  const again = await call(SAVE, {
    input: { productTypeId: String(grid!.id), variants: variants(26) },
  });
  // The form saved without the second supplier and carrier: every variant is reconciled.
  const gridAttributes = ['Color', 'Size', 'Fit'].map((name) => ({
    name,
    slug: name.toLowerCase(),
    options: variants(0)
      .map((v) => v.attributes.find((a) => a.name === name)!.option)
      .filter((option, i, all) => all.indexOf(option) === i)
      .map((option) => ({ name: option })),
  }));
  const reconciled = await call(UPDATE, {
    id: String(grid!.id),
    input: {
      title: 'Bench grid',
      sku: 'GRID',
      attributes: gridAttributes,
      print_files: [{ title: 'Front', default: true }],
      suppliers: [String(suppliers[0]!.id)],
      product_type_carriers: [{ carrier_id: String(carrierRows[0]!.id), price: 0, default: true }],
    },
  });
  if (!reconciled.data.updateProductType) throw new Error('bench: the form save failed');

  console.info(
    `inserted ${TYPES.toLocaleString('en-US')} product types in ${Math.round(insertMs)} ms; ` +
      `the first page counts ${count} active types`,
  );
  console.info(
    `productTypes page (5,000 types): median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
  );
  console.info(
    `variant grid save (2,000 variants): first ${first.elapsed.toFixed(0)} ms, again ${again.elapsed.toFixed(0)} ms`,
  );
  console.info(
    `form save reconciling 2,000 variants (a supplier and a carrier removed): ${reconciled.elapsed.toFixed(0)} ms`,
  );
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

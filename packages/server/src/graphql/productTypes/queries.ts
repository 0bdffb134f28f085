import { fromCents } from '@podoffice/domain';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  carriers,
  categories,
  productTypeCarriers,
  productTypeCategories,
  productTypePartnerVariants,
  productTypePrintAreas,
  productTypeSuppliers,
  productTypes,
  productTypeVariants,
  users,
} from '../../db/schema';
import { toCarrier } from '../carriers/queries';
import { inKeyOrder, type Batch } from '../loaders';
import type {
  PartnerVariant,
  ProductTypeCategory,
  ProductTypePrintFile,
  ProductTypeSupplier,
  Carrier,
} from '../resolvers-types.generated';
import type { ProductTypeCarrierModel, ProductTypeModel, ProductTypeVariantModel } from './model';

type ProductTypeRow = typeof productTypes.$inferSelect;
type VariantRow = typeof productTypeVariants.$inferSelect;
type PrintAreaRow = typeof productTypePrintAreas.$inferSelect;

export function toProductType(row: ProductTypeRow): ProductTypeModel {
  return {
    id: row.id,
    title: row.title,
    sku: row.sku,
    description: row.description,
    description_special: row.descriptionSpecial,
    mockup: row.mockup,
    images: row.images,
    state: row.state,
    personalized: row.personalized,
    is_special: row.isSpecial,
    production_time: row.productionTime,
    shipping_time: row.shippingTime,
    tag: row.tag,
    link_template: row.linkTemplate,
    file_type_supported: row.fileTypeSupported,
    dpl: row.dpl,
    origin: row.origin,
    attributes: row.attributes.map((a) => ({
      name: a.name,
      slug: a.slug,
      options: a.options.map((o) => ({ name: o.name, sku: o.sku ?? null })),
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toVariant(row: VariantRow): ProductTypeVariantModel {
  return {
    id: row.id,
    sku: row.sku,
    attributes: row.attributes,
    supplier_costs: row.supplierCosts.map((c) => ({
      id: `${row.id}-${c.user_id}`,
      user_id: c.user_id,
      cost: fromCents(c.cost_cents),
      selected: c.selected,
    })),
    carrier_costs: row.carrierCosts.map((c) => ({
      id: `${row.id}-${c.carrier_id}`,
      carrier_id: c.carrier_id,
      cost: fromCents(c.cost_cents),
      default: c.default,
    })),
    retail_cost: fromCents(row.retailCostCents),
    sale_cost: fromCents(row.saleCostCents),
    base_cost: fromCents(row.baseCostCents),
    original_cost: fromCents(row.originalCostCents),
    other_base_cost: fromCents(row.otherBaseCostCents),
    fee_ship: fromCents(row.feeShipCents),
    is_active: row.isActive,
    sorting: row.sorting,
    print_area_ids: row.printAreaIds,
    partner_default_id: row.partnerDefaultId,
    mapping_partner_print_areas: row.mappingPartnerPrintAreas,
    productTypeId: row.productTypeId,
  };
}

export function toPrintFile(row: PrintAreaRow): ProductTypePrintFile {
  return {
    id: row.id,
    title: row.title,
    mockup: row.mockup,
    width: row.width,
    height: row.height,
    note: row.note,
    default: row.isDefault,
    any_print: row.anyPrint ?? null,
  };
}

/** A productTypes page after authorization (the role's scope already applied). */
export interface ProductTypeQuery {
  pattern?: string;
  categoryIds: number[];
  supplierId: number | null;
  status: string | null;
  personalized: boolean | null;
  limit: number;
  offset: number;
}

function whereOf(q: ProductTypeQuery): SQL | undefined {
  return and(
    q.status === null ? undefined : eq(productTypes.state, q.status),
    q.personalized === null ? undefined : eq(productTypes.personalized, q.personalized),
    q.pattern
      ? or(ilike(productTypes.title, q.pattern), ilike(productTypes.sku, q.pattern))
      : undefined,
    q.categoryIds.length > 0
      ? inArray(
          productTypes.id,
          sql`(select ${productTypeCategories.productTypeId} from ${productTypeCategories} where ${inArray(productTypeCategories.categoryId, q.categoryIds)})`,
        )
      : undefined,
    q.supplierId === null
      ? undefined
      : inArray(
          productTypes.id,
          sql`(select ${productTypeSuppliers.productTypeId} from ${productTypeSuppliers} where ${eq(productTypeSuppliers.userId, q.supplierId)})`,
        ),
  );
}

/** A page of product types, newest first, with the count of everything matching. */
export async function listProductTypes(db: Executor, q: ProductTypeQuery) {
  const where = whereOf(q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(productTypes)
      .where(where)
      .orderBy(desc(productTypes.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(productTypes).where(where),
  ]);
  return {
    count: total?.n ?? 0,
    hits: rows.map((row) => ({ ...toProductType(row), listed: true })),
  };
}

export async function productTypeRows(db: Executor, ids: number[]): Promise<ProductTypeRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(productTypes).where(inArray(productTypes.id, ids));
}

/** Supplier ids of each type, for the read rule of one type. */
export async function supplierIdsOf(db: Executor, ids: number[]): Promise<Map<number, string[]>> {
  const result = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const rows = await db
    .select()
    .from(productTypeSuppliers)
    .where(inArray(productTypeSuppliers.productTypeId, ids));
  for (const row of rows) result.get(row.productTypeId)?.push(String(row.userId));
  return result;
}

/** Rows grouped by type id, in the keys' order (an empty list for a type with none). */
function grouped<R>(keys: readonly number[], rows: R[], keyOf: (row: R) => number): R[][] {
  const byKey = new Map<number, R[]>(keys.map((key) => [key, []]));
  for (const row of rows) byKey.get(keyOf(row))?.push(row);
  return keys.map((key) => byKey.get(key) ?? []);
}

export const categoriesByType: Batch<number, ProductTypeCategory[]> = async (db, keys) => {
  const rows = await db
    .select({
      typeId: productTypeCategories.productTypeId,
      id: categories.id,
      title: categories.title,
    })
    .from(productTypeCategories)
    .innerJoin(categories, eq(categories.id, productTypeCategories.categoryId))
    .where(inArray(productTypeCategories.productTypeId, [...keys]))
    .orderBy(asc(categories.title), asc(categories.id));
  return grouped(keys, rows, (r) => r.typeId).map((list) =>
    list.map(({ id, title }) => ({ id, title })),
  );
};

export const printFilesByType: Batch<number, ProductTypePrintFile[]> = async (db, keys) => {
  const rows = await db
    .select()
    .from(productTypePrintAreas)
    .where(inArray(productTypePrintAreas.productTypeId, [...keys]))
    .orderBy(asc(productTypePrintAreas.sorting), asc(productTypePrintAreas.id));
  return grouped(keys, rows, (r) => r.productTypeId).map((list) => list.map(toPrintFile));
};

export const suppliersByType: Batch<number, ProductTypeSupplier[]> = async (db, keys) => {
  const rows = await db
    .select({
      typeId: productTypeSuppliers.productTypeId,
      id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
    })
    .from(productTypeSuppliers)
    .innerJoin(users, eq(users.id, productTypeSuppliers.userId))
    .where(inArray(productTypeSuppliers.productTypeId, [...keys]))
    .orderBy(asc(productTypeSuppliers.sorting), asc(users.id));
  return grouped(keys, rows, (r) => r.typeId).map((list) =>
    list.map(({ id, first_name, last_name }) => ({ id, first_name, last_name })),
  );
};

export const carriersByType: Batch<number, ProductTypeCarrierModel[]> = async (db, keys) => {
  const rows = await db
    .select()
    .from(productTypeCarriers)
    .where(inArray(productTypeCarriers.productTypeId, [...keys]))
    .orderBy(asc(productTypeCarriers.sorting), asc(productTypeCarriers.id));
  return grouped(keys, rows, (r) => r.productTypeId).map((list) =>
    list.map((r) => ({
      carrier_id: r.carrierId,
      price: fromCents(r.priceCents),
      default: r.isDefault,
    })),
  );
};

export const carrierById: Batch<number, Carrier> = async (db, keys) => {
  const rows = await db
    .select()
    .from(carriers)
    .where(inArray(carriers.id, [...keys]));
  return inKeyOrder(keys, rows.map(toCarrier), (c) => Number(c.id));
};

export const variantCountByType: Batch<number, number> = async (db, keys) => {
  const rows = await db
    .select({ typeId: productTypeVariants.productTypeId, n: count() })
    .from(productTypeVariants)
    .where(inArray(productTypeVariants.productTypeId, [...keys]))
    .groupBy(productTypeVariants.productTypeId);
  const byType = new Map(rows.map((r) => [r.typeId, r.n]));
  return keys.map((key) => byType.get(key) ?? 0);
};

export const variantsByType: Batch<number, ProductTypeVariantModel[]> = async (db, keys) => {
  const rows = await db
    .select()
    .from(productTypeVariants)
    .where(inArray(productTypeVariants.productTypeId, [...keys]))
    .orderBy(asc(productTypeVariants.sorting), asc(productTypeVariants.id));
  return grouped(keys, rows, (r) => r.productTypeId).map((list) => list.map(toVariant));
};

export const partnerVariantsByVariant: Batch<number, PartnerVariant[]> = async (db, keys) => {
  const rows = await db
    .select()
    .from(productTypePartnerVariants)
    .where(inArray(productTypePartnerVariants.productTypeVariantId, [...keys]))
    .orderBy(asc(productTypePartnerVariants.id));
  return grouped(keys, rows, (r) => r.productTypeVariantId).map((list) =>
    list.map((r) => ({
      id: r.id,
      partner_variant_id: r.partnerVariantId,
      partner_fulfillment_id: r.partnerFulfillmentId,
      product_type_variant_id: r.productTypeVariantId,
      sku: r.sku,
    })),
  );
};

export async function variantsOf(db: Executor, typeId: number): Promise<VariantRow[]> {
  return db
    .select()
    .from(productTypeVariants)
    .where(eq(productTypeVariants.productTypeId, typeId))
    .orderBy(asc(productTypeVariants.sorting), asc(productTypeVariants.id));
}

import { and, eq, inArray, like, notInArray, sql } from 'drizzle-orm';
import {
  PRODUCT_TYPE_BY_IDS_MAX,
  PRODUCT_TYPE_EXPORT_MAX,
  PRODUCT_TYPE_LIMITS,
  PRODUCT_TYPE_MESSAGES as M,
  PRODUCT_TYPE_STATES,
  PRODUCT_TYPE_TAGS,
  canExportCatalog,
  canManageProductTypes,
  canReadProductType,
  canReadProductTypes,
  fromCents,
  hasRole,
  toCents,
  productTypeListScope,
  productTypeSaveCheck,
  validateVariants,
  variantAttributes,
  variantSignature,
  visiblePartnerIds,
  visiblePartnerItems,
  visibleSupplierCosts,
  type ProductTypeState,
} from '@podoffice/domain';
import type { Executor } from '../../db/client';
import {
  carriers,
  categories,
  partnerFulfillments,
  productTypeCarriers,
  productTypeCategories,
  productTypePartnerVariants,
  productTypePrintAreas,
  productTypeSuppliers,
  productTypes,
  productTypeVariants,
  roles,
  userRoles,
} from '../../db/schema';
import { csvText } from '../../csv/writer';
import { fileStoreOf } from '../../files';
import { amountResolvers } from '../amounts';
import { likePattern, page, parseId, rowIdOf } from '../args';
import type { Context } from '../context';
import { checkFormBounds } from './bounds';
import { badInput, forbidden, notFound, clientError, uniqueViolationOf } from '../errors';
import type { ProductTypeInput, Resolvers } from '../resolvers-types.generated';
import {
  carrierById,
  carriersByType,
  categoriesByType,
  listProductTypes,
  partnerVariantsByVariant,
  printFilesByType,
  productTypeRows,
  supplierIdsOf,
  suppliersByType,
  toProductType,
  toVariant,
  variantCountByType,
  variantsByType,
  variantsOf,
} from './queries';
import type { ProductTypeModel } from './model';
import { reconcileStoredVariants } from './reconcile';
import {
  describeReferences,
  isForeignKeyViolation,
  variantReferences,
  type VariantReference,
} from './references';

/** Rows a multi-row INSERT carries at once: PGlite is slow row by row, and a statement has a cap. */
const INSERT_BATCH = 500;

const chunks = <T>(rows: T[], size = INSERT_BATCH): T[][] => {
  const result: T[][] = [];
  for (let i = 0; i < rows.length; i += size) result.push(rows.slice(i, i + size));
  return result;
};

/** The largest amount an integer cents column holds: above it, a typo rather than a price. */
const MAX_CENTS = 2_147_483_647;
const centsOf = (dollars: number, message: string) => {
  const cents = toCents(dollars);
  if (!(Math.abs(cents) <= MAX_CENTS)) throw badInput(message);
  return cents;
};

const slugOf = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || name.trim().toLowerCase();

async function manager(ctx: Context) {
  const viewer = await ctx.viewer();
  if (!canManageProductTypes(viewer)) throw forbidden();
  return viewer;
}

function idsOf(values: readonly (string | number)[], message: string, max: number): number[] {
  if (values.length > max) throw badInput(M.tooManyIds(max));
  return [...new Set(values.map((value) => parseId(value, message)))];
}

/** The form's values checked by the domain's save rules, and the ids it links to. */
async function checkedInput(db: Executor, input: ProductTypeInput) {
  checkFormBounds(input);
  const attributes = input.attributes.map((a) => ({
    name: a.name.trim(),
    slug: a.slug?.trim() || slugOf(a.name),
    options: a.options
      .map((o) => ({ name: o.name.trim(), sku: o.sku?.trim() || null }))
      .filter((o) => o.name !== ''),
  }));
  const check = productTypeSaveCheck({
    title: input.title,
    sku: input.sku ?? '',
    mockup: input.mockup ?? null,
    dpl: input.dpl ?? 0,
    attributes,
    print_files: input.print_files.map((p) => ({
      id: p.id ?? undefined,
      title: p.title.trim(),
      mockup: p.mockup ?? null,
      width: p.width ?? null,
      height: p.height ?? null,
      note: p.note ?? null,
      default: p.default ?? false,
      any_print: p.anyprint_type ?? null,
    })),
    product_type_carriers: (input.product_type_carriers ?? []).map((c) => ({
      carrier_id: c.carrier_id,
      price: c.price,
      default: c.default ?? false,
    })),
  });
  if (check.error !== null) throw badInput(check.error);
  const values = check.values;
  if (values.print_files.some((p) => p.title === '')) throw badInput(M.printAreasRequired);
  if (input.tag && !(PRODUCT_TYPE_TAGS as readonly string[]).includes(input.tag)) {
    throw badInput(M.tagInvalid);
  }
  if (!Number.isInteger(values.dpl) || (values.dpl ?? 0) < 0) throw badInput(M.costIncorrect);

  const supplierIds = idsOf(input.suppliers ?? [], M.supplierInvalid, 100);
  const carrierIds = idsOf(
    values.product_type_carriers.map((c) => c.carrier_id),
    M.carrierInvalid,
    100,
  );
  if (carrierIds.length !== values.product_type_carriers.length) {
    throw badInput(M.carrierInvalid);
  }
  const categoryIds = idsOf(input.categories ?? [], M.categoryInvalid, 100);
  if (supplierIds.length > 0) {
    const found = await db
      .select({ id: userRoles.userId })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(roles.name, 'Supplier'), inArray(userRoles.userId, supplierIds)));
    if (found.length !== supplierIds.length) throw badInput(M.supplierInvalid);
  }
  if (carrierIds.length > 0) {
    const found = await db
      .select({ id: carriers.id, name: carriers.name, status: carriers.status })
      .from(carriers)
      .where(inArray(carriers.id, carrierIds));
    if (found.length !== carrierIds.length) throw badInput(M.carrierInvalid);
    // A deleted carrier stays on the orders that used it; no product type offers it again.
    const inactive = found.find((carrier) => !carrier.status);
    if (inactive) throw badInput(M.carrierInactive(inactive.name));
  }
  if (categoryIds.length > 0) {
    const found = await db
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, categoryIds));
    if (found.length !== categoryIds.length) throw badInput(M.categoryInvalid);
  }
  return {
    columns: {
      title: values.title,
      sku: values.sku,
      description: input.description ?? null,
      descriptionSpecial: input.description_special ?? null,
      mockup: values.mockup ?? null,
      images: input.images ?? [],
      personalized: input.personalized ?? false,
      isSpecial: input.is_special ?? false,
      productionTime: input.production_time ?? null,
      shippingTime: input.shipping_time ?? null,
      tag: input.tag || null,
      linkTemplate: input.link_template ?? null,
      fileTypeSupported: input.file_type_supported ?? [],
      dpl: values.dpl ?? 0,
      origin: input.origin ?? null,
      attributes: values.attributes,
    },
    printFiles: values.print_files,
    carriers: values.product_type_carriers.map((c, i) => ({
      carrierId: carrierIds[i] as number,
      priceCents: centsOf(c.price, M.carrierPriceIncorrect),
      isDefault: c.default,
      sorting: i,
    })),
    supplierIds,
    categoryIds,
  };
}

type Checked = Awaited<ReturnType<typeof checkedInput>>;

/** Links, carriers, suppliers and categories of a type replaced by the form's. */
async function writeLinks(tx: Executor, typeId: number, checked: Checked) {
  await tx.delete(productTypeSuppliers).where(eq(productTypeSuppliers.productTypeId, typeId));
  await tx.delete(productTypeCarriers).where(eq(productTypeCarriers.productTypeId, typeId));
  await tx.delete(productTypeCategories).where(eq(productTypeCategories.productTypeId, typeId));
  if (checked.supplierIds.length > 0) {
    await tx
      .insert(productTypeSuppliers)
      .values(
        checked.supplierIds.map((userId, sorting) => ({ productTypeId: typeId, userId, sorting })),
      );
  }
  if (checked.carriers.length > 0) {
    await tx
      .insert(productTypeCarriers)
      .values(checked.carriers.map((c) => ({ ...c, productTypeId: typeId })));
  }
  if (checked.categoryIds.length > 0) {
    await tx
      .insert(productTypeCategories)
      .values(checked.categoryIds.map((categoryId) => ({ productTypeId: typeId, categoryId })));
  }
}

const printAreaColumns = (p: Checked['printFiles'][number], sorting: number) => ({
  title: p.title,
  mockup: p.mockup ?? null,
  width: p.width ?? null,
  height: p.height ?? null,
  note: p.note ?? null,
  isDefault: p.default,
  anyPrint: p.any_print ?? null,
  sorting,
});

/** The unique indexes on skus: a type's among types, a variant's within its type. */
const SKU_INDEXES = new Set(['product_types_sku_unique', 'product_type_variants_sku_unique']);

/**
 * A unique sku refused: 'SKU is duplicated' (spec 2 §8), the same wording for every caller. Other
 * unique indexes (one default print area or carrier) are kept by the writes themselves, so their
 * violation is a fault, not the caller's input.
 */
async function withUniqueSku<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (SKU_INDEXES.has(uniqueViolationOf(e) ?? '')) throw clientError(M.skuDuplicated, 'CONFLICT');
    throw e;
  }
}

async function typeOrMissing(db: Executor, id: number): Promise<ProductTypeModel> {
  const [row] = await productTypeRows(db, [id]);
  if (!row) throw notFound(M.notFound);
  return toProductType(row);
}

/** A sku no type holds yet for a copy: the source's cut to leave room for a number. */
async function freeSku(db: Executor, sku: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ sku: productTypes.sku })
        .from(productTypes)
        .where(like(productTypes.sku, `${sku.slice(0, 1)}%`))
    ).map((r) => r.sku),
  );
  for (let n = 1; n < 1_000_000; n += 1) {
    const suffix = String(n);
    const candidate = `${sku.slice(0, PRODUCT_TYPE_LIMITS.skuMax - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
  throw clientError(M.skuDuplicated, 'CONFLICT');
}

/**
 * Partner fulfillments a grid names (default partner, partner variants, mappings) all exist, and
 * each print area is mapped to one of its partner's print areas (partner fulfillment print_areas).
 */
async function checkPartners(
  db: Executor,
  ids: ReadonlySet<string>,
  keys: readonly [partner: string, key: string][],
) {
  if (ids.size === 0) return;
  const wanted = [...ids].map((id) => {
    const rowId = rowIdOf(id);
    if (rowId === null) throw badInput(M.partnerInvalid);
    return rowId;
  });
  const found = await db
    .select({ id: partnerFulfillments.id, printAreas: partnerFulfillments.printAreas })
    .from(partnerFulfillments)
    .where(inArray(partnerFulfillments.id, wanted));
  if (found.length !== wanted.length) throw badInput(M.partnerInvalid);
  const areasOf = new Map(
    found.map((p) => [
      String(p.id),
      new Set(Array.isArray(p.printAreas) ? p.printAreas.map(String) : []),
    ]),
  );
  if (keys.some(([partner, key]) => !areasOf.get(partner)?.has(key))) {
    throw badInput(M.partnerPrintAreaInvalid);
  }
}

const partnerVisibilities = new WeakMap<Context, Promise<'all' | readonly string[]>>();

/**
 * Whose partner data the caller reads (visiblePartnerIds), once per request: a grid of 2,000
 * variants asks for it three times a row, and a Supplier's own partner fulfillment is one query.
 */
function partnerVisibility(ctx: Context): Promise<'all' | readonly string[]> {
  let visible = partnerVisibilities.get(ctx);
  if (!visible) {
    visible = ctx.viewer().then(async (viewer) => {
      const unfiltered = visiblePartnerIds(viewer, []);
      if (unfiltered === 'all' || !hasRole(viewer, 'Supplier')) return unfiltered;
      const own = await ctx.db
        .select({ id: partnerFulfillments.id })
        .from(partnerFulfillments)
        .where(eq(partnerFulfillments.userId, viewer.id));
      return visiblePartnerIds(
        viewer,
        own.map((row) => String(row.id)),
      );
    });
    partnerVisibilities.set(ctx, visible);
  }
  return visible;
}

export const productTypesResolvers: Resolvers = {
  ProductType: {
    categories: (parent, _args, ctx) =>
      ctx
        .loader(categoriesByType)
        .load(parent.id)
        .then((v) => v ?? []),
    print_files: (parent, _args, ctx) =>
      ctx
        .loader(printFilesByType)
        .load(parent.id)
        .then((v) => v ?? []),
    suppliers: (parent, _args, ctx) =>
      ctx
        .loader(suppliersByType)
        .load(parent.id)
        .then((v) => v ?? []),
    product_type_carriers: (parent, _args, ctx) =>
      ctx
        .loader(carriersByType)
        .load(parent.id)
        .then((v) => v ?? []),
    totalVariant: (parent, _args, ctx) =>
      ctx
        .loader(variantCountByType)
        .load(parent.id)
        .then((v) => v ?? 0),
    variants: (parent, _args, ctx) => {
      // A page of up to 9,999 types with up to 5,000 variants each is no answer to give: variants
      // come one type at a time, or for the 50 types of productTypeByIds.
      if (parent.listed) throw badInput(M.variantsOfOneType);
      return ctx
        .loader(variantsByType)
        .load(parent.id)
        .then((v) => v ?? []);
    },
  },
  ProductTypeCarrier: {
    carrier: (parent, _args, ctx) => ctx.loader(carrierById).load(Number(parent.carrier_id)),
  },
  ProductTypeVariant: {
    supplier_costs: async (parent, _args, ctx) =>
      visibleSupplierCosts(
        await ctx.viewer(),
        parent.supplier_costs.map((c) => ({ ...c, user_id: String(c.user_id) })),
      ),
    // §6 and issue 23 §12: the seller's prices, the seller cost and the internal costs, null rather
    // than refused for those who may not read them (the domain's AMOUNT_READERS).
    ...amountResolvers('ProductTypeVariant'),
    partner_default_id: async (parent, _args, ctx) => {
      if (parent.partner_default_id === null || parent.partner_default_id === undefined) {
        return null;
      }
      const visible = await partnerVisibility(ctx);
      return visiblePartnerItems(visible, [parent.partner_default_id], (id) => id)[0] ?? null;
    },
    mapping_partner_print_areas: async (parent, _args, ctx) =>
      visiblePartnerItems(
        await partnerVisibility(ctx),
        parent.mapping_partner_print_areas,
        (m) => m.partner_id,
      ),
    partner_variants: async (parent, _args, ctx) => {
      const [visible, partners] = await Promise.all([
        partnerVisibility(ctx),
        ctx.loader(partnerVariantsByVariant).load(parent.id),
      ]);
      return visiblePartnerItems(visible, partners ?? [], (p) => p.partner_fulfillment_id);
    },
  },

  Query: {
    productTypes: async (_parent, { filter }, ctx) => {
      const viewer = await ctx.viewer();
      if (!canReadProductTypes(viewer)) throw forbidden();
      if (filter?.status && !(PRODUCT_TYPE_STATES as readonly string[]).includes(filter.status)) {
        throw badInput(M.stateInvalid);
      }
      const scope = productTypeListScope(viewer, {
        supplier_id: filter?.supplier_id === undefined ? null : String(filter.supplier_id),
        status: (filter?.status as ProductTypeState | null | undefined) ?? null,
        personalized: filter?.personalized ?? null,
      });
      const { limit, offset } = page(filter, scope.defaultLimit, scope.maxLimit);
      return listProductTypes(ctx.db, {
        pattern: likePattern(filter?.search),
        categoryIds: idsOf(filter?.categories ?? [], M.categoryInvalid, 100),
        supplierId: scope.supplierId === null ? null : parseId(scope.supplierId, M.supplierInvalid),
        status: scope.status,
        personalized: scope.personalized,
        limit,
        offset,
      });
    },

    productTypeById: async (_parent, { id }, ctx) => {
      const viewer = await ctx.viewer();
      if (!canReadProductTypes(viewer)) throw forbidden();
      const typeId = parseId(id, M.notFound);
      const type = await typeOrMissing(ctx.db, typeId);
      const supplierIds = (await supplierIdsOf(ctx.db, [typeId])).get(typeId) ?? [];
      // A type the caller may not read answers like a missing one.
      if (!canReadProductType(viewer, { ...type, supplierIds })) throw notFound(M.notFound);
      return type;
    },

    productTypeByIds: async (_parent, { ids }, ctx) => {
      const viewer = await ctx.viewer();
      if (!canReadProductTypes(viewer)) throw forbidden();
      const typeIds = idsOf(ids, M.notFound, PRODUCT_TYPE_BY_IDS_MAX);
      const rows = await productTypeRows(ctx.db, typeIds);
      const suppliers = await supplierIdsOf(ctx.db, typeIds);
      const byId = new Map(rows.map((row) => [row.id, toProductType(row)]));
      return typeIds.flatMap((id) => {
        const type = byId.get(id);
        return type && canReadProductType(viewer, { ...type, supplierIds: suppliers.get(id) ?? [] })
          ? [type]
          : [];
      });
    },
  },

  Mutation: {
    createProductType: async (_parent, { input }, ctx) => {
      await manager(ctx);
      const checked = await checkedInput(ctx.db, input);
      const id = await withUniqueSku(() =>
        ctx.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(productTypes)
            .values({ ...checked.columns, createdAt: ctx.now, updatedAt: ctx.now })
            .returning({ id: productTypes.id });
          const typeId = row!.id;
          await tx.insert(productTypePrintAreas).values(
            checked.printFiles.map((p, i) => ({
              ...printAreaColumns(p, i),
              productTypeId: typeId,
            })),
          );
          await writeLinks(tx, typeId, checked);
          return typeId;
        }),
      );
      return typeOrMissing(ctx.db, id);
    },

    updateProductType: async (_parent, { id: rawId, input }, ctx) => {
      await manager(ctx);
      const id = parseId(rawId, M.notFound);
      await typeOrMissing(ctx.db, id);
      const checked = await checkedInput(ctx.db, input);
      const existing = new Set(
        (
          await ctx.db
            .select({ id: productTypePrintAreas.id })
            .from(productTypePrintAreas)
            .where(eq(productTypePrintAreas.productTypeId, id))
        ).map((r) => r.id),
      );
      const kept = checked.printFiles.map((p) =>
        p.id === undefined ? null : parseId(p.id, M.printAreaInvalid),
      );
      // A print area id of another type would move that type's area here.
      if (kept.some((areaId) => areaId !== null && !existing.has(areaId))) {
        throw badInput(M.printAreaInvalid);
      }
      await withUniqueSku(() =>
        ctx.db.transaction(async (tx) => {
          const previousSupplierIds = (
            await tx
              .select({ userId: productTypeSuppliers.userId })
              .from(productTypeSuppliers)
              .where(eq(productTypeSuppliers.productTypeId, id))
          ).map((s) => s.userId);
          await tx
            .update(productTypes)
            .set({ ...checked.columns, updatedAt: ctx.now })
            .where(eq(productTypes.id, id));
          const keptIds = kept.filter((areaId): areaId is number => areaId !== null);
          await tx
            .delete(productTypePrintAreas)
            .where(
              and(
                eq(productTypePrintAreas.productTypeId, id),
                keptIds.length > 0 ? notInArray(productTypePrintAreas.id, keptIds) : undefined,
              ),
            );
          // One default per type is a unique index: clear the old one before the form's is set.
          await tx
            .update(productTypePrintAreas)
            .set({ isDefault: false })
            .where(eq(productTypePrintAreas.productTypeId, id));
          for (const [i, p] of checked.printFiles.entries()) {
            const areaId = kept[i];
            if (areaId === null || areaId === undefined) {
              await tx
                .insert(productTypePrintAreas)
                .values({ ...printAreaColumns(p, i), productTypeId: id });
            } else {
              await tx
                .update(productTypePrintAreas)
                .set(printAreaColumns(p, i))
                .where(eq(productTypePrintAreas.id, areaId));
            }
          }
          await writeLinks(tx, id, checked);
          await reconcileStoredVariants(
            tx,
            id,
            {
              attributes: checked.columns.attributes,
              supplierIds: checked.supplierIds,
              carriers: checked.carriers,
              printAreaIds: keptIds,
              previousSupplierIds,
            },
            ctx.now,
          );
        }),
      );
      return typeOrMissing(ctx.db, id);
    },

    duplicateProductType: async (_parent, { id: rawId }, ctx) => {
      await manager(ctx);
      const id = parseId(rawId, M.notFound);
      const [source] = await productTypeRows(ctx.db, [id]);
      if (!source) throw notFound(M.notFound);
      const copyId = await withUniqueSku(() =>
        ctx.db.transaction(async (tx) => {
          const { id: _id, createdAt: _c, updatedAt: _u, ...columns } = source;
          const [row] = await tx
            .insert(productTypes)
            .values({
              ...columns,
              title: `${source.title} copy`,
              sku: await freeSku(tx, source.sku),
              // A copy is reviewed before sellers see it.
              state: 'paused',
              createdAt: ctx.now,
              updatedAt: ctx.now,
            })
            .returning({ id: productTypes.id });
          const newId = row!.id;
          const areas = await tx
            .select()
            .from(productTypePrintAreas)
            .where(eq(productTypePrintAreas.productTypeId, id));
          const areaIds = new Map<string, string>();
          for (const { id: areaId, ...area } of areas) {
            const [copy] = await tx
              .insert(productTypePrintAreas)
              .values({ ...area, productTypeId: newId })
              .returning({ id: productTypePrintAreas.id });
            areaIds.set(String(areaId), String(copy!.id));
          }
          const supplierLinks = await tx
            .select()
            .from(productTypeSuppliers)
            .where(eq(productTypeSuppliers.productTypeId, id));
          if (supplierLinks.length > 0) {
            await tx
              .insert(productTypeSuppliers)
              .values(supplierLinks.map((link) => ({ ...link, productTypeId: newId })));
          }
          const categoryLinks = await tx
            .select()
            .from(productTypeCategories)
            .where(eq(productTypeCategories.productTypeId, id));
          if (categoryLinks.length > 0) {
            await tx
              .insert(productTypeCategories)
              .values(categoryLinks.map((link) => ({ ...link, productTypeId: newId })));
          }
          const carrierLinks = await tx
            .select()
            .from(productTypeCarriers)
            .where(eq(productTypeCarriers.productTypeId, id));
          if (carrierLinks.length > 0) {
            await tx
              .insert(productTypeCarriers)
              .values(
                carrierLinks.map(({ id: _c, ...link }) => ({ ...link, productTypeId: newId })),
              );
          }
          const variants = await variantsOf(tx, id);
          const copies = new Map<string, number>();
          for (const batch of chunks(variants)) {
            const inserted = await tx
              .insert(productTypeVariants)
              .values(
                batch.map(({ id: _v, ...v }) => ({
                  ...v,
                  productTypeId: newId,
                  printAreaIds: v.printAreaIds.map((a) => areaIds.get(a) ?? a),
                  mappingPartnerPrintAreas: v.mappingPartnerPrintAreas.map((m) => ({
                    ...m,
                    product_type_print_area_id:
                      areaIds.get(m.product_type_print_area_id) ?? m.product_type_print_area_id,
                  })),
                  createdAt: ctx.now,
                  updatedAt: ctx.now,
                })),
              )
              .returning({
                id: productTypeVariants.id,
                signature: productTypeVariants.signature,
              });
            for (const copy of inserted) copies.set(copy.signature, copy.id);
          }
          // The copy keeps its partner variants too: its default partner and mappings point at them.
          const copyOf = new Map(variants.map((v) => [v.id, copies.get(v.signature)!]));
          const partnerRows = variants.length
            ? await tx
                .select()
                .from(productTypePartnerVariants)
                .where(
                  inArray(
                    productTypePartnerVariants.productTypeVariantId,
                    sql`(select ${productTypeVariants.id} from ${productTypeVariants} where ${eq(productTypeVariants.productTypeId, id)})`,
                  ),
                )
            : [];
          for (const batch of chunks(partnerRows)) {
            await tx.insert(productTypePartnerVariants).values(
              batch.map(({ id: _p, productTypeVariantId, ...p }) => ({
                ...p,
                productTypeVariantId: copyOf.get(productTypeVariantId)!,
              })),
            );
          }
          return newId;
        }),
      );
      return typeOrMissing(ctx.db, copyId);
    },

    deleteProductType: async (_parent, { id: rawId }, ctx) => {
      await manager(ctx);
      const id = parseId(rawId, M.notFound);
      const inUse = (uses: VariantReference[]) =>
        clientError(M.typeVariantsInUse(describeReferences(uses)), 'CONFLICT');
      try {
        await ctx.db.transaction(async (tx) => {
          // The type's row locked: a grid save waits, so no variant appears after the check.
          const [row] = await tx
            .select({ id: productTypes.id })
            .from(productTypes)
            .where(eq(productTypes.id, id))
            .for('update');
          if (!row) throw notFound(M.notFound);
          const uses = await variantReferences(tx, { typeId: id });
          if (uses.length > 0) throw inUse(uses);
          // Print areas, links, variants and their partner variants go with it (cascades).
          await tx.delete(productTypes).where(eq(productTypes.id, id));
        });
      } catch (e) {
        // A reference written between the check and the delete: refused by its foreign key.
        if (isForeignKeyViolation(e)) throw inUse(await variantReferences(ctx.db, { typeId: id }));
        throw e;
      }
      return true;
    },

    updateProductTypeState: async (_parent, { id: rawId, state }, ctx) => {
      await manager(ctx);
      const id = parseId(rawId, M.notFound);
      if (!(PRODUCT_TYPE_STATES as readonly string[]).includes(state)) {
        throw badInput(M.stateInvalid);
      }
      const changed = await ctx.db
        .update(productTypes)
        .set({ state, updatedAt: ctx.now })
        .where(eq(productTypes.id, id))
        .returning({ id: productTypes.id });
      if (changed.length === 0) throw notFound(M.notFound);
      return typeOrMissing(ctx.db, id);
    },

    createProductTypeVariant: async (_parent, { input }, ctx) => {
      await manager(ctx);
      const typeId = parseId(input.productTypeId, M.notFound);
      const type = await typeOrMissing(ctx.db, typeId);
      const [suppliers, typeCarriers, areas, stored] = await Promise.all([
        ctx.loader(suppliersByType).load(typeId),
        ctx.loader(carriersByType).load(typeId),
        ctx.loader(printFilesByType).load(typeId),
        ctx.db
          .select({ sku: productTypeVariants.sku })
          .from(productTypeVariants)
          .where(eq(productTypeVariants.productTypeId, typeId)),
      ]);
      const rulesType = {
        id: String(typeId),
        attributes: type.attributes,
        suppliers: (suppliers ?? []).map((s) => ({ id: String(s.id) })),
        product_type_carriers: (typeCarriers ?? []).map((c) => ({
          carrier_id: String(c.carrier_id),
          price: c.price,
          default: c.default,
        })),
      };
      const drafts = input.variants.map((v) => ({
        sku: v.sku.trim(),
        attributes: v.attributes,
        supplier_costs: v.supplier_costs?.map((c) => ({
          user_id: c.user_id,
          cost: c.cost ?? null,
          selected: c.selected ?? false,
        })),
        carrier_costs: v.carrier_costs?.map((c) => ({
          carrier_id: c.carrier_id,
          cost: c.cost ?? null,
          default: c.default ?? false,
        })),
        retail_cost: v.retail_cost,
        sale_cost: v.sale_cost,
        base_cost: v.base_cost,
        original_cost: v.original_cost,
        other_base_cost: v.other_base_cost,
        fee_ship: v.fee_ship,
        is_active: v.is_active ?? undefined,
        sorting: v.sorting ?? undefined,
        print_area_ids: v.print_area_ids?.map(String),
        partner_default_id: v.partner_default_id ?? null,
      }));
      // A sku stored before the sku rule is kept (validateVariants): the grid cannot change it.
      const storedSkus = new Set(stored.map((row) => row.sku));
      const result = validateVariants(drafts, rulesType, storedSkus);
      if (!result.ok) throw badInput(result.firstError.message);
      const typeAttributes = variantAttributes(type.attributes);
      const areaIds = new Set((areas ?? []).map((a) => String(a.id)));
      const partnerIds = new Set<string>();
      const partnerKeys: [partner: string, key: string][] = [];
      const rows = result.variants.map((v, i) => {
        const signature = variantSignature(v.attributes, typeAttributes);
        // A row must name one option of every attribute of its type.
        if (signature === null) throw badInput(M.variantOptionMissing);
        if (v.print_area_ids.some((a) => !areaIds.has(a))) throw badInput(M.printAreaInvalid);
        const source = input.variants[i]!;
        const partners = source.partner_variants ?? [];
        const mappings = source.mapping_partner_print_areas ?? [];
        if (
          partners.length > PRODUCT_TYPE_LIMITS.partnerItemsMax ||
          mappings.length > PRODUCT_TYPE_LIMITS.partnerItemsMax
        ) {
          throw badInput(M.tooManyPartnerItems);
        }
        if (mappings.some((m) => !areaIds.has(m.product_type_print_area_id))) {
          throw badInput(M.printAreaInvalid);
        }
        // One placement per print area and partner: two would print one design twice.
        const mapped = new Set(
          mappings.map((m) => `${m.partner_id}\u001f${m.product_type_print_area_id}`),
        );
        if (mapped.size !== mappings.length) throw badInput(M.printAreaMappedTwice);
        for (const m of mappings) partnerKeys.push([m.partner_id, m.partner_key]);
        for (const id of [
          v.partner_default_id,
          ...partners.map((p) => p.partner_fulfillment_id),
          ...mappings.map((m) => m.partner_id),
        ]) {
          if (id !== null && id !== undefined) partnerIds.add(id);
        }
        return {
          productTypeId: typeId,
          sku: v.sku,
          signature,
          attributes: v.attributes.map(({ name, slug, option }) => ({ name, slug, option })),
          supplierCosts: v.supplier_costs.map(({ user_id, cost, selected }) => ({
            user_id,
            cost_cents: centsOf(cost, M.supplierCostIncorrect),
            selected,
          })),
          carrierCosts: v.carrier_costs.map(({ carrier_id, cost, default: d }) => ({
            carrier_id,
            cost_cents: centsOf(cost ?? 0, M.carrierCostIncorrect),
            default: d,
          })),
          retailCostCents: centsOf(v.retail_cost, M.sellerCostIncorrect),
          saleCostCents: centsOf(v.sale_cost, M.sellerCostIncorrect),
          baseCostCents: centsOf(v.base_cost, M.sellerCostIncorrect),
          originalCostCents: centsOf(v.original_cost, M.costIncorrect),
          otherBaseCostCents: centsOf(v.other_base_cost, M.costIncorrect),
          feeShipCents: centsOf(v.fee_ship, M.feeShipIncorrect),
          isActive: v.is_active,
          sorting: v.sorting,
          printAreaIds: v.print_area_ids,
          partnerDefaultId: v.partner_default_id ?? null,
          mappingPartnerPrintAreas: (source.mapping_partner_print_areas ?? []).map((m) => ({
            partner_id: m.partner_id,
            partner_key: m.partner_key,
            product_type_print_area_id: m.product_type_print_area_id,
            product_type_print_area_title: m.product_type_print_area_title ?? null,
          })),
          partners: source.partner_variants ?? [],
        };
      });
      await checkPartners(ctx.db, partnerIds, partnerKeys);
      const signatures = rows.map((r) => r.signature);
      const missing = and(
        eq(productTypeVariants.productTypeId, typeId),
        signatures.length > 0 ? notInArray(productTypeVariants.signature, signatures) : undefined,
      );
      const usesOfMissing = async (db: Executor) => {
        const gone = await db
          .select({ id: productTypeVariants.id })
          .from(productTypeVariants)
          .where(missing);
        return variantReferences(db, { ids: gone.map((v) => v.id) });
      };
      const inUse = (uses: VariantReference[]) =>
        clientError(M.variantsInUse(describeReferences(uses)), 'CONFLICT');
      try {
        await withUniqueSku(() =>
          ctx.db.transaction(async (tx) => {
            // Stored variants the grid no longer has go, unless something records them; skus of the
            // rest are freed first so that two rows may swap skus within one save.
            const uses = await usesOfMissing(tx);
            if (uses.length > 0) throw inUse(uses);
            await tx.delete(productTypeVariants).where(missing);
            await tx
              .update(productTypeVariants)
              .set({ sku: sql`'~' || ${productTypeVariants.id}` })
              .where(eq(productTypeVariants.productTypeId, typeId));
            const saved: { id: number; signature: string }[] = [];
            for (const batch of chunks(rows)) {
              saved.push(
                ...(await tx
                  .insert(productTypeVariants)
                  .values(
                    batch.map(({ partners: _p, ...r }) => ({
                      ...r,
                      createdAt: ctx.now,
                      updatedAt: ctx.now,
                    })),
                  )
                  .onConflictDoUpdate({
                    target: [productTypeVariants.productTypeId, productTypeVariants.signature],
                    set: {
                      sku: sql`excluded.sku`,
                      attributes: sql`excluded.attributes`,
                      supplierCosts: sql`excluded.supplier_costs`,
                      carrierCosts: sql`excluded.carrier_costs`,
                      retailCostCents: sql`excluded.retail_cost_cents`,
                      saleCostCents: sql`excluded.sale_cost_cents`,
                      baseCostCents: sql`excluded.base_cost_cents`,
                      originalCostCents: sql`excluded.original_cost_cents`,
                      otherBaseCostCents: sql`excluded.other_base_cost_cents`,
                      feeShipCents: sql`excluded.fee_ship_cents`,
                      isActive: sql`excluded.is_active`,
                      sorting: sql`excluded.sorting`,
                      printAreaIds: sql`excluded.print_area_ids`,
                      partnerDefaultId: sql`excluded.partner_default_id`,
                      mappingPartnerPrintAreas: sql`excluded.mapping_partner_print_areas`,
                      updatedAt: sql`excluded.updated_at`,
                    },
                  })
                  .returning({
                    id: productTypeVariants.id,
                    signature: productTypeVariants.signature,
                  })),
              );
            }
            const idOf = new Map(saved.map((s) => [s.signature, s.id]));
            const partners = rows.flatMap((r) =>
              r.partners.map((p) => ({
                productTypeVariantId: idOf.get(r.signature)!,
                partnerVariantId: p.partner_variant_id,
                partnerFulfillmentId: p.partner_fulfillment_id,
                sku: p.sku ?? null,
              })),
            );
            // Partner variants sent with a row are its partner variants; rows sent without keep theirs.
            const withPartners = rows
              .filter((r) => r.partners.length > 0)
              .map((r) => idOf.get(r.signature)!);
            for (const batch of chunks(withPartners)) {
              await tx
                .delete(productTypePartnerVariants)
                .where(inArray(productTypePartnerVariants.productTypeVariantId, batch));
            }
            for (const batch of chunks(partners)) {
              await tx.insert(productTypePartnerVariants).values(batch).onConflictDoNothing();
            }
          }),
        );
      } catch (e) {
        // A reference written after the check: refused by its foreign key, answered the same way.
        if (isForeignKeyViolation(e)) {
          throw inUse(await usesOfMissing(ctx.db));
        }
        throw e;
      }
      return (await variantsOf(ctx.db, typeId)).map(toVariant);
    },

    deletePartnerVariants: async (_parent, { ids }, ctx) => {
      await manager(ctx);
      const partnerIds = idsOf(ids, M.notFound, PRODUCT_TYPE_LIMITS.variantsMax);
      if (partnerIds.length === 0) return 0;
      const deleted = await ctx.db
        .delete(productTypePartnerVariants)
        .where(inArray(productTypePartnerVariants.id, partnerIds))
        .returning({ id: productTypePartnerVariants.id });
      return deleted.length;
    },

    exportCatalog: async (_parent, { ids }, ctx) => {
      const viewer = await ctx.viewer();
      if (!canExportCatalog({ ...viewer, is_special: viewer.user.is_special })) throw forbidden();
      const typeIds = idsOf(ids, M.notFound, PRODUCT_TYPE_EXPORT_MAX);
      if (typeIds.length === 0) throw badInput(M.notFound);
      const rows = await productTypeRows(ctx.db, typeIds);
      const suppliers = await supplierIdsOf(ctx.db, typeIds);
      const readable = rows.filter((row) =>
        canReadProductType(viewer, { ...row, supplierIds: suppliers.get(row.id) ?? [] }),
      );
      if (readable.length === 0) throw notFound(M.notFound);
      const variants = await ctx.db
        .select()
        .from(productTypeVariants)
        .where(
          inArray(
            productTypeVariants.productTypeId,
            readable.map((r) => r.id),
          ),
        )
        .orderBy(
          productTypeVariants.productTypeId,
          productTypeVariants.sorting,
          productTypeVariants.id,
        );
      const titleOf = new Map(readable.map((r) => [r.id, r]));
      // Through the one CSV writer, which neutralises a title or sku written as a formula.
      const csv = csvText(
        [
          'product_type_id',
          'product_type',
          'product_type_sku',
          'variant_id',
          'sku',
          'options',
          'base_cost',
          'retail_cost',
          'sale_cost',
          'fee_ship',
          'active',
        ],
        variants.map((v) => [
          v.productTypeId,
          titleOf.get(v.productTypeId)?.title,
          titleOf.get(v.productTypeId)?.sku,
          v.id,
          v.sku,
          v.attributes.map((a) => `${a.name}: ${a.option}`).join(' / '),
          fromCents(v.baseCostCents).toFixed(2),
          fromCents(v.retailCostCents).toFixed(2),
          fromCents(v.saleCostCents).toFixed(2),
          fromCents(v.feeShipCents).toFixed(2),
          v.isActive ? 'yes' : 'no',
        ]),
      );
      const key = `exports/catalog/${ctx.now.getTime()}-${viewer.id}-${Math.random().toString(36).slice(2)}.csv`;
      const store = fileStoreOf(ctx.services);
      await store.put(key, csv, 'text/csv');
      return store.signedGetUrl(key, { downloadName: 'catalog.csv' });
    },
  },
};

import { and, eq, inArray, like } from 'drizzle-orm';
import {
  ORDER_IMPORT_MAX_ROWS,
  ORDER_MAPPING_MESSAGES as M,
  ORDER_ROW_MESSAGES as R,
  mappedOrderRowErrors,
} from '@podoffice/domain';
import { productTypeVariants, siteVariantMappings } from '../../db/schema';
import { createOrdersIn, OrderDraftError, type OrderAddressDraft } from '../../orders/createOrder';
import { ORDER_INPUT_MESSAGES } from '../../orders/model';
import { orderableVariants } from '../../orders/variantChecks';
import { saveVariantMappings } from '../../orders/variantMappings';
import { rowIdOf } from '../args';
import type { Context } from '../context';
import { badInput } from '../errors';
import type {
  ImportOrderAddressInput,
  ImportOrderInput,
  ImportedOrder,
  ImportedProductMapping,
} from '../resolvers-types.generated';
import { importSite } from './site';

/** The product types a seller may choose among for one row. */
const TYPES_MAX = 20;
/** A shop product's id and variation text, bounded so their mapping key fits its column. */
const PRODUCT_ID_MAX = 100;
const VARIATION_MAX = 120;
/** importedProductMappings answers at most this many (a product's variations included). */
const MAPPINGS_MAX = 10_000;

/**
 * A CSV product's mapping is kept beside the shops' variant mappings (site_variant_mappings),
 * under a key no shop variant id can take: the product's id and its variation text.
 */
const MAPPING_PREFIX = 'csv:';
const mappingKey = (productId: string, variation: string) =>
  `${MAPPING_PREFIX}${JSON.stringify([productId, variation])}`;
const variationOf = (key: string) => {
  try {
    const [, variation] = JSON.parse(key.slice(MAPPING_PREFIX.length)) as [string, string];
    return typeof variation === 'string' ? variation : '';
  } catch {
    return '';
  }
};

const address = (a: ImportOrderAddressInput | null | undefined): OrderAddressDraft | null =>
  a
    ? {
        firstName: a.first_name,
        lastName: a.last_name,
        company: a.company,
        address1: a.address1,
        address2: a.address2,
        city: a.city,
        state: a.state,
        stateCode: a.state_code,
        zip: a.zip,
        country: a.country,
        countryCode: a.country_code,
      }
    : null;

const variantRefused = {
  notFound: R.variantNotFound,
  inactive: R.variantInactive,
  typePaused: R.typePaused,
} as const;

/**
 * §7 ImportOrder: one row of a shop's order export (Mapping Order Fields) made an order of the
 * product type variant the seller chose, through the orders core's one creation path (catalogue
 * prices, supplier, carrier, the hold). The row's order item is made once (the orders' unique
 * index on site, origin id and item; the same row again is 'already imported'), and the shop
 * product with its variation is remembered, so the file's next rows of it go to their variant.
 */
export async function importOrder(ctx: Context, data: ImportOrderInput): Promise<ImportedOrder> {
  const order = data.order;
  const { viewer, id: siteId } = await importSite(ctx, String(order.site_id));
  const problem = mappedOrderRowErrors(order)[0];
  if (problem) throw badInput(problem);
  const productId = data.product_origin_id.trim();
  const variation = order.product_variation?.trim() ?? '';
  if (productId !== order.product_origin_id.trim()) throw badInput(M.notOfThisFile);
  if (productId.length > PRODUCT_ID_MAX) {
    throw badInput(ORDER_INPUT_MESSAGES.tooLong('Product Id', PRODUCT_ID_MAX));
  }
  if (variation.length > VARIATION_MAX) {
    throw badInput(ORDER_INPUT_MESSAGES.tooLong('Product Variation', VARIATION_MAX));
  }
  const typeIds = data.product_type_ids.map((t) => rowIdOf(String(t)));
  const variantId = rowIdOf(String(data.selected_variant_type_id));
  if (typeIds.length === 0 || typeIds.length > TYPES_MAX || variantId === null) {
    throw badInput(M.chooseVariant);
  }
  const { refusals, typeOf } = await orderableVariants(ctx.db, [variantId]);
  const refusal = refusals.get(variantId);
  if (refusal) throw badInput(variantRefused[refusal]);
  if (!typeIds.includes(typeOf.get(variantId)!)) throw badInput(M.variantNotOfTypes);

  const originId = order.origin_id.trim().replace(/^#/, '');
  const item = order.item.trim();
  const now = ctx.now;
  try {
    const made = await ctx.db.transaction(async (tx) => {
      const [created] = await createOrdersIn(
        tx,
        [
          {
            siteId,
            originId,
            originItem: item,
            originNumber: originId,
            productTypeVariantId: variantId,
            quantity: Number(order.quantity.trim()),
            priceCents: 0,
            productName: data.product_title?.trim() || order.product_title?.trim() || null,
            customer: {
              firstName: order.customer?.first_name,
              lastName: order.customer?.last_name,
              email: order.customer?.email,
              phone: order.customer?.phone,
            },
            billing: address(order.billing ?? order.shipping),
            shipping: address(order.shipping),
          },
        ],
        { userId: viewer.id, source: 'CSV import', now },
      );
      if (!created?.created) throw new OrderDraftError(0, R.alreadyImported);
      await saveVariantMappings(
        tx,
        [
          {
            siteId,
            originProductId: productId,
            originVariantId: mappingKey(productId, variation),
            productTypeVariantId: variantId,
          },
        ],
        { userId: viewer.id, now },
      );
      return created;
    });
    return { id: String(made.id), origin_id: originId, item, message: M.imported(originId, item) };
  } catch (error) {
    if (error instanceof OrderDraftError) throw badInput(error.message);
    throw error;
  }
}

/** The site's CSV products that earlier imports mapped, of the products asked about. */
export async function importedProductMappings(
  ctx: Context,
  siteIdArg: string,
  productIds: readonly string[],
): Promise<ImportedProductMapping[]> {
  const { id: siteId } = await importSite(ctx, siteIdArg);
  if (productIds.length > ORDER_IMPORT_MAX_ROWS) throw badInput(R.tooManyRows);
  const wanted = [...new Set(productIds.map((p) => p.trim()))].filter(
    (p) => p && p.length <= PRODUCT_ID_MAX,
  );
  if (wanted.length === 0) return [];
  const rows = await ctx.db
    .select({
      productId: siteVariantMappings.originProductId,
      key: siteVariantMappings.originVariantId,
      variantId: siteVariantMappings.productTypeVariantId,
      typeId: productTypeVariants.productTypeId,
    })
    .from(siteVariantMappings)
    .innerJoin(
      productTypeVariants,
      eq(productTypeVariants.id, siteVariantMappings.productTypeVariantId),
    )
    .where(
      and(
        eq(siteVariantMappings.siteId, siteId),
        inArray(siteVariantMappings.originProductId, wanted),
        like(siteVariantMappings.originVariantId, `${MAPPING_PREFIX}%`),
      ),
    )
    .limit(MAPPINGS_MAX);
  return rows.map((r) => ({
    product_origin_id: r.productId ?? '',
    product_variation: variationOf(r.key),
    product_type_id: String(r.typeId),
    variant_id: String(r.variantId),
  }));
}

import { PRODUCT_MESSAGES as M, SYSTEM_LOG_TYPES } from '@podoffice/domain';
import { SHOP_LIST_MAX, type ShopProductRead } from '../../platforms/types';
import { sanitizeStoredHtml } from '../../html/sanitizeHtml';
import { JobFailure, type JobKind } from '../../jobs/types';
import { PlatformError } from '../../platforms';
import { uniqueViolationOf } from '../errors';
import {
  PRODUCT_LIMITS,
  jobShop,
  logPush,
  pushedProduct,
  register,
  type ProductPushJobData,
  type ProductPushResult,
} from './push';

/** This server's own texts for what the spec does not word. */
export const PRODUCT_MAPPING_MESSAGES = {
  notOnShop: 'This product is on no connected shop.',
  originIds: `Give at most ${SHOP_LIST_MAX.toLocaleString('en-US')} shop product ids.`,
  originId: 'The shop product id is 1 to 40 letters, digits, dashes or underscores.',
  alreadyMapped: (id: string) => `Product #${id} of this shop is already mapped.`,
  termId: 'The category or tag id is 1 to 40 letters, digits, dashes or underscores.',
} as const;

export interface ProductMappingJobData extends Pick<
  ProductPushJobData,
  'ownerId' | 'startedBy' | 'siteId' | 'pushKey' | 'sku' | 'options' | 'variants' | 'printFiles'
> {
  /** The shop's product id. */
  originId: string;
}

/** The shop's texts, bounded as a push's are, so a shop product with 80 tags still maps. */
const bounded = (list: string[], max: number) =>
  [
    ...new Set(list.map((v) => v.trim()).filter((v) => v && v.length <= PRODUCT_LIMITS.listItem)),
  ].slice(0, max);

/** What POD keeps of a shop product: its texts and images, bounded and sanitised. */
export async function shopProductFields(read: ShopProductRead) {
  return {
    title: read.title.trim().slice(0, PRODUCT_LIMITS.title) || `Product ${read.id}`,
    description: await sanitizeStoredHtml(
      read.descriptionHtml.slice(0, PRODUCT_LIMITS.description),
    ),
    tags: bounded(read.tags, PRODUCT_LIMITS.list),
    categories: bounded(read.categories, PRODUCT_LIMITS.list),
    images: bounded(read.images, PRODUCT_LIMITS.images).filter((src) =>
      /^https?:\/\/\S+$/i.test(src),
    ),
  };
}

/**
 * The mapping (§2 Product mapping wizard, §7 fetchProductFromSite): the shop product is read, its
 * variants on the shop replaced by POD's, then the product is registered here like a pushed one
 * (variants, designs, store, the shop variants' mappings), so its orders arrive as internal
 * orders. The shop product stays the seller's: a failed registration does not delete it.
 */
export const productMappingJob: JobKind<ProductMappingJobData> = {
  name: 'product-mapping',
  retryLimit: 2,
  async run({ data, services, progress }): Promise<ProductPushResult> {
    const done = (id: number) => ({ productId: String(id), message: M.mapped(data.originId) });
    const earlier = await pushedProduct(services.db, data.ownerId, data.pushKey);
    if (earlier) return done(earlier.id);
    const { site, shop, client } = await jobShop(services, data.siteId);
    const failed = async (error: unknown): Promise<never> => {
      if (!(error instanceof PlatformError)) throw error;
      await logPush(
        services,
        SYSTEM_LOG_TYPES.productMappingFailed,
        `${site.title} (site ${site.id}), shop product ${data.originId}: ${error.message}`,
      );
      throw new JobFailure(error.message);
    };
    await progress(0, 3);
    const read = await client.readProduct(shop, data.originId).catch(failed);
    await progress(1, 3);
    const made = await client
      .replaceVariants(shop, data.originId, { options: data.options, variants: data.variants })
      .catch(failed);
    await progress(2, 3);
    const product: ProductPushJobData = { ...data, ...(await shopProductFields(read)) };
    try {
      const id = await register(services, product, {
        ...made,
        permalink: read.permalink ?? made.permalink,
      });
      await progress(3, 3);
      await logPush(
        services,
        SYSTEM_LOG_TYPES.productMapped,
        `Product #${id} ${product.title} mapped on ${site.title} (site ${site.id}, shop product ${data.originId})`,
      );
      return done(id);
    } catch (error) {
      const index = uniqueViolationOf(error);
      if (index === 'products_push_key_unique') {
        const theirs = await pushedProduct(services.db, data.ownerId, data.pushKey);
        if (theirs) return done(theirs.id);
      }
      if (index === 'product_stores_origin_unique') {
        throw new JobFailure(PRODUCT_MAPPING_MESSAGES.alreadyMapped(data.originId));
      }
      if (index === 'products_user_sku_unique') throw new JobFailure(M.skuExists);
      throw error;
    }
  },
};

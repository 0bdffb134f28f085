import { PlatformError, shopRequest } from './http';
import {
  SHOP_LIST_MAX,
  type ConnectedShop,
  type PlatformClient,
  type ShopTerm,
  type ShopVariantsDraft,
} from './types';

/**
 * What the product mapping wizard reads and changes on a WooCommerce shop (spec 2 §7 the shop
 * proxy GETs: products/categories, tags and products with page and per_page 100, a category's or
 * tag's products, loaded while 100 come back; then one product read and its variations replaced).
 */

const LABEL = 'WooCommerce';
const PAGE_SIZE = 100;

interface WooProductAnswer {
  id?: number | string;
  name?: string;
  description?: string;
  permalink?: string;
  images?: { src?: string }[];
  tags?: { name?: string }[];
  categories?: { name?: string }[];
  type?: string;
  variations?: (number | string)[];
}

const price = (cents: number) => (cents / 100).toFixed(2);

/** A variable product's attributes: one per option, its values the variants'. */
export function wooAttributes(draft: ShopVariantsDraft) {
  return draft.options.map((name, i) => ({
    name,
    visible: true,
    variation: true,
    options: [...new Set(draft.variants.map((v) => v.optionValues[i] ?? ''))],
  }));
}

/** A variation as WooCommerce takes it (a sale price only when below the regular one). */
export function wooVariation(options: string[], v: ShopVariantsDraft['variants'][number]) {
  return {
    sku: v.sku,
    regular_price: price(v.regularCents),
    sale_price: v.saleCents < v.regularCents ? price(v.saleCents) : '',
    attributes: options.map((name, i) => ({ name, option: v.optionValues[i] ?? '' })),
    ...(v.image ? { image: { src: v.image } } : {}),
  };
}

type CatalogueMethods = Pick<
  PlatformClient,
  'listCategories' | 'listTags' | 'listProducts' | 'readProduct' | 'replaceVariants'
>;

export function wooCatalogue(
  apiOf: (shop: ConnectedShop) => string,
  headersOf: (shop: ConnectedShop) => Record<string, string>,
): CatalogueMethods {
  /** Pages of 100 while 100 come back, at most `max` items. */
  async function walk<T>(
    shop: ConnectedShop,
    path: string,
    params: Record<string, string>,
    max: number,
  ) {
    const items: T[] = [];
    for (let page = 1; items.length <= max; page++) {
      const query = new URLSearchParams({
        ...params,
        per_page: String(PAGE_SIZE),
        page: String(page),
      });
      const { body } = await shopRequest<T[]>(LABEL, `${apiOf(shop)}${path}?${query}`, {
        headers: headersOf(shop),
      });
      const found = Array.isArray(body) ? body : [];
      items.push(...found);
      if (found.length < PAGE_SIZE) break;
    }
    return { items: items.slice(0, max), truncated: items.length > max };
  }

  const terms = async (shop: ConnectedShop, kind: 'categories' | 'tags') => {
    const { items } = await walk<{ id?: number | string; name?: string }>(
      shop,
      `/products/${kind}`,
      {},
      SHOP_LIST_MAX,
    );
    return items.flatMap((t): ShopTerm[] =>
      t.id === undefined ? [] : [{ id: String(t.id), name: t.name ?? String(t.id) }],
    );
  };

  const productUrl = (shop: ConnectedShop, id: string) =>
    `${apiOf(shop)}/products/${encodeURIComponent(id)}`;

  return {
    listCategories: (shop) => terms(shop, 'categories'),
    listTags: (shop) => terms(shop, 'tags'),

    async listProducts(shop, query, max) {
      const params: Record<string, string> = {};
      if (query.categoryId) params.category = query.categoryId;
      if (query.tagId) params.tag = query.tagId;
      const { items, truncated } = await walk<WooProductAnswer>(shop, '/products', params, max);
      return {
        truncated,
        products: items.flatMap((p) =>
          p.id === undefined
            ? []
            : [
                {
                  id: String(p.id),
                  name: p.name ?? String(p.id),
                  image: p.images?.[0]?.src ?? null,
                  variants: p.type === 'variable' ? (p.variations?.length ?? 0) : 1,
                },
              ],
        ),
      };
    },

    async readProduct(shop, productId) {
      const { body: p } = await shopRequest<WooProductAnswer>(LABEL, productUrl(shop, productId), {
        headers: headersOf(shop),
      });
      if (!p || p.id === undefined) {
        throw new PlatformError(`The ${LABEL} shop has no product ${productId}`, 404);
      }
      const names = (list: { name?: string }[] | undefined) =>
        (list ?? []).flatMap((t) => (t.name ? [t.name] : []));
      return {
        id: String(p.id),
        title: p.name ?? '',
        descriptionHtml: p.description ?? '',
        images: (p.images ?? []).flatMap((i) => (i.src ? [i.src] : [])),
        tags: names(p.tags),
        categories: names(p.categories),
        permalink: p.permalink ?? null,
      };
    },

    async replaceVariants(shop, productId, draft) {
      // The product becomes variable with POD's options; its variations are deleted and POD's made
      // in one batch, so an order never meets a product with half of each.
      const { body: product } = await shopRequest<WooProductAnswer>(
        LABEL,
        productUrl(shop, productId),
        {
          method: 'PUT',
          headers: headersOf(shop),
          body: { type: 'variable', attributes: wooAttributes(draft) },
        },
      );
      const { body: batch } = await shopRequest<{
        create?: { id?: number | string; sku?: string }[];
      }>(LABEL, `${productUrl(shop, productId)}/variations/batch`, {
        method: 'POST',
        headers: headersOf(shop),
        body: {
          delete: product?.variations ?? [],
          create: draft.variants.map((v) => wooVariation(draft.options, v)),
        },
      });
      return {
        id: productId,
        permalink: product?.permalink ?? null,
        variants: (batch?.create ?? [])
          .filter((v) => v.id !== undefined && v.id !== null)
          .map((v) => ({ id: String(v.id), sku: v.sku ?? '' })),
      };
    },
  };
}

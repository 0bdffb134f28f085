import { PlatformError, shopRequest } from './http';
import {
  SHOP_LIST_MAX,
  shopBaseUrl,
  type ConnectedShop,
  type PlatformClient,
  type ShopProductDraft,
  type ShopProductMade,
  type ShopTerm,
} from './types';

/**
 * What the product mapping wizard reads and changes on a Shopify or ShopBase shop (spec 2 §7 the
 * shop proxy GETs: custom_collections and products by 250, a collection's products with
 * collection_id; then one product read and its variants replaced).
 */

const PAGE_SIZE = 250;

interface ShopifyProduct {
  id?: number | string;
  title?: string;
  handle?: string;
  body_html?: string | null;
  tags?: string;
  image?: { src?: string } | null;
  images?: { src?: string }[];
  variants?: { id?: number | string; sku?: string | null }[];
}

/** The next page's address from a Link header (rel="next"), if any. */
export function nextLink(header: string | null): string | undefined {
  for (const part of header?.split(',') ?? []) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (match?.[1]) return match[1];
  }
  return undefined;
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** A variant as Shopify takes it: the sale price as `price`, the regular one as `compare_at_price` when higher. */
export function shopifyVariant(v: ShopProductDraft['variants'][number]) {
  return {
    sku: v.sku,
    price: money(v.saleCents),
    compare_at_price: v.regularCents > v.saleCents ? money(v.regularCents) : null,
    ...Object.fromEntries(v.optionValues.map((value, i) => [`option${i + 1}`, value])),
  };
}

type CatalogueMethods = Pick<
  PlatformClient,
  'listCategories' | 'listTags' | 'listProducts' | 'readProduct' | 'replaceVariants'
>;

export function shopifyCatalogue(
  kind: { label: string; paging: 'link' | 'page' },
  apiOf: (shop: ConnectedShop) => string,
  headersOf: (shop: ConnectedShop) => Record<string, string>,
): CatalogueMethods {
  /** Every page of a list (Link cursors on Shopify, page numbers on ShopBase), at most `max` items. */
  async function walk<T>(
    shop: ConnectedShop,
    path: string,
    params: Record<string, string>,
    pick: (body: Record<string, T[] | undefined> | null) => T[],
    max: number,
  ) {
    const first = `${apiOf(shop)}${path}?${new URLSearchParams({ ...params, limit: String(PAGE_SIZE) })}`;
    const origin = new URL(first).origin;
    const items: T[] = [];
    let url: string | undefined = first;
    for (let page = 1; url && items.length <= max; page++) {
      const answer: { body: Record<string, T[] | undefined> | null; headers: Headers } =
        await shopRequest<Record<string, T[] | undefined>>(kind.label, url, {
          headers: headersOf(shop),
        });
      const found = pick(answer.body);
      items.push(...found);
      if (kind.paging === 'link') {
        const next = nextLink(answer.headers.get('link'));
        // A cursor pointing anywhere but the shop itself is not followed.
        url = next && new URL(next).origin === origin ? next : undefined;
      } else {
        url = found.length < PAGE_SIZE ? undefined : `${first}&page=${page + 1}`;
      }
    }
    return { items: items.slice(0, max), truncated: items.length > max };
  }

  const productUrl = (shop: ConnectedShop, id: string) =>
    `${apiOf(shop)}/products/${encodeURIComponent(id)}.json`;

  return {
    async listCategories(shop) {
      const { items } = await walk<{ id?: number | string; title?: string }>(
        shop,
        '/custom_collections.json',
        {},
        (body) => body?.custom_collections ?? [],
        SHOP_LIST_MAX,
      );
      return items.flatMap((c): ShopTerm[] =>
        c.id === undefined ? [] : [{ id: String(c.id), name: c.title ?? String(c.id) }],
      );
    },

    async listTags() {
      return [];
    },

    async listProducts(shop, query, max) {
      const { items, truncated } = await walk<ShopifyProduct>(
        shop,
        '/products.json',
        query.categoryId ? { collection_id: query.categoryId } : {},
        (body) => body?.products ?? [],
        max,
      );
      return {
        truncated,
        products: items.flatMap((p) =>
          p.id === undefined
            ? []
            : [
                {
                  id: String(p.id),
                  name: p.title ?? String(p.id),
                  image: p.image?.src ?? p.images?.[0]?.src ?? null,
                  variants: p.variants?.length ?? 0,
                },
              ],
        ),
      };
    },

    async readProduct(shop, productId) {
      const { body } = await shopRequest<{ product?: ShopifyProduct }>(
        kind.label,
        productUrl(shop, productId),
        { headers: headersOf(shop) },
      );
      const p = body?.product;
      if (!p || p.id === undefined) {
        throw new PlatformError(`The ${kind.label} shop has no product ${productId}`, 404);
      }
      return {
        id: String(p.id),
        title: p.title ?? '',
        descriptionHtml: p.body_html ?? '',
        images: (p.images ?? []).flatMap((i) => (i.src ? [i.src] : [])),
        tags: (p.tags ?? '')
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
        categories: [],
        permalink: p.handle ? `${shopBaseUrl(shop.domain)}/products/${p.handle}` : null,
      };
    },

    async replaceVariants(shop, productId, draft) {
      // A PUT whose variants carry no id replaces every variant the product had.
      const { body } = await shopRequest<{ product?: ShopifyProduct }>(
        kind.label,
        productUrl(shop, productId),
        {
          method: 'PUT',
          headers: headersOf(shop),
          body: {
            product: {
              id: Number(productId),
              options: draft.options.map((name) => ({ name })),
              variants: draft.variants.map(shopifyVariant),
            },
          },
        },
      );
      const p = body?.product;
      if (!p || p.id === undefined) {
        throw new PlatformError(`The ${kind.label} shop did not answer the product it changed`);
      }
      const made: ShopProductMade = {
        id: String(p.id),
        permalink: p.handle ? `${shopBaseUrl(shop.domain)}/products/${p.handle}` : null,
        variants: (p.variants ?? [])
          .filter((v) => v.id !== undefined && v.id !== null)
          .map((v) => ({ id: String(v.id), sku: v.sku ?? '' })),
      };
      return made;
    },
  };
}

import type { ServerResponse } from 'node:http';
import type { FakeProduct } from './catalogue';
import { json, type FakeRequest } from './server';

/**
 * What the product mapping wizard asks a fake shop beyond the product push (spec 2 §2 Product
 * mapping wizard, §7 the shop proxy GETs): one product read whole, and its variants replaced by
 * POD Office's ("This action will remove all current variants from your site"). Shared by the fake
 * WooCommerce and the fake Shopify/ShopBase; each answers in its platform's shape.
 */

type Variant = FakeProduct['variants'][number] & {
  compare_at_price?: string | null;
  options?: string[];
};

/** A fake product with what an update gave it (the made products carry these already). */
type Editable = FakeProduct & { options?: string[]; body_html?: string; handle?: string };

/** Variant ids no fixed or made product uses, so a replaced variant's id is never reused. */
let nextVariantId = 70_000_000;

/** The product's variants replaced (Shopify's PUT with variants) or deleted and made (a Woo batch). */
function setVariants(product: Editable, keep: Variant[], made: Omit<Variant, 'id'>[]) {
  const fresh = made.map((v) => ({ ...v, id: nextVariantId++ }));
  product.variants = [...keep, ...fresh];
  return fresh;
}

/**
 * WooCommerce: GET and PUT /products/{id}, POST /products/{id}/variations/batch (create and
 * delete) on any product of the shop. False when the request is none of them.
 */
export function wooMappingRoute(
  req: FakeRequest,
  res: ServerResponse,
  products: FakeProduct[],
  termsOf: (kind: 'categories' | 'tags') => { id: number; name: string }[],
): boolean {
  const resource = req.route.replace(/^\/wp-json\/wc\/v3/, '');
  const one = /^\/products\/(\d+)$/.exec(resource);
  const batch = /^\/products\/(\d+)\/variations\/batch$/.exec(resource);
  const id = Number((one ?? batch)?.[1]);
  const product = products.find((p) => p.id === id) as Editable | undefined;
  if (!one && !batch) return false;
  if (one && req.method === 'DELETE') return false;
  if (!product) {
    json(res, 404, { code: 'woocommerce_rest_product_invalid_id', message: 'Invalid ID.' });
    return true;
  }
  const body = (req.body ?? {}) as Record<string, unknown>;
  const asWoo = () => {
    const terms = (kind: 'categories' | 'tags') =>
      (product[kind] ?? []).map((name) => ({
        id: termsOf(kind).find((t) => t.name === name)?.id ?? 0,
        name,
      }));
    return {
      id: product.id,
      name: product.title,
      slug: product.handle ?? `product-${product.id}`,
      permalink: `https://${req.shop}/product/${product.handle ?? product.id}`,
      type: product.variants.length > 1 || product.options?.length ? 'variable' : 'simple',
      description: product.body_html ?? '',
      images: product.image ? [{ src: product.image }] : [],
      categories: terms('categories'),
      tags: terms('tags'),
      attributes: (product.options ?? []).map((name) => ({ name })),
      variations: product.variants.map((v) => v.id),
    };
  };
  if (one && req.method === 'GET') {
    json(res, 200, asWoo());
    return true;
  }
  if (one && req.method === 'PUT') {
    const attributes = (body.attributes ?? []) as { name?: string }[];
    if (Array.isArray(body.attributes)) product.options = attributes.map((a) => a.name ?? '');
    if (typeof body.name === 'string' && body.name) product.title = body.name;
    json(res, 200, asWoo());
    return true;
  }
  if (batch && req.method === 'POST') {
    const gone = new Set(((body.delete ?? []) as unknown[]).map(Number));
    const create = (body.create ?? []) as Record<string, unknown>[];
    const made = setVariants(
      product,
      (product.variants as Variant[]).filter((v) => !gone.has(v.id)),
      create.map((v) => {
        const values = ((v.attributes ?? []) as { option?: string }[]).map((a) => a.option ?? '');
        const sale = v.sale_price ? String(v.sale_price) : '';
        return {
          title: values.join(' / '),
          sku: String(v.sku ?? ''),
          price: sale || String(v.regular_price ?? '0.00'),
          compare_at_price: sale ? String(v.regular_price ?? '') : null,
          options: values,
        };
      }),
    );
    json(res, 200, {
      create: made.map((v) => ({ id: v.id, sku: v.sku })),
      delete: [...gone].map((gid) => ({ id: gid })),
    });
    return true;
  }
  return false;
}

/** A product in Shopify's (and ShopBase's) REST shape. */
export function asShopifyProduct(product: FakeProduct) {
  const p = product as Editable & { images?: string[]; tags?: string[] };
  const images = p.images?.length ? p.images : p.image ? [p.image] : [];
  return {
    id: p.id,
    title: p.title,
    handle: p.handle ?? `product-${p.id}`,
    body_html: p.body_html ?? '',
    tags: (p.tags ?? []).join(', '),
    options: (p.options ?? []).map((name) => ({ name })),
    image: images[0] ? { src: images[0] } : null,
    images: images.map((src) => ({ src })),
    variants: p.variants,
  };
}

/**
 * Shopify and ShopBase: GET and PUT /products/{id}.json; a PUT with variants replaces every
 * variant (those without an id are new), as the platform does. False when the request is neither.
 */
export function shopifyMappingRoute(
  req: FakeRequest,
  res: ServerResponse,
  resource: string,
  products: FakeProduct[],
): boolean {
  const one = /^\/products\/(\d+)\.json$/.exec(resource);
  if (!one || (req.method !== 'GET' && req.method !== 'PUT')) return false;
  const product = products.find((p) => p.id === Number(one[1])) as Editable | undefined;
  if (!product) {
    json(res, 404, { errors: 'Not Found' });
    return true;
  }
  if (req.method === 'PUT') {
    const input = ((req.body ?? {}) as { product?: Record<string, unknown> }).product ?? {};
    if (Array.isArray(input.options)) {
      product.options = (input.options as { name?: string }[]).map((o) => o.name ?? '');
    }
    if (Array.isArray(input.variants)) {
      const names = product.options ?? [];
      setVariants(
        product,
        [],
        (input.variants as Record<string, unknown>[]).map((v) => {
          const values = names.map((_, n) => String(v[`option${n + 1}`] ?? ''));
          return {
            title: values.join(' / '),
            sku: String(v.sku ?? ''),
            price: String(v.price ?? '0.00'),
            compare_at_price: v.compare_at_price == null ? null : String(v.compare_at_price),
            options: values,
          };
        }),
      );
    }
  }
  json(res, 200, { product: asShopifyProduct(product) });
  return true;
}

/** A product as the fakes serve it: an id, a title and its variants. */
export interface FakeProduct {
  id: number;
  title: string;
  variants: { id: number; title: string; sku: string; price: string }[];
  /** Its categories (WooCommerce) or custom collections (Shopify, ShopBase), by name. */
  categories?: string[];
  /** Its tags. */
  tags?: string[];
  image?: string;
}

/** Three products with 4, 2 and 1 variants: 7 variants in all. */
export function sampleProducts(count = 3): FakeProduct[] {
  const shapes = [
    { title: 'Classic T-Shirt', sizes: ['S', 'M', 'L', 'XL'], category: 'Apparel', tag: 'cotton' },
    { title: 'Ceramic Mug', sizes: ['11oz', '15oz'], category: 'Home', tag: 'gift' },
    { title: 'Poster', sizes: ['A3'], category: 'Home', tag: 'wall art' },
  ];
  return Array.from({ length: count }, (_, i) => {
    const shape = shapes[i % shapes.length]!;
    const id = 1000 + i;
    return {
      id,
      title: `${shape.title} ${i + 1}`,
      categories: [shape.category],
      tags: [shape.tag],
      image: `https://images.example.com/shop/${id}.png`,
      variants: shape.sizes.map((size, v) => ({
        id: id * 10 + v,
        title: size,
        sku: `P${id}-${size}`,
        price: (12 + v * 2.5).toFixed(2),
      })),
    };
  });
}

export const variantCount = (products: FakeProduct[]) =>
  products.reduce((n, p) => n + p.variants.length, 0);

/** A product the API made on a fake shop, with what it sent: what a test or journey reads back. */
export interface FakeMadeProduct extends FakeProduct {
  handle: string;
  body_html: string;
  tags: string[];
  /** Collection (Shopify, ShopBase) or category (WooCommerce) titles the product is in. */
  categories: string[];
  options: string[];
  images: string[];
  variants: (FakeProduct['variants'][number] & {
    compare_at_price: string | null;
    options: string[];
  })[];
}

/**
 * The products the API made on a fake shop, per shop host, beside the shop's fixed ones: listed by
 * the products endpoints after them, sold by placeOrder like them, removed by DELETE.
 */
export function createMadeProducts(fixed: (shop: string) => FakeProduct[]) {
  const made = new Map<string, FakeMadeProduct[]>();
  // Each shop's fixed products are made once: a mapping changes their variants, and the change
  // stays (orders placed afterwards sell the new variants).
  const fixedOf = new Map<string, FakeProduct[]>();
  const own = (shop: string) => {
    if (!fixedOf.has(shop)) fixedOf.set(shop, fixed(shop));
    return fixedOf.get(shop)!;
  };
  let nextId = 8_800_000;
  return {
    made,
    nextId: () => nextId++,
    all: (shop: string): FakeProduct[] => [...own(shop), ...(made.get(shop) ?? [])],
    /** Every shop's products as they are now (a mapping changes a fixed product's variants). */
    byShop: () =>
      Object.fromEntries(
        [...new Set([...fixedOf.keys(), ...made.keys()])].map((shop) => [
          shop,
          [...own(shop), ...(made.get(shop) ?? [])],
        ]),
      ),
    add(shop: string, product: FakeMadeProduct) {
      made.set(shop, [...(made.get(shop) ?? []), product]);
      return product;
    },
    remove(shop: string, id: number): boolean {
      const list = made.get(shop) ?? [];
      if (!list.some((p) => p.id === id)) return false;
      made.set(
        shop,
        list.filter((p) => p.id !== id),
      );
      return true;
    },
  };
}

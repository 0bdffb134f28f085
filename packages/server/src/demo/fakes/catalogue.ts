/** A product as the fakes serve it: an id, a title and its variants. */
export interface FakeProduct {
  id: number;
  title: string;
  variants: { id: number; title: string; sku: string; price: string }[];
}

/** Three products with 4, 2 and 1 variants: 7 variants in all. */
export function sampleProducts(count = 3): FakeProduct[] {
  const shapes = [
    { title: 'Classic T-Shirt', sizes: ['S', 'M', 'L', 'XL'] },
    { title: 'Ceramic Mug', sizes: ['11oz', '15oz'] },
    { title: 'Poster', sizes: ['A3'] },
  ];
  return Array.from({ length: count }, (_, i) => {
    const shape = shapes[i % shapes.length]!;
    const id = 1000 + i;
    return {
      id,
      title: `${shape.title} ${i + 1}`,
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

import type { PickerAttribute, PickerVariant } from './variantOptions';

/** Color × Size of a tee, with Black/S and Red/L never made: those combinations are disabled. */
export const TEE_ATTRIBUTES: PickerAttribute[] = [
  {
    name: 'Color',
    slug: 'color',
    options: [{ name: 'White' }, { name: 'Black' }, { name: 'Red' }],
  },
  { name: 'Size', slug: 'size', options: [{ name: 'S' }, { name: 'M' }, { name: 'L' }] },
];

export interface TeeVariant extends PickerVariant {
  sku: string;
  price: number;
}

const made: [string, string, number][] = [
  ['White', 'S', 12.5],
  ['White', 'M', 12.5],
  ['White', 'L', 13.75],
  ['Black', 'M', 12.5],
  ['Black', 'L', 13.75],
  ['Red', 'S', 12.5],
  ['Red', 'M', 12.5],
];

export const TEE_VARIANTS: TeeVariant[] = made.map(([color, size, price], index) => ({
  id: String(101 + index),
  sku: `TEE-${color.slice(0, 3).toUpperCase()}-${size}`,
  price,
  attributes: [
    { slug: 'color', option: color },
    { slug: 'size', option: size },
  ],
}));

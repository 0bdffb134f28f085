// The fake partner's print types: the blanks a DTF shop really prints on, in their sizes and
// colours, each in every placement, so the list spans several pages of 200 like a real one.

export interface FakePrintType {
  id: string;
  product_id: number;
  blank: { brand: string; style: string };
  sku: string;
  stock: number;
  category: string;
  size: string;
  color: { name: string; hex: string };
  print_method: string;
  placement: string;
}

interface Blank {
  productId: number;
  brand: string;
  style: string;
  code: string;
  category: string;
  sizes: string[];
  colors: [name: string, hex: string, code: string][];
}

const TEE_SIZES = ['S', 'M', 'L', 'XL', '2XL', '3XL'];
const BASIC_COLORS: Blank['colors'] = [
  ['Black', '#111111', 'BLK'],
  ['White', '#FFFFFF', 'WHT'],
  ['Navy', '#1F2A44', 'NVY'],
  ['Sport Grey', '#9EA1A4', 'SGR'],
  ['Red', '#B3202A', 'RED'],
];

const BLANKS: Blank[] = [
  {
    productId: 1001,
    brand: 'Gildan',
    style: '5000',
    code: 'G5000',
    category: 'T-Shirt',
    sizes: TEE_SIZES,
    colors: [...BASIC_COLORS, ['Forest Green', '#2E4A36', 'FGR'], ['Maroon', '#5B1A2A', 'MRN']],
  },
  {
    productId: 1002,
    brand: 'Bella+Canvas',
    style: '3001',
    code: 'BC3001',
    category: 'T-Shirt',
    sizes: ['XS', ...TEE_SIZES.slice(0, 5)],
    colors: [
      ['Black', '#111111', 'BLK'],
      ['White', '#FFFFFF', 'WHT'],
      ['Heather Dust', '#E6D9C8', 'HDU'],
      ['Athletic Heather', '#B5B5B5', 'AHT'],
      ['Navy', '#1F2A44', 'NVY'],
    ],
  },
  {
    productId: 1003,
    brand: 'Gildan',
    style: '18500',
    code: 'G18500',
    category: 'Hoodie',
    sizes: TEE_SIZES,
    colors: BASIC_COLORS,
  },
  {
    productId: 1005,
    brand: 'Next Level',
    style: '3600',
    code: 'NL3600',
    category: 'T-Shirt',
    sizes: TEE_SIZES,
    colors: BASIC_COLORS,
  },
  {
    productId: 1004,
    brand: 'Gildan',
    style: '18000',
    code: 'G18000',
    category: 'Sweatshirt',
    sizes: TEE_SIZES.slice(0, 5),
    colors: BASIC_COLORS.slice(0, 4),
  },
];

/** Where a DTF transfer goes on every blank. */
const PLACEMENTS: [name: string, code: string][] = [
  ['front', 'FR'],
  ['back', 'BK'],
  ['left_sleeve', 'LS'],
  ['right_sleeve', 'RS'],
];

/** A stock figure that looks real and stays the same from run to run. */
const stockOf = (n: number) => ((n * 37) % 11 === 0 ? 0 : 20 + ((n * 7919) % 480));

/** Every print type of the fake partner, in a fixed order (608 of them: four pages of 200, the last of 8). */
export function fakePrintTypes(): FakePrintType[] {
  const list: FakePrintType[] = [];
  for (const blank of BLANKS) {
    for (const [color, hex, colorCode] of blank.colors) {
      for (const size of blank.sizes) {
        for (const [placement, placementCode] of PLACEMENTS) {
          const n = list.length + 1;
          list.push({
            id: `pt_${n}`,
            product_id: blank.productId,
            blank: { brand: blank.brand, style: blank.style },
            sku: `${blank.code}-${colorCode}-${size}-${placementCode}`,
            stock: stockOf(n),
            category: blank.category,
            size,
            color: { name: color, hex },
            print_method: 'DTF',
            placement,
          });
        }
      }
    }
  }
  return list;
}

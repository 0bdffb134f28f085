import type { Executor } from '../db/client';
import { attributeTerms, attributes, discounts, policies } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

// Attributes with their terms, in the order the admin created them; size skus use the longer limit.
const DEMO_ATTRIBUTES: Array<{ name: string; terms: Array<[string, string]> }> = [
  {
    name: 'size',
    terms: [
      ['Small', 'S'],
      ['Medium', 'M'],
      ['Large', 'L'],
      ['Extra Large', 'XL'],
      ['2X Large', '2XL'],
      ['3X Large', '3XL'],
      ['Youth Medium', 'YOUTH-M'],
      ['11 oz mug', 'MUG-11OZ'],
      ['15 oz mug', 'MUG-15OZ'],
      ['Poster 18x24 in', 'PST-18X24'],
    ],
  },
  {
    name: 'color',
    terms: [
      ['Black', 'BLK'],
      ['White', 'WHT'],
      ['Navy', 'NVY'],
      ['Red', 'RED'],
      ['Heather Grey', 'HGRY'],
      ['Forest Green', 'FGRN'],
      ['Sand', 'SND'],
      ['Maroon', 'MRN'],
    ],
  },
  {
    name: 'material',
    terms: [
      ['Cotton', 'COT'],
      ['Polyester', 'POL'],
      ['Ceramic', 'CER'],
      ['Canvas', 'CNV'],
    ],
  },
  {
    name: 'style',
    terms: [
      ['Unisex', 'UNI'],
      ['Women', 'WMN'],
      ['Kids', 'KID'],
    ],
  },
  {
    name: 'print area',
    terms: [
      ['Front', 'FRT'],
      ['Back', 'BCK'],
      ['Sleeve', 'SLV'],
    ],
  },
  { name: 'finish', terms: [] },
];

const DEMO_POLICIES: Array<{ title: string; type: 1 | 2; sorting: number; description: string }> = [
  {
    title: 'Preparing your design files',
    type: 1,
    sorting: 1,
    description:
      '<p>Upload PNG files at <strong>300 DPI</strong> with a transparent background.</p><ul><li>T-shirts: 4500 x 5400 px</li><li>Mugs: 2475 x 1155 px</li><li>Posters: 5400 x 7200 px</li></ul>',
  },
  {
    title: 'Connecting your shop',
    type: 1,
    sorting: 2,
    description:
      '<p>Go to <em>Connect Sites</em>, choose your platform and approve the access we ask for. Orders start to arrive within a few minutes.</p>',
  },
  {
    title: 'Topping up your balance',
    type: 1,
    sorting: 3,
    description:
      'Make a deposit from the Balance page. Name the transfer store name_date dd/mm/yyyy_amount so our accounting team can match it quickly.',
  },
  {
    title: 'Mapping products and variants',
    type: 1,
    sorting: 4,
    description:
      '<p>Every variant of a shop product must point at one of our product variants before its orders can go into production.</p>',
  },
  {
    title: 'Production and shipping times',
    type: 2,
    sorting: 1,
    description:
      '<p>Orders are held for 24 hours after payment, then produced within <strong>3 business days</strong>. Shipping times depend on the carrier.</p>',
  },
  {
    title: 'Returns and reprints',
    type: 2,
    sorting: 2,
    description:
      'We reprint or refund items that arrive damaged or misprinted when you report them within 30 days of delivery, with a photo.',
  },
  {
    title: 'Prohibited content',
    type: 2,
    sorting: 3,
    description:
      '<p>We do not print designs that infringe trademarks or copyright, or that promote hate or violence. Such orders are cancelled.</p>',
  },
  {
    title: 'Payment terms',
    type: 2,
    sorting: 4,
    description:
      'Fulfilment charges are taken from your prepaid balance. Orders wait on hold while the balance is too low.',
  },
];

const SEASONS = ['Spring', 'Summer', 'Autumn', 'Winter'];

/**
 * Attributes with terms, guideline & policy entries and 22 discounts (two pages of the discount
 * list, so the page-back rule of spec 1 §4 can be seen), both types of discount among them.
 */
export async function seedRules(tx: Executor, now: Date): Promise<void> {
  const start = now.getTime() - 120 * DAY_MS;
  const created = await tx
    .insert(attributes)
    .values(
      DEMO_ATTRIBUTES.map((a, i) => ({ name: a.name, createdAt: new Date(start + i * DAY_MS) })),
    )
    .returning({ id: attributes.id, name: attributes.name });
  const idOf = new Map(created.map((a) => [a.name, a.id]));
  const terms = DEMO_ATTRIBUTES.flatMap((a, i) =>
    a.terms.map(([optionName, sku], j) => ({
      attributeId: idOf.get(a.name) ?? 0,
      optionName,
      sku,
      createdAt: new Date(start + i * DAY_MS + (j + 1) * 60_000),
    })),
  );
  await tx.insert(attributeTerms).values(terms);

  await tx.insert(policies).values(
    DEMO_POLICIES.map((p, i) => ({
      ...p,
      createdAt: new Date(start + i * DAY_MS),
      updatedAt: new Date(start + i * DAY_MS),
    })),
  );

  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  await tx.insert(discounts).values(
    Array.from({ length: 22 }, (_, i) => {
      const timeline = i % 3 !== 2;
      const from = today + (i - 12) * 14 * DAY_MS;
      const at = new Date(start + i * 5 * DAY_MS);
      return {
        name: timeline
          ? `${SEASONS[i % SEASONS.length]} sale ${2025 + Math.floor(i / 8)}`
          : `Welcome offer ${i + 1}`,
        discount: [5, 10, 15, 20, 25, 30, 50][i % 7] ?? 10,
        type: timeline ? 'timeline' : 'time_amount',
        effectiveTime: timeline ? null : [7, 14, 30, 60][i % 4],
        startTime: timeline ? new Date(from) : null,
        endTime: timeline ? new Date(from + (7 + (i % 4) * 7) * DAY_MS) : null,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}

import { eq, inArray, sql } from 'drizzle-orm';
import {
  DTF_PARTNER_SUPPLIER_ID,
  toCents,
  variantAttributes,
  variantSignature,
  type ProductTypeAttribute,
  type ProductTypeTag,
} from '@podoffice/domain';
import type { Executor } from '../db/client';
import { fakePrintTypes } from '../demo/fakes/partnerCatalogue';
import {
  carriers,
  categories,
  partnerFulfillments,
  productTypePartnerVariants,
  productTypeCarriers,
  productTypeCategories,
  productTypePrintAreas,
  productTypeSuppliers,
  productTypes,
  productTypeVariants,
  users,
} from '../db/schema';
import { DTF_PARTNER_DEMO } from './partners';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Suppliers by email (ids differ between databases; the partner's is fixed elsewhere). */
const SUPPLIER_EMAILS = [
  'supplier@podoffice.test',
  'hana.sato@podoffice.test',
  'kofi.mensah@podoffice.test',
  'felix.novak@podoffice.test',
];

/** The direct-to-film partner's supplier account (id 193), which prints the DTF Tee. */
const DTF_SUPPLIER_EMAIL = DTF_PARTNER_DEMO.email;

const COLOURS = ['Black', 'White', 'Navy', 'Red', 'Heather Grey', 'Forest Green'];
const SIZES = ['S', 'M', 'L', 'XL', '2XL'];

const colour = (options = COLOURS): ProductTypeAttribute => ({
  name: 'Color',
  slug: 'color',
  options: options.map((name) => ({ name })),
});
const size = (options = SIZES): ProductTypeAttribute => ({
  name: 'Size',
  slug: 'size',
  options: options.map((name) => ({ name })),
});

interface DemoProductType {
  title: string;
  sku: string;
  category: string;
  attributes: ProductTypeAttribute[];
  printAreas: string[];
  suppliers: string[];
  /** carrier codes with their price; the first is the default */
  carriers: [string, number][];
  baseCost: number;
  state?: 'active' | 'paused';
  personalized?: boolean;
  isSpecial?: boolean;
  tag?: ProductTypeTag;
  origin?: string;
  /**
   * Printed by the DTF partner (spec 2 §1): each variant maps to the partner's print types of this
   * blank (its code in the partner's skus), one per print area, and the partner is its default.
   */
  partnerBlank?: string;
}

/**
 * The demo catalogue: the kinds of product a POD platform sells, across categories, one
 * personalized, one paused, and one with 2,000 variants for the variant grid.
 */
export const DEMO_PRODUCT_TYPES: DemoProductType[] = [
  {
    title: 'Classic T-Shirt',
    sku: 'CTS',
    category: 'T-Shirts',
    attributes: [colour(), size()],
    printAreas: ['Front', 'Back'],
    suppliers: [SUPPLIER_EMAILS[0]!, SUPPLIER_EMAILS[1]!],
    carriers: [
      ['usps', 0],
      ['ups', 4.5],
    ],
    baseCost: 8.5,
    isSpecial: true,
    tag: 'Best seller',
    origin: 'US',
  },
  {
    title: 'Pullover Hoodie',
    sku: 'PHD',
    category: 'Hoodies',
    attributes: [colour(['Black', 'Navy', 'Heather Grey']), size()],
    printAreas: ['Front', 'Back', 'Sleeve'],
    suppliers: [SUPPLIER_EMAILS[0]!],
    carriers: [
      ['usps', 0],
      ['fedex', 7],
    ],
    baseCost: 21,
    isSpecial: true,
    tag: 'Premium',
    origin: 'US',
  },
  {
    title: 'Crewneck Sweatshirt',
    sku: 'CSW',
    category: 'Sweatshirts',
    attributes: [colour(['Black', 'White', 'Navy']), size()],
    printAreas: ['Front'],
    suppliers: [SUPPLIER_EMAILS[2]!],
    carriers: [['usps', 0]],
    baseCost: 17,
    origin: 'US',
  },
  {
    title: 'Ceramic Mug',
    sku: 'MUG',
    category: 'Mugs',
    attributes: [
      { name: 'Size', slug: 'size', options: [{ name: '11oz' }, { name: '15oz' }] },
      colour(['White', 'Black']),
    ],
    printAreas: ['Wrap'],
    suppliers: [SUPPLIER_EMAILS[1]!, SUPPLIER_EMAILS[3]!],
    carriers: [
      ['usps', 3],
      ['dhl', 9],
    ],
    baseCost: 5.2,
    isSpecial: true,
    tag: 'New',
    origin: 'CN',
  },
  {
    title: 'Matte Poster',
    sku: 'POS',
    category: 'Posters',
    attributes: [size(['8x10', '12x18', '16x20', '18x24', '24x36'])],
    printAreas: ['Front'],
    suppliers: [SUPPLIER_EMAILS[3]!],
    carriers: [['ups', 5]],
    baseCost: 6,
    origin: 'US',
  },
  {
    title: 'Canvas Tote Bag',
    sku: 'TOTE',
    category: 'Tote Bags',
    attributes: [colour(['Natural', 'Black'])],
    printAreas: ['Front', 'Back'],
    suppliers: [SUPPLIER_EMAILS[2]!],
    carriers: [['usps', 0]],
    baseCost: 7,
    origin: 'VN',
  },
  {
    title: 'Personalized Name Necklace',
    sku: 'PNN',
    category: 'Jewelry',
    attributes: [
      { name: 'Material', slug: 'material', options: [{ name: 'Silver' }, { name: 'Gold' }] },
    ],
    printAreas: ['Engraving'],
    suppliers: [SUPPLIER_EMAILS[0]!],
    carriers: [['usps', 0]],
    baseCost: 12,
    personalized: true,
    origin: 'US',
  },
  {
    title: 'Fleece Blanket',
    sku: 'BLK',
    category: 'Blankets',
    attributes: [size(['30x40', '50x60', '60x80'])],
    printAreas: ['Front'],
    suppliers: [SUPPLIER_EMAILS[1]!],
    carriers: [['fedex', 8]],
    baseCost: 19,
    state: 'paused',
    origin: 'CN',
  },
  {
    title: 'Throw Pillow',
    sku: 'PIL',
    category: 'Pillows',
    attributes: [size(['14x14', '16x16', '18x18'])],
    printAreas: ['Front', 'Back'],
    suppliers: [SUPPLIER_EMAILS[3]!],
    carriers: [['usps', 2]],
    baseCost: 9,
    origin: 'US',
  },
  {
    title: 'Phone Case',
    sku: 'PHC',
    category: 'Phone Cases',
    attributes: [
      {
        name: 'Model',
        slug: 'model',
        options: ['iPhone 15', 'iPhone 15 Pro', 'Galaxy S24'].map((name) => ({ name })),
      },
    ],
    printAreas: ['Back'],
    suppliers: [SUPPLIER_EMAILS[2]!],
    carriers: [['usps', 0]],
    baseCost: 6.5,
    tag: 'New',
    origin: 'CN',
  },
  {
    title: 'Embroidered Cap',
    sku: 'CAP',
    category: 'Hats',
    attributes: [colour(['Black', 'Khaki', 'Navy'])],
    printAreas: ['Front'],
    suppliers: [SUPPLIER_EMAILS[0]!],
    carriers: [['ups', 4]],
    baseCost: 10,
    origin: 'US',
  },
  {
    // The variant grid's large case: 50 colours x 8 sizes x 5 fits = 2,000 variants.
    title: 'All-Over Print Tee',
    sku: 'AOP',
    category: 'T-Shirts',
    attributes: [
      colour(Array.from({ length: 50 }, (_, i) => `Colour ${String(i + 1).padStart(2, '0')}`)),
      size(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL']),
      {
        name: 'Fit',
        slug: 'fit',
        options: ['Regular', 'Slim', 'Relaxed', 'Youth', 'Women'].map((name) => ({ name })),
      },
    ],
    printAreas: ['Front', 'Back'],
    suppliers: [SUPPLIER_EMAILS[0]!, SUPPLIER_EMAILS[3]!],
    carriers: [
      ['usps', 0],
      ['ups', 4.5],
      ['dhl', 12],
    ],
    baseCost: 11,
    isSpecial: true,
    origin: 'US',
  },
  {
    // The partner's own tee: Gildan 5000 in the colours and sizes its catalogue has, printed in
    // its four placements, so the variant grid's partner columns have real data.
    title: 'DTF Tee',
    sku: 'DTF',
    category: 'T-Shirts',
    attributes: [
      colour(['Black', 'White', 'Navy', 'Sport Grey', 'Red']),
      size(['S', 'M', 'L', 'XL', '2XL', '3XL']),
    ],
    printAreas: ['Front', 'Back', 'Left Sleeve', 'Right Sleeve'],
    suppliers: [DTF_SUPPLIER_EMAIL],
    carriers: [
      ['usps', 0],
      ['ups', 4.5],
    ],
    baseCost: 9.5,
    tag: 'New',
    origin: 'US',
    partnerBlank: 'G5000',
  },
];

/** The partner's placement for each print area of the DTF Tee (its partner print-area mapping). */
const PARTNER_PLACEMENTS: Record<string, string> = {
  Front: 'front',
  Back: 'back',
  'Left Sleeve': 'left_sleeve',
  'Right Sleeve': 'right_sleeve',
};

/** Every combination of the attributes' options, in the attributes' order. */
function combinations(attributes: ProductTypeAttribute[]): string[][] {
  return attributes.reduce<string[][]>(
    (rows, attribute) => rows.flatMap((row) => attribute.options.map((o) => [...row, o.name])),
    [[]],
  );
}

/** Rows a multi-row INSERT carries at once (PGlite is slow row by row). */
const BATCH = 500;

/** The demo product types with their variants, when there are none yet. */
export async function seedProductTypes(tx: Executor, now: Date): Promise<void> {
  const [existing] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(productTypes);
  if ((existing?.count ?? 0) > 0) return;
  const suppliers = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...SUPPLIER_EMAILS, DTF_SUPPLIER_EMAIL]));
  const supplierId = new Map(suppliers.map((s) => [s.email, s.id]));
  const carrierId = new Map(
    (await tx.select({ id: carriers.id, code: carriers.code }).from(carriers)).map((c) => [
      c.code,
      c.id,
    ]),
  );
  const categoryId = new Map(
    (await tx.select({ id: categories.id, title: categories.title }).from(categories)).map((c) => [
      c.title,
      c.id,
    ]),
  );

  for (const [index, demo] of DEMO_PRODUCT_TYPES.entries()) {
    const at = new Date(now.getTime() - (60 - index) * DAY_MS);
    const [row] = await tx
      .insert(productTypes)
      .values({
        title: demo.title,
        sku: demo.sku,
        description: `<p>${demo.title}, printed on demand.</p>`,
        state: demo.state ?? 'active',
        personalized: demo.personalized ?? false,
        isSpecial: demo.isSpecial ?? false,
        productionTime: '2-4 business days',
        shippingTime: '3-7 business days',
        tag: demo.tag ?? null,
        linkTemplate: `https://templates.podoffice.test/${demo.sku.toLowerCase()}.psd`,
        fileTypeSupported: ['png', 'jpg'],
        dpl: 300,
        origin: demo.origin ?? null,
        attributes: demo.attributes,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: productTypes.id });
    const typeId = row!.id;
    const areas = await tx
      .insert(productTypePrintAreas)
      .values(
        demo.printAreas.map((title, sorting) => ({
          productTypeId: typeId,
          title,
          width: 4500,
          height: 5400,
          isDefault: sorting === 0,
          sorting,
        })),
      )
      .returning({ id: productTypePrintAreas.id });
    const typeSuppliers = demo.suppliers.flatMap((email) => {
      const id = supplierId.get(email);
      return id === undefined ? [] : [id];
    });
    if (typeSuppliers.length > 0) {
      await tx
        .insert(productTypeSuppliers)
        .values(
          typeSuppliers.map((userId, sorting) => ({ productTypeId: typeId, userId, sorting })),
        );
    }
    const typeCarriers = demo.carriers.flatMap(([code, price]) => {
      const id = carrierId.get(code);
      return id === undefined ? [] : [{ id, price }];
    });
    if (typeCarriers.length > 0) {
      await tx.insert(productTypeCarriers).values(
        typeCarriers.map((c, sorting) => ({
          productTypeId: typeId,
          carrierId: c.id,
          priceCents: toCents(c.price),
          isDefault: sorting === 0,
          sorting,
        })),
      );
    }
    const category = categoryId.get(demo.category);
    if (category !== undefined) {
      await tx
        .insert(productTypeCategories)
        .values({ productTypeId: typeId, categoryId: category });
    }

    const typeAttributes = variantAttributes(demo.attributes);
    const variants = combinations(typeAttributes).map((options, sorting) => {
      const attributes = typeAttributes.map((a, i) => ({
        name: a.name,
        slug: a.slug,
        option: options[i]!,
      }));
      // Larger sizes cost a little more, as they do at the printer.
      const step = typeAttributes.findIndex((a) => a.slug === 'size');
      const extra =
        step < 0 ? 0 : typeAttributes[step]!.options.findIndex((o) => o.name === options[step]);
      const base = demo.baseCost + Math.max(0, extra - 3) * 1.5;
      return {
        productTypeId: typeId,
        sku: [demo.sku, ...options.map((o) => o.replace(/\s+/g, '').toUpperCase())].join('-'),
        signature: variantSignature(attributes, typeAttributes)!,
        attributes,
        supplierCosts: typeSuppliers.map((userId, i) => ({
          user_id: String(userId),
          cost_cents: toCents(base * 0.7),
          selected: i === 0,
        })),
        carrierCosts: typeCarriers.map((c, i) => ({
          carrier_id: String(c.id),
          cost_cents: toCents(c.price),
          default: i === 0,
        })),
        baseCostCents: toCents(base),
        retailCostCents: toCents(base * 2.4),
        saleCostCents: toCents(base * 2),
        feeShipCents: 150,
        sorting,
        printAreaIds: areas.map((a) => String(a.id)),
        createdAt: at,
        updatedAt: at,
      };
    });
    const partner = demo.partnerBlank
      ? await partnerMapping(tx, demo, areas, demo.printAreas)
      : undefined;
    const saved: { id: number; signature: string }[] = [];
    for (let i = 0; i < variants.length; i += BATCH) {
      saved.push(
        ...(await tx
          .insert(productTypeVariants)
          .values(
            variants
              .slice(i, i + BATCH)
              .map((v) =>
                partner
                  ? { ...v, partnerDefaultId: partner.id, mappingPartnerPrintAreas: partner.areas }
                  : v,
              ),
          )
          .returning({ id: productTypeVariants.id, signature: productTypeVariants.signature })),
      );
    }
    if (partner) {
      const idOf = new Map(saved.map((v) => [v.signature, v.id]));
      const rows = variants.flatMap((v) =>
        partner.variantsOf(v.attributes).map((sku) => ({
          productTypeVariantId: idOf.get(v.signature)!,
          // The catalogue's sku is the print type's id as partnerCatalogs answers it.
          partnerVariantId: sku,
          partnerFulfillmentId: partner.id,
          sku,
        })),
      );
      for (let i = 0; i < rows.length; i += BATCH) {
        await tx.insert(productTypePartnerVariants).values(rows.slice(i, i + BATCH));
      }
    }
  }
}

/**
 * The DTF partner's side of a type it prints: its partner fulfillment (the variants' default
 * partner), the print areas mapped to its placements, and for a variant the print types of the
 * blank in its colour and size, read from the catalogue the demo's fake partner serves, so every
 * sku stored is one partnerCatalogs lists. Undefined when the partner's account is not seeded.
 */
async function partnerMapping(
  tx: Executor,
  demo: DemoProductType,
  areas: { id: number }[],
  titles: string[],
) {
  const [fulfillment] = await tx
    .select({ id: partnerFulfillments.id })
    .from(partnerFulfillments)
    .where(eq(partnerFulfillments.userId, DTF_PARTNER_SUPPLIER_ID));
  if (!fulfillment) return undefined;
  const id = String(fulfillment.id);
  const mapped = titles.flatMap((title, i) => {
    const key = PARTNER_PLACEMENTS[title];
    return key ? [{ area: areas[i]!, title, key }] : [];
  });
  const blankPrefix = `${demo.partnerBlank}-`;
  const printTypes = fakePrintTypes().filter((p) => p.sku.startsWith(blankPrefix));
  return {
    id,
    areas: mapped.map((m) => ({
      partner_id: id,
      partner_key: m.key,
      product_type_print_area_id: String(m.area.id),
      product_type_print_area_title: m.title,
    })),
    variantsOf(attributes: { slug: string; option: string }[]): string[] {
      const colour = attributes.find((a) => a.slug === 'color')?.option;
      const size = attributes.find((a) => a.slug === 'size')?.option;
      return mapped.flatMap((m) => {
        const hit = printTypes.find(
          (p) => p.color.name === colour && p.size === size && p.placement === m.key,
        );
        return hit ? [hit.sku] : [];
      });
    },
  };
}

/** The demo type with 2,000 variants (tests and the bench look it up). */
export const GRID_PRODUCT_TYPE_SKU = 'AOP';

export async function productTypeIdBySku(tx: Executor, sku: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: productTypes.id })
    .from(productTypes)
    .where(eq(productTypes.sku, sku));
  return row?.id;
}

import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { fromCents } from '@podoffice/domain';
import { productStores, productVariants, products, sites } from '../../db/schema';
import type { JobKind } from '../../jobs/types';
import { platformsOf } from '../../platforms';
import { keysetAfter, mailExportLink, writeExportFile } from '../exports/exportFile';
import {
  PRODUCTS_NEWEST_FIRST,
  SHORT_LINK_PATH,
  productWhere,
  variantsOf,
  type ProductQuery,
} from './list';

export interface ProductExportJobData {
  query: ProductQuery;
  /** The starter's scope: a Seller's own products (their id), staff everyone's (null). */
  owner: number | null;
  emails: string[];
  startedBy: number;
}

export interface ProductExportResult {
  export_id: number;
  file_name: string;
  products: number;
}

/** Products read a page at a time; their variants (at most 500 each) come with them. */
const BATCH = 100;

const HEADER = [
  'Product ID',
  'Title',
  'SKU',
  'Variant SKU',
  'Product type',
  'Options',
  'Regular price',
  'Sale price',
  'Base cost',
  'Profit',
  'Sites',
  'Short link',
  'Created',
] as const;

/**
 * exportProduct (spec 2 §7, §8 'Export Product success! Please check your email again'): the
 * products of the page's filter, newest first, one line per variant with its prices and profit,
 * through the one CSV writer; stored and mailed as a link like the order exports.
 */
export const productExportJob: JobKind<ProductExportJobData> = {
  name: 'product-export',
  async run(job) {
    const { data, services } = job;
    const { db } = services;
    const where = productWhere(db, data.owner, data.query);
    const [counted] = await db.select({ n: count() }).from(products).where(where);
    const productCount = counted?.n ?? 0;
    const shortBase = `${platformsOf(services).apiUrl}${SHORT_LINK_PATH}`;
    const { file } = await writeExportFile(job, {
      kind: 'products',
      header: HEADER,
      startedBy: data.startedBy,
      // The progress bar counts lines: one per variant.
      total: async () => {
        const [lines] = await db
          .select({ n: count() })
          .from(productVariants)
          .where(
            inArray(
              productVariants.productId,
              db.select({ id: products.id }).from(products).where(where),
            ),
          );
        return lines?.n ?? 0;
      },
      async *pages() {
        let after: { createdAt: Date; id: number } | undefined;
        for (;;) {
          const page = await db
            .select()
            .from(products)
            .where(and(where, keysetAfter(products.createdAt, products.id, after)))
            .orderBy(...PRODUCTS_NEWEST_FIRST)
            .limit(BATCH);
          if (page.length === 0) break;
          const ids = page.map((p) => p.id);
          const [variants, stores] = await Promise.all([
            variantsOf(db, ids),
            db
              .select({ productId: productStores.productId, title: sites.title })
              .from(productStores)
              .innerJoin(sites, eq(sites.id, productStores.siteId))
              .where(inArray(productStores.productId, ids))
              .orderBy(asc(productStores.id)),
          ]);
          yield page.flatMap((product) => {
            const siteTitles = stores
              .filter((s) => s.productId === product.id)
              .map((s) => s.title)
              .join(', ');
            return variants
              .filter((v) => v.row.productId === product.id)
              .map((v) => ({
                cells: [
                  product.id,
                  product.title,
                  product.sku,
                  v.row.sku,
                  v.typeTitle,
                  v.attributes.map((a) => a.option).join(' / '),
                  fromCents(v.row.regularPriceCents),
                  fromCents(v.row.salePriceCents),
                  fromCents(v.baseCents),
                  fromCents(v.row.salePriceCents - v.baseCents),
                  siteTitles,
                  `${shortBase}/${product.shortCode}`,
                  product.createdAt,
                ],
              }));
          });
          const last = page.at(-1)!;
          if (page.length < BATCH) break;
          after = { createdAt: last.createdAt, id: last.id };
        }
      },
    });
    await mailExportLink(job, file, data.emails, productCount, 'products');
    const result: ProductExportResult = {
      export_id: file.id,
      file_name: file.fileName,
      products: productCount,
    };
    return result;
  },
};

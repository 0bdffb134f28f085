import { createHash } from 'node:crypto';
import { count } from 'drizzle-orm';
import { PRODUCT_EXPORT_MAX, PRODUCT_MESSAGES, exportEmailsSchema } from '@podoffice/domain';
import { products } from '../../db/schema';
import { jobsOf } from '../../jobs';
import type { Context } from '../context';
import { badInput, validated } from '../errors';
import { toBackgroundJob } from '../jobs/resolvers';
import type { ExportProductFilter } from '../resolvers-types.generated';
import { productExportJob, type ProductExportJobData } from './exportJob';
import { productOwnerScope, productWhere } from './list';

/**
 * §7 exportProduct: whoever reads the products list exports what it shows (a Seller their own);
 * the receivers by §5's rules; at most PRODUCT_EXPORT_MAX products. The same export asked twice
 * while the first runs is that job.
 */
export async function exportProduct(ctx: Context, filter: ExportProductFilter) {
  const viewer = await ctx.viewer();
  const owner = productOwnerScope(viewer);
  const emails = (await validated(exportEmailsSchema, filter.emails)).map((email) =>
    String(email).trim().toLowerCase(),
  );
  const query = {
    search: filter.search,
    site_ids: filter.site_ids,
    product_type_ids: filter.product_type_ids,
  };
  const [counted] = await ctx.db
    .select({ n: count() })
    .from(products)
    .where(productWhere(ctx.db, owner, query));
  const total = counted?.n ?? 0;
  if (total > PRODUCT_EXPORT_MAX) throw badInput(PRODUCT_MESSAGES.tooManyToExport(total));
  const data: ProductExportJobData = { query, owner, emails, startedBy: viewer.id };
  const row = await jobsOf(ctx.services).enqueue(productExportJob, data, {
    key: createHash('sha256').update(JSON.stringify(data)).digest('hex'),
    startedBy: viewer.id,
  });
  return toBackgroundJob(row);
}

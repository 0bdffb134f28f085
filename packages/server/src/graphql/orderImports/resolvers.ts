import { createHash } from 'node:crypto';
import { and, count, desc, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import {
  IMPORT_HISTORY_PAGE_SIZE,
  ORDER_IMPORT_MAX_ROWS,
  ORDER_ROW_MESSAGES as R,
  canReadImportHistory,
  hasRole,
} from '@podoffice/domain';
import { importHistories, sites, users } from '../../db/schema';
import { fileStoreOf } from '../../files';
import { jobsOf } from '../../jobs';
import { likePattern, page, parseId, parseIsoDate } from '../args';
import type { Context } from '../context';
import { badInput, forbidden, notFound } from '../errors';
import { toBackgroundJob } from '../jobs/resolvers';
import type { CsvOrderRowInput, Resolvers } from '../resolvers-types.generated';
import { orderImportJob, refusedCsv } from './importJob';
import { checkImportRows, existingItems } from './rows';
import { importedProductMappings, importOrder } from './importOrder';
import { importSite } from './site';

/** The report lists at most this many problems (the first rows first). */
const PROBLEMS_MAX = 1_000;
const NAME_MAX = 255;
const DOWNLOAD_SECONDS = 60 * 60;

function checkedRows(rows: readonly CsvOrderRowInput[]) {
  if (rows.length === 0) throw badInput(R.noRows);
  if (rows.length > ORDER_IMPORT_MAX_ROWS) throw badInput(R.tooManyRows);
  return rows;
}

/** The history rows a caller reads: every site for staff, a Seller's own sites. */
async function historyScope(ctx: Context): Promise<SQL | undefined> {
  const viewer = await ctx.viewer();
  if (!canReadImportHistory(viewer)) throw forbidden();
  if (hasRole(viewer, 'Administrator', 'Supporter')) return undefined;
  const own = await ctx.db.select({ id: sites.id }).from(sites).where(eq(sites.userId, viewer.id));
  return inArray(importHistories.siteId, own.length ? own.map((s) => s.id) : [-1]);
}

export const orderImportsResolvers: Resolvers = {
  Query: {
    validateOrderImport: async (_parent, { site_id, input }, ctx) => {
      const { id } = await importSite(ctx, site_id);
      const { accepted, problems } = await checkImportRows(ctx.db, id, checkedRows(input));
      return {
        accepted: accepted.length,
        refused: input.length - accepted.length,
        problems: problems.slice(0, PROBLEMS_MAX),
      };
    },
    CheckExistOrders: async (_parent, { site_id, inputs }, ctx) => {
      const { id } = await importSite(ctx, site_id);
      if (inputs.length > ORDER_IMPORT_MAX_ROWS) throw badInput(R.tooManyRows);
      return existingItems(
        ctx.db,
        id,
        inputs.map((i) => ({ origin_id: i.origin_id.trim(), item: i.item.trim() })),
      );
    },
    importedProductMappings: (_parent, { site_id, product_origin_ids }, ctx) =>
      importedProductMappings(ctx, site_id, product_origin_ids),
    listImportHistory: async (_parent, { filter }, ctx) => {
      const scope = await historyScope(ctx);
      const { limit, offset } = page(filter, IMPORT_HISTORY_PAGE_SIZE, 100);
      const from = parseIsoDate(filter?.from, 'from');
      const to = parseIsoDate(filter?.to, 'to', 'end');
      const search = likePattern(filter?.search);
      const where = and(
        scope,
        filter?.site_id
          ? eq(importHistories.siteId, parseId(filter.site_id, R.notYourSite))
          : undefined,
        from ? gte(importHistories.createdAt, from) : undefined,
        to ? lte(importHistories.createdAt, to) : undefined,
        search ? ilike(importHistories.originName, search) : undefined,
      );
      const [total, rows] = await Promise.all([
        ctx.db.select({ n: count() }).from(importHistories).where(where),
        ctx.db
          .select({
            row: importHistories,
            siteTitle: sites.title,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(importHistories)
          .innerJoin(sites, eq(sites.id, importHistories.siteId))
          .leftJoin(users, eq(users.id, importHistories.userId))
          .where(where)
          .orderBy(desc(importHistories.createdAt), desc(importHistories.id))
          .limit(limit)
          .offset(offset),
      ]);
      return {
        count: total[0]?.n ?? 0,
        hits: rows.map(({ row, siteTitle, firstName, lastName }) => ({
          id: String(row.id),
          site_id: String(row.siteId),
          site_title: siteTitle,
          origin_name: row.originName,
          done: row.done,
          failed: row.failed,
          user_name: [firstName, lastName].filter(Boolean).join(' ') || 'Deleted user',
          created_at: row.createdAt.toISOString(),
          has_refused: row.refusedKey !== null,
        })),
      };
    },
  },
  Mutation: {
    importFromCSV: async (_parent, { site_id, input, file_key, origin_name }, ctx) => {
      const { viewer, id } = await importSite(ctx, site_id);
      const name = origin_name.trim();
      if (!name || name.length > NAME_MAX)
        throw badInput('Name the file imported (at most 255 characters)');
      const data = {
        siteId: id,
        startedBy: viewer.id,
        originName: name,
        originKey: file_key?.trim() || null,
        rows: checkedRows(input),
      };
      // The same file sent twice at once (two clicks) is the one job.
      const key = createHash('sha256')
        .update(JSON.stringify([id, data.rows]))
        .digest('hex');
      const row = await jobsOf(ctx.services).enqueue(orderImportJob, data, {
        key,
        startedBy: viewer.id,
      });
      return toBackgroundJob(row);
    },
    downloadOrderImportRefused: async (_parent, { site_id, input }, ctx) => {
      const { viewer, id } = await importSite(ctx, site_id);
      const { problems } = await checkImportRows(ctx.db, id, checkedRows(input));
      if (problems.length === 0) throw badInput('No row is refused');
      const text = refusedCsv(input, problems);
      // The same report downloaded twice is one file.
      const key = `downloads/imports/${viewer.id}-${createHash('sha256').update(text).digest('hex').slice(0, 32)}.csv`;
      const store = fileStoreOf(ctx.services);
      await store.put(key, text, 'text/csv');
      return store.signedGetUrl(key, {
        downloadName: 'refused-orders.csv',
        expiresInSeconds: DOWNLOAD_SECONDS,
      });
    },
    ImportOrder: (_parent, { data }, ctx) => importOrder(ctx, data),
    downloadImportRefused: async (_parent, { id }, ctx) => {
      const scope = await historyScope(ctx);
      const historyId = parseId(id, 'Import not found');
      const [row] = await ctx.db
        .select({ refusedKey: importHistories.refusedKey, name: importHistories.originName })
        .from(importHistories)
        .where(and(eq(importHistories.id, historyId), scope));
      if (!row) throw notFound('Import not found');
      if (!row.refusedKey) throw badInput('This import refused no rows');
      return fileStoreOf(ctx.services).signedGetUrl(row.refusedKey, {
        downloadName: `refused-${row.name.replace(/\.csv$/i, '')}.csv`,
        expiresInSeconds: DOWNLOAD_SECONDS,
      });
    },
  },
};

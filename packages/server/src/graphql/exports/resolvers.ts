import {
  EXPORT_FILES_PAGE_SIZE,
  canSeeOrderExports,
  isLimitedToOwnExports,
} from '@podoffice/domain';
import { fileStoreOf } from '../../files';
import { likePattern, page, parseId, parseIsoDate } from '../args';
import { forbidden, notFound } from '../errors';
import type { Resolvers } from '../resolvers-types.generated';
import { exportById, exportCsvOf, listOrderExports } from './queries';

/** Texts of this area's own refusals (the spec gives none). */
export const EXPORT_MESSAGES = {
  notFound: 'Export file not found',
} as const;

/** Resolvers of schema/exports.graphql. */
export const exportsResolvers: Resolvers = {
  Query: {
    orderExports: async (_parent, args, ctx) => {
      const viewer = await ctx.viewer();
      if (!canSeeOrderExports(viewer)) throw forbidden();
      return listOrderExports(ctx.db, {
        ...page(args, EXPORT_FILES_PAGE_SIZE),
        ownerId: isLimitedToOwnExports(viewer) ? viewer.id : undefined,
        pattern: likePattern(args.search),
        from: parseIsoDate(args.from, 'from', 'start'),
        to: parseIsoDate(args.to, 'to', 'end'),
      });
    },
  },

  Mutation: {
    downloadFile: async (_parent, args, ctx) => {
      const viewer = await ctx.viewer();
      if (!canSeeOrderExports(viewer)) throw forbidden();
      const row = await exportById(ctx.db, parseId(args.id, EXPORT_MESSAGES.notFound));
      // Another supplier's file reads as a missing one.
      if (!row || (isLimitedToOwnExports(viewer) && row.userId !== viewer.id)) {
        throw notFound(EXPORT_MESSAGES.notFound);
      }
      const store = fileStoreOf(ctx.services);
      if (!(await store.stat(row.fileKey))) {
        await store.put(row.fileKey, exportCsvOf(row), 'text/csv');
      }
      return store.signedGetUrl(row.fileKey, { downloadName: row.fileName });
    },
  },
};

import { LOGS_PAGE_SIZE, canManageAppSettings } from '@podoffice/domain';
import { likePattern, page, parseIsoDate } from '../args';
import type { Context } from '../context';
import { forbidden } from '../errors';
import type { LogFilter, Resolvers } from '../resolvers-types.generated';
import { listOutboxMails, outboxQuery } from './outbox';
import {
  activityTypes,
  listActivityLogs,
  listSystemLogs,
  systemLogTypes,
  type LogQuery,
} from './queries';

/** Only Administrators read the logs (spec 1 §2: /egg/order-logs and /egg/logs). */
async function asAdministrator(ctx: Context): Promise<void> {
  if (!canManageAppSettings(await ctx.viewer())) throw forbidden();
}

function logQuery(filter: LogFilter | null | undefined): LogQuery {
  return {
    ...page(filter, LOGS_PAGE_SIZE),
    pattern: likePattern(filter?.search),
    type: filter?.type?.trim() || undefined,
    from: parseIsoDate(filter?.from, 'from', 'start'),
    to: parseIsoDate(filter?.to, 'to', 'end'),
  };
}

/** Resolvers of schema/logs.graphql. */
export const logsResolvers: Resolvers = {
  Query: {
    activityLogs: async (_parent, { filter }, ctx) => {
      await asAdministrator(ctx);
      return listActivityLogs(ctx.db, logQuery(filter));
    },
    logs: async (_parent, { filter }, ctx) => {
      await asAdministrator(ctx);
      return listSystemLogs(ctx.db, logQuery(filter));
    },
    activityLogTypes: async (_parent, _args, ctx) => {
      await asAdministrator(ctx);
      return activityTypes(ctx.db);
    },
    logTypes: async (_parent, _args, ctx) => {
      await asAdministrator(ctx);
      return systemLogTypes(ctx.db);
    },
    // Issue 8: the links mailed to anyone (password resets included) are for Administrators only.
    outboxMails: async (_parent, { filter }, ctx) => {
      await asAdministrator(ctx);
      return listOutboxMails(ctx.db, outboxQuery(filter, LOGS_PAGE_SIZE));
    },
  },
};

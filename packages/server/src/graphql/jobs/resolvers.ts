import { and, desc, eq } from 'drizzle-orm';
import { JOB_MESSAGES, type JobStatus } from '@podoffice/domain';
import { backgroundJobs } from '../../db/schema';
import { jobsOf } from '../../jobs';
import type { JobRow } from '../../jobs/runner';
import { page } from '../args';
import type { Context } from '../context';
import { badInput, notFound } from '../errors';
import type { BackgroundJob, Resolvers } from '../resolvers-types.generated';

/** myJobs: the latest 10 by default; 50 at most in one answer. */
export const MY_JOBS_PAGE = { size: 10, max: 50 } as const;

export function toBackgroundJob(row: JobRow): BackgroundJob {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status as JobStatus,
    done: row.done,
    total: row.total,
    error: row.error,
    attempts: row.attempts,
    result: row.result === null || row.result === undefined ? null : JSON.stringify(row.result),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

// pg-boss ids are UUIDs; anything else is no job of anyone's.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A job the caller started; any other id (another user's, none at all) reads as missing. */
async function ownJob(ctx: Context, id: string): Promise<JobRow> {
  const viewer = await ctx.viewer();
  if (!UUID.test(id)) throw notFound(JOB_MESSAGES.notFound);
  const [row] = await ctx.db
    .select()
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.id, id.toLowerCase()), eq(backgroundJobs.startedBy, viewer.id)));
  if (!row) throw notFound(JOB_MESSAGES.notFound);
  return row;
}

/** Resolvers of schema/jobs.graphql. */
export const jobsResolvers: Resolvers = {
  Query: {
    job: async (_parent, { id }, ctx) => toBackgroundJob(await ownJob(ctx, id)),
    myJobs: async (_parent, args, ctx) => {
      const viewer = await ctx.viewer();
      const { limit } = page(args, MY_JOBS_PAGE.size, MY_JOBS_PAGE.max);
      const rows = await ctx.db
        .select()
        .from(backgroundJobs)
        .where(eq(backgroundJobs.startedBy, viewer.id))
        .orderBy(desc(backgroundJobs.createdAt), desc(backgroundJobs.id))
        .limit(limit);
      return rows.map(toBackgroundJob);
    },
  },
  Mutation: {
    retryJob: async (_parent, { id }, ctx) => {
      const row = await ownJob(ctx, id);
      if (row.status !== 'failed') throw badInput(JOB_MESSAGES.notRetryable);
      const retried = await jobsOf(ctx.services).retry(row.id);
      if (!retried) throw badInput(JOB_MESSAGES.notRetryable);
      return toBackgroundJob(retried);
    },
  },
};

import { eq } from 'drizzle-orm';
import { CATALOGUE_LIMITS, canManageNews, newsSchema } from '@podoffice/domain';
import { news } from '../../db/schema';
import { sanitizeStoredHtml } from '../../html/sanitizeHtml';
import { personEmail } from '../accounts/personalData';
import { likePattern, page, parseId } from '../args';
import { forbidden, notFound, validated } from '../errors';
import type { NewsInput, Resolvers } from '../resolvers-types.generated';
import { mailNewsToSellers } from './mail';
import { listNews, newsById } from './queries';

/** Server text for an id that names no news item (or one the caller may not read). */
export const NEWS_NOT_FOUND = 'News not found';

/** The fields the caller gave; null and omitted both mean "leave as it is". */
const givenFields = (input: NewsInput) =>
  Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  );

/**
 * The checked values, content sanitised for storing. The raw input is checked first, so an
 * oversized body is refused before it is parsed; the sanitised one again, so content that was
 * nothing but script is refused as empty.
 */
async function newsValues(fields: Record<string, unknown>) {
  const values = await validated(newsSchema, fields);
  return validated(newsSchema, { ...values, content: await sanitizeStoredHtml(values.content) });
}

/** Mail goes out when an item becomes both active and marked send_mail, once per such change. */
const mailable = (item: { status: boolean; send_mail: boolean } | undefined) =>
  !!item && item.status && item.send_mail;

export const newsResolvers: Resolvers = {
  NewsCreater: { email: personEmail },

  Query: {
    news: async (_parent, { filter }, ctx) => {
      const viewer = await ctx.viewer();
      const { limit, offset } = page(filter, CATALOGUE_LIMITS.newsPageSize);
      // Readers outside Administrator and Listing see published news only, whatever they ask.
      const status = canManageNews(viewer) ? (filter?.status ?? undefined) : true;
      return listNews(ctx.db, {
        status,
        notification: filter?.notification ?? undefined,
        titleLike: likePattern(filter?.search),
        limit,
        offset,
      });
    },

    newsById: async (_parent, { id: rawId }, ctx) => {
      const viewer = await ctx.viewer();
      const item = await newsById(ctx.db, parseId(rawId, NEWS_NOT_FOUND));
      if (!item || (!item.status && !canManageNews(viewer))) throw notFound(NEWS_NOT_FOUND);
      return item;
    },
  },

  Mutation: {
    createNews: async (_parent, { input }, ctx) => {
      const viewer = await ctx.viewer();
      if (!canManageNews(viewer)) throw forbidden();
      const values = await newsValues(givenFields(input));
      const [created] = await ctx.db
        .insert(news)
        .values({
          title: values.title,
          content: values.content,
          status: values.status,
          notification: values.notification,
          sendMail: values.send_mail,
          createrId: viewer.id,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning({ id: news.id });
      const item = created && (await newsById(ctx.db, created.id));
      if (!item) throw new Error('createNews: the new item could not be read back');
      if (mailable(item)) {
        await mailNewsToSellers(ctx.db, ctx.services.mailer, item, ctx.services.appUrl);
      }
      return item;
    },

    updateNews: async (_parent, { id: rawId, input }, ctx) => {
      if (!canManageNews(await ctx.viewer())) throw forbidden();
      const id = parseId(rawId, NEWS_NOT_FOUND);
      const current = await newsById(ctx.db, id);
      if (!current) throw notFound(NEWS_NOT_FOUND);
      const values = await newsValues({
        title: current.title,
        content: current.content,
        status: current.status,
        notification: current.notification,
        send_mail: current.send_mail,
        ...givenFields(input),
      });
      await ctx.db
        .update(news)
        .set({
          title: values.title,
          content: values.content,
          status: values.status,
          notification: values.notification,
          sendMail: values.send_mail,
          updatedAt: ctx.now,
        })
        .where(eq(news.id, id));
      const item = await newsById(ctx.db, id);
      if (!item) throw notFound(NEWS_NOT_FOUND);
      if (mailable(item) && !mailable(current)) {
        await mailNewsToSellers(ctx.db, ctx.services.mailer, item, ctx.services.appUrl);
      }
      return item;
    },

    deleteNews: async (_parent, { id: rawId }, ctx) => {
      if (!canManageNews(await ctx.viewer())) throw forbidden();
      const deleted = await ctx.db
        .delete(news)
        .where(eq(news.id, parseId(rawId, NEWS_NOT_FOUND)))
        .returning({ id: news.id });
      if (deleted.length === 0) throw notFound(NEWS_NOT_FOUND);
      return true;
    },
  },
};

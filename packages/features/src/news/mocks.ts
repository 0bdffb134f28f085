// MSW handlers and fixtures of the news area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import {
  CATALOGUE_LIMITS,
  SERVER_MESSAGES,
  canManageNews,
  firstValidationError,
  newsSchema,
} from '@podoffice/domain';
import { userOfRequest, usersByRole, type UserFixture } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type { NewsDetailFragment, NewsInput } from './api/News.generated';

export type NewsFixture = NewsDetailFragment;

/** The server's text for an id that names no news item (or one the caller may not read). */
export const NEWS_NOT_FOUND_MESSAGE = 'News not found';

/**
 * Stored HTML that tries to run script in every way a sanitiser must stop; each sets
 * window.__newsXss when it runs. Rendering them must leave it unset.
 */
export const NEWS_XSS_PAYLOADS: string[] = [
  '<script>window.__newsXss = "script"</script>',
  '<img src="x" onerror="window.__newsXss = \'img onerror\'">',
  '<a href="javascript:window.__newsXss = \'javascript url\'">Open me</a>',
  '<a href="JaVaScRiPt:window.__newsXss = 1">Mixed case</a>',
  '<svg onload="window.__newsXss = \'svg onload\'"><circle r="4"></circle></svg>',
  '<iframe srcdoc="<script>parent.__newsXss = \'iframe srcdoc\'</script>"></iframe>',
  '<iframe src="javascript:parent.__newsXss = \'iframe src\'"></iframe>',
  '<object data="javascript:window.__newsXss = \'object\'"></object>',
  '<embed src="javascript:window.__newsXss = \'embed\'">',
  '<math><maction actiontype="statusline" xlink:href="javascript:window.__newsXss = 1">x</maction></math>',
  '<body onload="window.__newsXss = \'body onload\'">',
  '<div onmouseover="window.__newsXss = \'mouseover\'">Hover</div>',
  '<details open ontoggle="window.__newsXss = \'ontoggle\'"><summary>More</summary></details>',
  '<form action="javascript:window.__newsXss = \'form\'"><button>Go</button></form>',
  '<input autofocus onfocus="window.__newsXss = \'onfocus\'">',
  '<style>@import "javascript:window.__newsXss = 1";</style>',
  '<p style="background:url(javascript:window.__newsXss = 1)">Styled</p>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__newsXss = 1">',
  '<base href="javascript:window.__newsXss = 1//">',
  '<noscript><p title="</noscript><img src=x onerror=window.__newsXss=\'mxss\'>"></noscript>',
  '<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX19uZXdzWHNzPTE8L3NjcmlwdD4=">Data</a>',
  '<video><source onerror="window.__newsXss = \'video\'"></video>',
];

function creater(
  user: UserFixture,
  level: { name: string; order_total: number; discount: number } | null,
) {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    level: level && { id: '3', ...level },
  };
}

/** One news item; by default a published announcement by the Administrator. */
export function makeNews(overrides: Partial<NewsFixture> = {}): NewsFixture {
  return {
    id: '1',
    title: 'Holiday production cut-off dates',
    content:
      '<h2>Order early for December delivery</h2><p>Orders must be <strong>in production</strong> by these dates:</p>' +
      '<ul><li>US standard: December 12</li><li>International: December 5</li></ul>' +
      '<p>See the <a href="https://podoffice.test/guideline-policy">shipping guideline</a>.</p>',
    status: true,
    notification: true,
    send_mail: true,
    creater: creater(usersByRole.Administrator, null),
    created_at: '2024-11-20T09:00:00.000Z',
    updated_at: '2024-11-20T09:00:00.000Z',
    ...overrides,
  };
}

const TOPICS = [
  'New product: 15 oz ceramic mug',
  'Scheduled maintenance on Sunday night',
  'Seller levels: lower prices as you grow',
  'Hoodie base cost update',
  'Tracking numbers now sync every hour',
  'Draft: spring catalogue preview',
  'Design resolution reminder',
  'WooCommerce plugin 2.0 released',
  'Weekly catalogue update',
  'New colours for the classic tee',
  'Poster paper supplier change',
  'Canvas frames back in stock',
  'Faster production for tote bags',
  'Phone case models added',
  'Sticker sheets now available',
  'Embroidery pilot for caps',
  'Price list for kids apparel',
  'Carrier change for Canada',
  'Invoice download improvements',
  'API rate limits explained',
  'Tips for better mockups',
  'Blanket sizes extended',
  'Ornament pre-orders open',
  'Customer support hours',
];

/** 25 items (two pages of 20), newest first: some inactive, some flagged for notification or mail. */
export const newsFixtures: NewsFixture[] = [
  makeNews(),
  ...TOPICS.map((title, i) =>
    makeNews({
      id: String(i + 2),
      title,
      content: `<p>${title}: details are in the catalogue and the guideline pages.</p>`,
      status: !title.startsWith('Draft'),
      notification: i % 4 === 0,
      send_mail: i % 6 === 1,
      creater:
        i % 2 ? creater(usersByRole.Listing, null) : creater(usersByRole.Administrator, null),
      created_at: new Date(Date.UTC(2024, 10, 19 - i, 9)).toISOString(),
      updated_at: new Date(Date.UTC(2024, 10, 19 - i, 9)).toISOString(),
    }),
  ),
];

/** A published item whose content holds every payload of NEWS_XSS_PAYLOADS. */
export function makeXssNews(id = '666'): NewsFixture {
  return makeNews({
    id,
    title: 'Payload test',
    created_at: '2024-11-21T09:00:00.000Z',
    updated_at: '2024-11-21T09:00:00.000Z',
    content: `<p>Safe text stays.</p>${NEWS_XSS_PAYLOADS.join('')}`,
  });
}

const given = (input: NewsInput) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));

const listItem = ({ content: _content, ...item }: NewsFixture) => item;

/**
 * The news calls answered from an in-memory list that saves and deletes change, refusing what the
 * server refuses (roles, the form's rules, inactive news for readers outside Administrator and
 * Listing).
 */
export function newsHandlers(initial: NewsFixture[] = newsFixtures) {
  let items = [...initial];
  let nextId = Math.max(1000, ...items.map((n) => Number(n.id))) + 1;
  const api = apiLink();
  const manager = (request: Request) => canManageNews(userOfRequest(request));
  return [
    api.query('NewsList', ({ variables, request }) => {
      const filter = variables.filter ?? {};
      const status = manager(request) ? filter.status : true;
      const search = filter.search?.trim().toLowerCase();
      const matching = items
        .filter((n) => status === null || status === undefined || n.status === status)
        .filter((n) => !search || n.title.toLowerCase().includes(search))
        .filter((n) => filter.notification == null || n.notification === filter.notification)
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      const offset = filter.offset ?? 0;
      const limit = filter.limit ?? CATALOGUE_LIMITS.newsPageSize;
      return HttpResponse.json({
        data: {
          news: {
            count: matching.length,
            hits: matching.slice(offset, offset + limit).map(listItem),
          },
        },
      });
    }),
    api.query('NewsById', ({ variables, request }) => {
      const item = items.find((n) => n.id === variables.id);
      if (!item || (!item.status && !manager(request))) return graphqlError(NEWS_NOT_FOUND_MESSAGE);
      return HttpResponse.json({ data: { newsById: item } });
    }),
    api.mutation('CreateNews', async ({ variables, request }) => {
      if (!manager(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      const input = given(variables.input as NewsInput);
      const message = await firstValidationError(newsSchema, input);
      if (message) return graphqlError(message);
      const now = new Date().toISOString();
      const item = makeNews({
        ...newsSchema.cast(input),
        id: String(nextId++),
        creater: creater(userOfRequest(request) ?? usersByRole.Administrator, null),
        created_at: now,
        updated_at: now,
      });
      items = [item, ...items];
      return HttpResponse.json({ data: { createNews: item } });
    }),
    api.mutation('UpdateNews', async ({ variables, request }) => {
      if (!manager(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      const current = items.find((n) => n.id === variables.id);
      if (!current) return graphqlError(NEWS_NOT_FOUND_MESSAGE);
      const merged = { ...current, ...given(variables.input as NewsInput) };
      const message = await firstValidationError(newsSchema, merged);
      if (message) return graphqlError(message);
      const updated = {
        ...merged,
        ...newsSchema.cast(merged),
        updated_at: new Date().toISOString(),
      };
      items = items.map((n) => (n.id === updated.id ? updated : n));
      return HttpResponse.json({ data: { updateNews: updated } });
    }),
    api.mutation('DeleteNews', ({ variables, request }) => {
      if (!manager(request)) return graphqlError(SERVER_MESSAGES.forbidden);
      if (!items.some((n) => n.id === variables.id)) return graphqlError(NEWS_NOT_FOUND_MESSAGE);
      items = items.filter((n) => n.id !== variables.id);
      return HttpResponse.json({ data: { deleteNews: true } });
    }),
  ];
}

type NewsOperation = 'NewsList' | 'NewsById' | 'CreateNews' | 'UpdateNews' | 'DeleteNews';

const isQuery = (operation: NewsOperation) => operation === 'NewsList' || operation === 'NewsById';

/** One news call failing with this message; pass it to a later msw.use() than newsHandlers(). */
export function newsFailure(operation: NewsOperation, message: string) {
  const api = apiLink();
  return isQuery(operation)
    ? api.query(operation, () => graphqlError(message))
    : api.mutation(operation, () => graphqlError(message));
}

/** One news call that never answers: the loading state. */
export function newsLoading(operation: NewsOperation) {
  const api = apiLink();
  return isQuery(operation)
    ? api.query(operation, neverResolves)
    : api.mutation(operation, neverResolves);
}

/** The handlers of a platform with no news yet. */
export function emptyNewsHandlers() {
  return newsHandlers([]);
}

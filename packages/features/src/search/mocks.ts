// MSW handlers and fixtures of the search area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import {
  SEARCH_LIMITS,
  canManageNews,
  canSearchUsers,
  searchText,
  siteSearchPath,
  siteSearchScope,
} from '@podoffice/domain';
import { userOfRequest, usersByRole } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type { SearchQuery } from './api/Search.generated';

export type SearchHitFixture = SearchQuery['search'][number];

/** What the mock search looks through: the rules of the real one decide who finds what. */
interface Searchable {
  kind: SearchHitFixture['kind'];
  id: string;
  title: string;
  subtitle: string | null;
  /** Sites: the seller who owns it. News: whether it is published. */
  ownerId?: string;
  published?: boolean;
}

export const searchables: Searchable[] = [
  { kind: 'user', id: '7', title: 'Mia Merchant', subtitle: 'mia@podoffice.test' },
  { kind: 'user', id: '8', title: 'Sam Seller', subtitle: 'sam@podoffice.test' },
  {
    kind: 'site',
    id: '11',
    title: 'Sunny Tees',
    subtitle: 'https://sunny-tees.myshopify.com',
    ownerId: usersByRole.Seller.id,
  },
  {
    kind: 'site',
    id: '31',
    title: 'Sam Prints API',
    subtitle: 'https://samprints.example',
    ownerId: '8',
  },
  { kind: 'news', id: '3', title: 'Summer sale on mugs', subtitle: null, published: true },
  { kind: 'news', id: '4', title: 'Draft: summer price list', subtitle: null, published: false },
];

/**
 * The search call as the server answers it: text under two characters finds nothing, users for the
 * Administrator only, sites by the caller's scope, unpublished news for news managers only.
 */
export function searchHandlers(records: Searchable[] = searchables) {
  return [
    apiLink().query('Search', ({ variables, request }) => {
      const user = userOfRequest(request) ?? usersByRole.Seller;
      const text = searchText(variables.text as string)?.toLowerCase();
      const limit = (variables.limit as number | null | undefined) ?? SEARCH_LIMITS.perKindDefault;
      if (!text) return HttpResponse.json({ data: { search: [] } });
      const visible = records.filter((record) => {
        if (!`${record.title} ${record.subtitle ?? ''}`.toLowerCase().includes(text)) return false;
        if (record.kind === 'user') return canSearchUsers(user);
        if (record.kind === 'site') {
          const scope = siteSearchScope(user);
          return scope === 'all' || (scope === 'own' && record.ownerId === user.id);
        }
        return record.published || canManageNews(user);
      });
      const perKind = new Map<string, number>();
      const search: SearchHitFixture[] = [];
      for (const record of visible) {
        const count = perKind.get(record.kind) ?? 0;
        if (count >= limit) continue;
        perKind.set(record.kind, count + 1);
        search.push({
          kind: record.kind,
          id: record.id,
          title: record.title,
          subtitle: record.subtitle,
          path:
            record.kind === 'user'
              ? `/admin/users-manager/edit/${record.id}`
              : record.kind === 'site'
                ? siteSearchPath(user, record.id)
                : `/news/${record.id}`,
        });
      }
      return HttpResponse.json({ data: { search } });
    }),
  ];
}

/** The search fails with this message. */
export function searchFailure(message: string) {
  return [apiLink().query('Search', () => graphqlError(message))];
}

/** The search never answers: the box keeps saying it is searching. */
export function searchLoading() {
  return [apiLink().query('Search', () => neverResolves())];
}

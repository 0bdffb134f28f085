import { silenceErrorToasts } from '../../api/errorPolicy';
import { api } from './News.generated';

const NEWS = { type: 'News', id: 'LIST' } as const;

/** The news endpoints with cache tags: a change refreshes the lists and the changed item. */
export const newsApi = api.enhanceEndpoints({
  endpoints: {
    NewsList: { providesTags: [NEWS] },
    NewsById: { providesTags: (_result, _error, { id }) => [{ type: 'News', id }] },
    CreateNews: { invalidatesTags: [NEWS] },
    UpdateNews: { invalidatesTags: (_result, _error, { id }) => [NEWS, { type: 'News', id }] },
    DeleteNews: { invalidatesTags: [NEWS] },
  },
});

// A failed news load is announced by the screens as the spec's 'ERROR' notification (spec 1 §8);
// a refused save shows in the form.
silenceErrorToasts('NewsList', 'NewsById', 'CreateNews', 'UpdateNews');

export const {
  useNewsListQuery,
  useNewsByIdQuery,
  useCreateNewsMutation,
  useUpdateNewsMutation,
  useDeleteNewsMutation,
} = newsApi;

export type * from './News.generated';

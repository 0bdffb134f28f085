/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type NewsFilter = {
  limit?: number | null | undefined;
  notification?: boolean | null | undefined;
  offset?: number | null | undefined;
  /** words in the title */
  search?: string | null | undefined;
  /** true for active news, false for inactive; omitted lists both. Only active news for sellers and suppliers. */
  status?: boolean | null | undefined;
};

/**
 * A news item's fields. createNews needs title and content (status defaults to true, notification and
 * send_mail to false); updateNews changes only the fields given.
 */
export type NewsInput = {
  content?: string | null | undefined;
  notification?: boolean | null | undefined;
  send_mail?: boolean | null | undefined;
  status?: boolean | null | undefined;
  title?: string | null | undefined;
};

export type NewsListItemFragment = { id: string, title: string, status: boolean, notification: boolean, send_mail: boolean, created_at: string, updated_at: string, creater: { id: string, first_name: string, last_name: string, level: { id: string, name: string, order_total: number, discount: number } | null } | null };

export type NewsDetailFragment = { content: string, id: string, title: string, status: boolean, notification: boolean, send_mail: boolean, created_at: string, updated_at: string, creater: { id: string, first_name: string, last_name: string, level: { id: string, name: string, order_total: number, discount: number } | null } | null };

export type NewsListQueryVariables = Exact<{
  filter?: Types.NewsFilter | null | undefined;
}>;


export type NewsListQuery = { news: { count: number, hits: Array<{ id: string, title: string, status: boolean, notification: boolean, send_mail: boolean, created_at: string, updated_at: string, creater: { id: string, first_name: string, last_name: string, level: { id: string, name: string, order_total: number, discount: number } | null } | null }> } };

export type NewsByIdQueryVariables = Exact<{
  id: string;
}>;


export type NewsByIdQuery = { newsById: { content: string, id: string, title: string, status: boolean, notification: boolean, send_mail: boolean, created_at: string, updated_at: string, creater: { id: string, first_name: string, last_name: string, level: { id: string, name: string, order_total: number, discount: number } | null } | null } };

export type CreateNewsMutationVariables = Exact<{
  input: Types.NewsInput;
}>;


export type CreateNewsMutation = { createNews: { content: string, id: string, title: string, status: boolean, notification: boolean, send_mail: boolean, created_at: string, updated_at: string, creater: { id: string, first_name: string, last_name: string, level: { id: string, name: string, order_total: number, discount: number } | null } | null } };

export type UpdateNewsMutationVariables = Exact<{
  id: string;
  input: Types.NewsInput;
}>;


export type UpdateNewsMutation = { updateNews: { content: string, id: string, title: string, status: boolean, notification: boolean, send_mail: boolean, created_at: string, updated_at: string, creater: { id: string, first_name: string, last_name: string, level: { id: string, name: string, order_total: number, discount: number } | null } | null } };

export type DeleteNewsMutationVariables = Exact<{
  id: string;
}>;


export type DeleteNewsMutation = { deleteNews: boolean };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const NewsListItemFragmentDoc = new TypedDocumentString(`
    fragment NewsListItem on News {
  id
  title
  status
  notification
  send_mail
  creater {
    id
    first_name
    last_name
    level {
      id
      name
      order_total
      discount
    }
  }
  created_at
  updated_at
}
    `, {"fragmentName":"NewsListItem"});
export const NewsDetailFragmentDoc = new TypedDocumentString(`
    fragment NewsDetail on News {
  ...NewsListItem
  content
}
    fragment NewsListItem on News {
  id
  title
  status
  notification
  send_mail
  creater {
    id
    first_name
    last_name
    level {
      id
      name
      order_total
      discount
    }
  }
  created_at
  updated_at
}`, {"fragmentName":"NewsDetail"});
export const NewsListDocument = new TypedDocumentString(`
    query NewsList($filter: NewsFilter) {
  news(filter: $filter) {
    count
    hits {
      ...NewsListItem
    }
  }
}
    fragment NewsListItem on News {
  id
  title
  status
  notification
  send_mail
  creater {
    id
    first_name
    last_name
    level {
      id
      name
      order_total
      discount
    }
  }
  created_at
  updated_at
}`);
export const NewsByIdDocument = new TypedDocumentString(`
    query NewsById($id: ID!) {
  newsById(id: $id) {
    ...NewsDetail
  }
}
    fragment NewsListItem on News {
  id
  title
  status
  notification
  send_mail
  creater {
    id
    first_name
    last_name
    level {
      id
      name
      order_total
      discount
    }
  }
  created_at
  updated_at
}
fragment NewsDetail on News {
  ...NewsListItem
  content
}`);
export const CreateNewsDocument = new TypedDocumentString(`
    mutation CreateNews($input: NewsInput!) {
  createNews(input: $input) {
    ...NewsDetail
  }
}
    fragment NewsListItem on News {
  id
  title
  status
  notification
  send_mail
  creater {
    id
    first_name
    last_name
    level {
      id
      name
      order_total
      discount
    }
  }
  created_at
  updated_at
}
fragment NewsDetail on News {
  ...NewsListItem
  content
}`);
export const UpdateNewsDocument = new TypedDocumentString(`
    mutation UpdateNews($id: ID!, $input: NewsInput!) {
  updateNews(id: $id, input: $input) {
    ...NewsDetail
  }
}
    fragment NewsListItem on News {
  id
  title
  status
  notification
  send_mail
  creater {
    id
    first_name
    last_name
    level {
      id
      name
      order_total
      discount
    }
  }
  created_at
  updated_at
}
fragment NewsDetail on News {
  ...NewsListItem
  content
}`);
export const DeleteNewsDocument = new TypedDocumentString(`
    mutation DeleteNews($id: ID!) {
  deleteNews(id: $id)
}
    `);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    NewsList: build.query<NewsListQuery, NewsListQueryVariables | void>({
      query: (variables) => ({ document: NewsListDocument as unknown as string, variables })
    }),
    NewsById: build.query<NewsByIdQuery, NewsByIdQueryVariables>({
      query: (variables) => ({ document: NewsByIdDocument as unknown as string, variables })
    }),
    CreateNews: build.mutation<CreateNewsMutation, CreateNewsMutationVariables>({
      query: (variables) => ({ document: CreateNewsDocument as unknown as string, variables })
    }),
    UpdateNews: build.mutation<UpdateNewsMutation, UpdateNewsMutationVariables>({
      query: (variables) => ({ document: UpdateNewsDocument as unknown as string, variables })
    }),
    DeleteNews: build.mutation<DeleteNewsMutation, DeleteNewsMutationVariables>({
      query: (variables) => ({ document: DeleteNewsDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useNewsListQuery, useLazyNewsListQuery, useNewsByIdQuery, useLazyNewsByIdQuery, useCreateNewsMutation, useUpdateNewsMutation, useDeleteNewsMutation } = injectedRtkApi;


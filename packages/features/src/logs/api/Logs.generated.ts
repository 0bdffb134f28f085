/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type LogFilter = {
  /** ISO date-time, inclusive */
  from?: string | null | undefined;
  /** page size, 25 by default */
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  /** matches the type, the data or message, and for activity the user's name or email */
  search?: string | null | undefined;
  /** ISO date-time, inclusive */
  to?: string | null | undefined;
  type?: string | null | undefined;
};

export type OutboxFilter = {
  /** page size, 25 by default, at most 100 */
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  /** matches the recipient, the subject or the text */
  search?: string | null | undefined;
  /** one recipient's address (case is ignored) */
  to?: string | null | undefined;
};

export type ActivityLogFieldsFragment = { id: string, type: string, old_data: string | null, new_data: string | null, created_at: string, user: { id: string, first_name: string, last_name: string, email: string } | null };

export type SystemLogFieldsFragment = { id: string, type: string, message: string, created_at: string };

export type ActivityLogsQueryVariables = Exact<{
  filter?: Types.LogFilter | null | undefined;
}>;


export type ActivityLogsQuery = { activityLogs: { count: number, hits: Array<{ id: string, type: string, old_data: string | null, new_data: string | null, created_at: string, user: { id: string, first_name: string, last_name: string, email: string } | null }> } };

export type SystemLogsQueryVariables = Exact<{
  filter?: Types.LogFilter | null | undefined;
}>;


export type SystemLogsQuery = { logs: { count: number, hits: Array<{ id: string, type: string, message: string, created_at: string }> } };

export type ActivityLogTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type ActivityLogTypesQuery = { activityLogTypes: Array<string> };

export type SystemLogTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type SystemLogTypesQuery = { logTypes: Array<string> };

export type OutboxMailFieldsFragment = { id: string, to: string, subject: string, text: string, html: string | null, created_at: string };

export type OutboxMailsQueryVariables = Exact<{
  filter?: Types.OutboxFilter | null | undefined;
}>;


export type OutboxMailsQuery = { outboxMails: { count: number, hits: Array<{ id: string, to: string, subject: string, text: string, html: string | null, created_at: string }> } };

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
export const ActivityLogFieldsFragmentDoc = new TypedDocumentString(`
    fragment ActivityLogFields on ActivityLog {
  id
  type
  old_data
  new_data
  created_at
  user {
    id
    first_name
    last_name
    email
  }
}
    `, {"fragmentName":"ActivityLogFields"});
export const SystemLogFieldsFragmentDoc = new TypedDocumentString(`
    fragment SystemLogFields on SystemLog {
  id
  type
  message
  created_at
}
    `, {"fragmentName":"SystemLogFields"});
export const OutboxMailFieldsFragmentDoc = new TypedDocumentString(`
    fragment OutboxMailFields on OutboxMail {
  id
  to
  subject
  text
  html
  created_at
}
    `, {"fragmentName":"OutboxMailFields"});
export const ActivityLogsDocument = new TypedDocumentString(`
    query ActivityLogs($filter: LogFilter) {
  activityLogs(filter: $filter) {
    count
    hits {
      ...ActivityLogFields
    }
  }
}
    fragment ActivityLogFields on ActivityLog {
  id
  type
  old_data
  new_data
  created_at
  user {
    id
    first_name
    last_name
    email
  }
}`);
export const SystemLogsDocument = new TypedDocumentString(`
    query SystemLogs($filter: LogFilter) {
  logs(filter: $filter) {
    count
    hits {
      ...SystemLogFields
    }
  }
}
    fragment SystemLogFields on SystemLog {
  id
  type
  message
  created_at
}`);
export const ActivityLogTypesDocument = new TypedDocumentString(`
    query ActivityLogTypes {
  activityLogTypes
}
    `);
export const SystemLogTypesDocument = new TypedDocumentString(`
    query SystemLogTypes {
  logTypes
}
    `);
export const OutboxMailsDocument = new TypedDocumentString(`
    query OutboxMails($filter: OutboxFilter) {
  outboxMails(filter: $filter) {
    count
    hits {
      ...OutboxMailFields
    }
  }
}
    fragment OutboxMailFields on OutboxMail {
  id
  to
  subject
  text
  html
  created_at
}`);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    ActivityLogs: build.query<ActivityLogsQuery, ActivityLogsQueryVariables | void>({
      query: (variables) => ({ document: ActivityLogsDocument as unknown as string, variables })
    }),
    SystemLogs: build.query<SystemLogsQuery, SystemLogsQueryVariables | void>({
      query: (variables) => ({ document: SystemLogsDocument as unknown as string, variables })
    }),
    ActivityLogTypes: build.query<ActivityLogTypesQuery, ActivityLogTypesQueryVariables | void>({
      query: (variables) => ({ document: ActivityLogTypesDocument as unknown as string, variables })
    }),
    SystemLogTypes: build.query<SystemLogTypesQuery, SystemLogTypesQueryVariables | void>({
      query: (variables) => ({ document: SystemLogTypesDocument as unknown as string, variables })
    }),
    OutboxMails: build.query<OutboxMailsQuery, OutboxMailsQueryVariables | void>({
      query: (variables) => ({ document: OutboxMailsDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useActivityLogsQuery, useLazyActivityLogsQuery, useSystemLogsQuery, useLazySystemLogsQuery, useActivityLogTypesQuery, useLazyActivityLogTypesQuery, useSystemLogTypesQuery, useLazySystemLogTypesQuery, useOutboxMailsQuery, useLazyOutboxMailsQuery } = injectedRtkApi;


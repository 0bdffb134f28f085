/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import * as Types from '../../api/types.generated';

import { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { baseApi } from '../../api/baseApi';
export type JobFieldsFragment = { id: string, kind: string, status: string, done: number, total: number | null, error: string | null, attempts: number, result: string | null };

export type JobQueryVariables = Exact<{
  id: string;
}>;


export type JobQuery = { job: { id: string, kind: string, status: string, done: number, total: number | null, error: string | null, attempts: number, result: string | null } };

export type RetryJobMutationVariables = Exact<{
  id: string;
}>;


export type RetryJobMutation = { retryJob: { id: string, kind: string, status: string, done: number, total: number | null, error: string | null, attempts: number, result: string | null } };

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
export const JobFieldsFragmentDoc = new TypedDocumentString(`
    fragment JobFields on BackgroundJob {
  id
  kind
  status
  done
  total
  error
  attempts
  result
}
    `, {"fragmentName":"JobFields"});
export const JobDocument = new TypedDocumentString(`
    query Job($id: ID!) {
  job(id: $id) {
    ...JobFields
  }
}
    fragment JobFields on BackgroundJob {
  id
  kind
  status
  done
  total
  error
  attempts
  result
}`);
export const RetryJobDocument = new TypedDocumentString(`
    mutation RetryJob($id: ID!) {
  retryJob(id: $id) {
    ...JobFields
  }
}
    fragment JobFields on BackgroundJob {
  id
  kind
  status
  done
  total
  error
  attempts
  result
}`);

const injectedRtkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    Job: build.query<JobQuery, JobQueryVariables>({
      query: (variables) => ({ document: JobDocument as unknown as string, variables })
    }),
    RetryJob: build.mutation<RetryJobMutation, RetryJobMutationVariables>({
      query: (variables) => ({ document: RetryJobDocument as unknown as string, variables })
    }),
  }),
});

export { injectedRtkApi as api };
export const { useJobQuery, useLazyJobQuery, useRetryJobMutation } = injectedRtkApi;


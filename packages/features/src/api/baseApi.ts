import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { graphqlRequestBaseQuery } from '@rtk-query/graphql-request-base-query';
import { ClientError, GraphQLClient } from 'graphql-request';
import type { DocumentNode } from 'graphql';

/** The one error shape every endpoint rejects with: what the user should read. */
export interface ApiError {
  message: string;
}

/** Options an embedding app passes to point the widgets at its API. */
export interface ApiConfig {
  /** The GraphQL endpoint; a relative path is resolved against the page's origin. */
  endpoint?: string;
  /** Supplies the bearer token when the embedder keeps it outside the session slice. */
  getToken?: () => string | null | undefined;
}

interface StateWithSession {
  session?: { token?: string | null };
}

/** graphql-request builds `new URL(endpoint)`, so a relative endpoint has to be made absolute first. */
export function resolveEndpoint(endpoint = '/query'): string {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return new URL(endpoint, origin).href;
}

let endpoint: string | undefined;
let externalToken: ApiConfig['getToken'];
let innerQuery: ReturnType<typeof buildInnerQuery> | undefined;

/** The absolute endpoint requests go to now (the default is /query on the page's origin). */
export function getApiEndpoint(): string {
  return endpoint ?? resolveEndpoint();
}

/** Points every endpoint at another API or token source; later requests use the new settings. */
export function configureApi(config: ApiConfig): void {
  if (config.endpoint !== undefined) endpoint = resolveEndpoint(config.endpoint);
  if ('getToken' in config) externalToken = config.getToken;
  innerQuery = undefined;
}

/** The first server message, or the HTTP status when the answer carried no GraphQL errors. */
export function toApiError(error: ClientError): ApiError {
  const first = error.response.errors?.[0]?.message;
  return { message: first ?? `Request failed with status ${error.response.status}` };
}

function buildInnerQuery() {
  return graphqlRequestBaseQuery<ApiError>({
    client: new GraphQLClient(getApiEndpoint()),
    prepareHeaders: (headers, { getState }) => {
      const token = externalToken
        ? externalToken()
        : (getState() as StateWithSession).session?.token;
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
    customErrors: toApiError,
  });
}

type GraphqlArgs = { document: string | DocumentNode; variables?: unknown };

/**
 * graphqlRequestBaseQuery maps server errors but rethrows everything else; catching here keeps
 * a single error shape, so a dropped connection reads like any other failure.
 */
const baseQuery: BaseQueryFn<GraphqlArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  innerQuery ??= buildInnerQuery();
  try {
    return await innerQuery(args, api, extraOptions);
  } catch (error) {
    if (api.signal.aborted) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    return { error: { message: `Network error: ${reason}` } };
  }
};

/** Cache tags the areas provide and invalidate. */
export const TAG_TYPES = [
  'Me',
  'Balance',
  'Site',
  'User',
  'SiteSettings',
  'SiteApiKey',
  'Attribute',
  'AttributeTerm',
  'Discount',
  'Policy',
  'UserLevel',
  'News',
  'Category',
  'AppSetting',
  'OrderExport',
  'ActivityLog',
  'SystemLog',
] as const;

/** The one RTK Query slice: areas inject their generated endpoints into it. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/** True for the error shape endpoints reject with (and for RTK's serialized errors that carry a message). */
export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' && value !== null && typeof (value as ApiError).message === 'string'
  );
}

/** The message of a failed call, or the fallback when it carried none. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message.trim() ? error.message : fallback;
}

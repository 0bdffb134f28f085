import { graphqlRequestBaseQuery } from '@rtk-query/graphql-request-base-query';
import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { createSlice } from '@reduxjs/toolkit';
import type { ClientError } from 'graphql-request';

/** The one error shape every endpoint rejects with: what the user should read. */
export interface ApiError {
  message: string;
  /** The server's error code (extensions.code), e.g. NOT_FOUND, when it gave one. */
  code?: string;
}

/** Where a store's widgets send their calls (createAppStore's `api` option, PodOfficeProvider). */
export interface ApiConfig {
  /** The GraphQL endpoint; a relative path is resolved against the page's origin. */
  endpoint?: string;
  /** Supplies the bearer token when the embedder keeps it outside the session slice. */
  getToken?: () => string | null | undefined;
}

/** An absolute endpoint, so requests go to the same place wherever the page itself lives. */
export function resolveEndpoint(endpoint = '/query'): string {
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return new URL(endpoint, origin).href;
}

/** The endpoint a store calls when it is given none: /query on the page's origin. */
export function defaultApiEndpoint(): string {
  return resolveEndpoint();
}

/**
 * The store's endpoint, kept in its state (not in a module variable) so two stores on one page,
 * an app's and an embedded widget's, each call their own API.
 */
export const apiConfigSlice = createSlice({
  name: 'apiConfig',
  initialState: () => ({ endpoint: defaultApiEndpoint() }),
  reducers: {},
  selectors: {
    selectApiEndpoint: (config) => config.endpoint,
  },
});

export const { selectApiEndpoint } = apiConfigSlice.selectors;

/** What a store hands its base query beside its state (the thunk's extra argument). */
export interface ApiExtra {
  getToken?: ApiConfig['getToken'];
}

interface StateWithSession {
  session?: { token?: string | null };
  apiConfig?: { endpoint: string };
}

/**
 * The name of the document's operation, as GraphQL over HTTP clients send it: servers log it and
 * mocks match on it. Generated documents start with their one operation, fragments after.
 */
export function operationNameOf(query: string): string | undefined {
  return /^\s*(?:query|mutation|subscription)\s+(\w+)/m.exec(query)?.[1];
}

/** The first server message, else what the transport says went wrong. */
function fromClientError(error: ClientError): ApiError {
  const first = error.response.errors?.[0];
  const code = first?.extensions?.code;
  if (first) return { message: first.message ?? '', ...(typeof code === 'string' ? { code } : {}) };
  return { message: `Request failed with status ${error.response.status}` };
}

/** graphql-request's client for one endpoint, made once per endpoint. */
const clients = new Map<string, ReturnType<typeof graphqlRequestBaseQuery<ApiError>>>();

function clientFor(endpoint: string) {
  let client = clients.get(endpoint);
  if (!client) {
    client = graphqlRequestBaseQuery<ApiError>({
      url: endpoint,
      prepareHeaders: (headers, { getState, extra }) => {
        const getToken = (extra as ApiExtra | undefined)?.getToken;
        const token = getToken ? getToken() : (getState() as StateWithSession).session?.token;
        if (token) headers.set('Authorization', `Bearer ${token}`);
        return headers;
      },
      customErrors: fromClientError,
    });
    clients.set(endpoint, client);
  }
  return client;
}

/** The generated endpoints pass their document (a string, or a TypedDocumentString) and variables. */
type GraphqlArgs = { document: string | { toString(): string }; variables?: unknown };

/**
 * GraphQL over graphql-request (through RTK Query's graphql-request base query, as the design
 * card names it): POST { query, variables, operationName } to the store's endpoint. Every failure,
 * a GraphQL error, an HTTP status or a dropped connection, becomes the one { message } shape.
 */
const baseQuery: BaseQueryFn<GraphqlArgs, unknown, ApiError> = async (
  { document, variables },
  api,
  extraOptions,
) => {
  const endpoint = (api.getState() as StateWithSession).apiConfig?.endpoint ?? defaultApiEndpoint();
  try {
    // TypedDocumentString is a String object, which graphql-request would take for a parsed AST.
    const result = await clientFor(endpoint)(
      { document: String(document), variables },
      api,
      extraOptions as object,
    );
    return result.error ? { error: result.error } : { data: result.data };
  } catch (error) {
    // The published base query rethrows what is not a GraphQL/HTTP answer: a dropped connection.
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
  'Carrier',
  'ProductType',
  'Customer',
  'Dashboard',
  'Order',
  'Tracking',
  'ExternalOrder',
  'ImportHistory',
  'Products',
  'SavedView',
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

/** Whether a failed call says the thing asked for does not exist (or is not the caller's to see). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.code === 'NOT_FOUND';
}

/** The message of a failed call, or the fallback when it carried none. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message.trim() ? error.message : fallback;
}

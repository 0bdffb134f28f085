import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';

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

/** An absolute endpoint, so requests go to the same place wherever the page itself lives. */
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

/** What a GraphQL server answers (GraphQL over HTTP): data, errors, or both. */
interface GraphqlResponse {
  data?: unknown;
  errors?: { message?: string }[];
}

/** The first GraphQL error's message ('' when it has none), or undefined when there is no error. */
function firstGraphqlError(body: unknown): string | undefined {
  const errors = (body as GraphqlResponse | null | undefined)?.errors;
  return Array.isArray(errors) && errors.length > 0 ? (errors[0]?.message ?? '') : undefined;
}

/** The first server message, else what the transport says went wrong. */
export function toApiError(error: FetchBaseQueryError): ApiError {
  const message = firstGraphqlError(error.data);
  if (message !== undefined) return { message };
  if (error.status === 'FETCH_ERROR') return { message: `Network error: ${error.error}` };
  const status = 'originalStatus' in error ? error.originalStatus : error.status;
  return { message: `Request failed with status ${status}` };
}

function buildInnerQuery() {
  return fetchBaseQuery({
    baseUrl: getApiEndpoint(),
    prepareHeaders: (headers, { getState }) => {
      const token = externalToken
        ? externalToken()
        : (getState() as StateWithSession).session?.token;
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });
}

/**
 * The name of the document's operation, sent along as GraphQL over HTTP clients do: servers log
 * it and mocks match on it. Generated documents start with their one operation, fragments after.
 */
export function operationNameOf(query: string): string | undefined {
  return /^\s*(?:query|mutation|subscription)\s+(\w+)/m.exec(query)?.[1];
}

/** The generated endpoints pass their document (a string, or a TypedDocumentString) and variables. */
type GraphqlArgs = { document: string | { toString(): string }; variables?: unknown };

/**
 * GraphQL over RTK Query's own fetchBaseQuery: POST { query, variables } and read { data, errors }.
 * A GraphQL client library would add ~3 kB gzipped to every page for what these lines do (the
 * documents are generated strings, so nothing needs parsing). Every failure, a GraphQL error, an
 * HTTP status or a dropped connection, becomes the one { message } shape.
 */
const baseQuery: BaseQueryFn<GraphqlArgs, unknown, ApiError> = async (
  { document, variables },
  api,
  extraOptions,
) => {
  innerQuery ??= buildInnerQuery();
  const query = String(document);
  const result = await innerQuery(
    { url: '', method: 'POST', body: { query, variables, operationName: operationNameOf(query) } },
    api,
    extraOptions as object,
  );
  if (result.error) return { error: toApiError(result.error) };
  const message = firstGraphqlError(result.data);
  if (message !== undefined) return { error: { message } };
  return { data: (result.data as GraphqlResponse | null)?.data };
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

import { HttpResponse } from 'msw';
import {
  graphql,
  type GraphQLLink,
  type GraphQLQuery,
  type GraphQLResponseBody,
} from 'msw/graphql';
import { defaultApiEndpoint } from '../api/baseApi';

/**
 * The GraphQL link mock handlers answer on: the same absolute endpoint the base API calls, so
 * jest (msw/node) and Storybook (the service worker) intercept exactly what the widgets send.
 */
export function apiLink(): GraphQLLink {
  return graphql.link(defaultApiEndpoint());
}

/**
 * The server's failure shape: a list of errors whose first item carries the message,
 * and the server's code in extensions when it gives one (NOT_FOUND for what does not exist).
 */
export function graphqlError(message: string, code?: string) {
  return HttpResponse.json<GraphQLResponseBody<GraphQLQuery>>({
    errors: [{ message, ...(code ? { extensions: { code } } : {}) }],
  });
}

/** Holds the request open forever: the loading state of a screen. */
export function neverResolves(): Promise<never> {
  return new Promise<never>(() => {});
}

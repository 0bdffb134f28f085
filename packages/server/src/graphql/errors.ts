import { GraphQLError } from 'graphql';
import { SERVER_MESSAGES, firstValidationError } from '@podoffice/domain';
import type { AnySchema, InferType } from 'yup';
import { PlatformError } from '../platforms/http';

// Expected failures are GraphQLErrors, which Yoga passes through as errors[0].message; anything
// else is a bug and stays masked. The code lets a client branch without matching on text.
type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  // An outside service (a partner's API) could not be reached or refused: not the caller's fault.
  | 'BAD_GATEWAY';

/** A shop that could not be reached or refused: its message (safe to show), as BAD_GATEWAY. */
export function platformFailure(error: unknown): never {
  if (error instanceof PlatformError) throw clientError(error.message, 'BAD_GATEWAY');
  throw error;
}

export function clientError(message: string, code: ErrorCode): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

/**
 * HTTP 429 with Retry-After (Yoga takes the status and headers from `extensions.http` and leaves
 * them out of the answer's body); the message says when to come back.
 */
export function tooManyRequests(message: string, retryAt: Date, now: Date): GraphQLError {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  return new GraphQLError(message, {
    extensions: {
      code: 'TOO_MANY_REQUESTS',
      http: { status: 429, headers: { 'Retry-After': String(seconds) } },
    },
  });
}

export const badInput = (message: string) => clientError(message, 'BAD_USER_INPUT');
export const notFound = (message: string) => clientError(message, 'NOT_FOUND');
export const forbidden = (message: string = SERVER_MESSAGES.forbidden) =>
  clientError(message, 'FORBIDDEN');
export const notSignedIn = () => clientError(SERVER_MESSAGES.notSignedIn, 'UNAUTHENTICATED');

/** A unique constraint refused the write (PostgreSQL code 23505; drizzle wraps the driver's error). */
/** The unique index a write broke (PostgreSQL and PGlite name it), or undefined for another error. */
export function uniqueViolationOf(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') {
      const constraint = (e as { constraint?: unknown }).constraint;
      return typeof constraint === 'string' ? constraint : '';
    }
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Validates with a domain Yup schema; the first message in field order becomes the error. */
export async function validated<S extends AnySchema>(
  schema: S,
  value: unknown,
): Promise<InferType<S>> {
  const message = await firstValidationError(schema, value);
  if (message) throw badInput(message);
  return schema.validate(value) as Promise<InferType<S>>;
}

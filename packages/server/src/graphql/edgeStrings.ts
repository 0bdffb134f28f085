import { SERVER_MESSAGES } from '@podoffice/domain';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

// A NUL character can be neither stored in a PostgreSQL text column nor shown: the driver's error
// used to surface as a 500 with the SQL in the log. The document may carry it escaped (\u0000 in
// a string literal), the variables as the character itself.
const ESCAPED_NUL = /\\u0000/i;

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\0') || holdsNul(item));
  }
  return false;
}

/** Refuses a request with a NUL character anywhere in it before it is parsed or run. */
export function rejectNulCharacters(): Plugin {
  return {
    onParams({ params, setResult }) {
      const query = params.query ?? '';
      if (query.includes('\0') || ESCAPED_NUL.test(query) || holdsNul(params.variables)) {
        setResult({
          errors: [
            new GraphQLError(SERVER_MESSAGES.nulCharacter, {
              extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
            }),
          ],
        });
      }
    },
  };
}

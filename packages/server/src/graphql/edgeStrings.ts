import { LIMITS, SERVER_MESSAGES } from '@podoffice/domain';
import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';

// A NUL character can be neither stored in a PostgreSQL text column nor shown: the driver's error
// used to surface as "Unexpected error." with the text in the log. A document can spell it in
// many ways (\u0000, \u{0}, \u{000000}), so the check reads the values the parser decoded, never
// a pattern on the request's text. A lone surrogate (JSON's "\udfff") is refused for the same
// reason: PostgreSQL's UTF-8 columns and jsonb refuse it deep inside a write. And no text may be
// longer than the longest field takes (LIMITS.textMax): a 1 MB sku failed inside the database.

const refusal = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

/** The message refusing a text the database cannot hold, or undefined. */
function textRefusal(value: string): string | undefined {
  if (value.includes('\0')) return SERVER_MESSAGES.nulCharacter;
  if (!value.isWellFormed()) return SERVER_MESSAGES.illFormedText;
  return undefined;
}

/** The message refusing a value's string, or undefined when it may go on to its field's rules. */
function stringRefusal(value: string): string | undefined {
  if (value.length > LIMITS.textMax) return SERVER_MESSAGES.textTooLong;
  return textRefusal(value);
}

/**
 * The first refusal among the strings of a decoded JSON value (keys included): also what the
 * JSON endpoints outside GraphQL (the order API) check their bodies with.
 */
export function valueRefusal(value: unknown): string | undefined {
  if (typeof value === 'string') return stringRefusal(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const message = valueRefusal(item);
      if (message) return message;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const message = stringRefusal(key) ?? valueRefusal(item);
      if (message) return message;
    }
  }
  return undefined;
}

/** Every string literal of the document, as the parser decoded its escapes. */
function literalStringsRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      const message = stringRefusal(node.value);
      if (message) context.reportError(refusal(message));
    },
  };
}

/**
 * Refuses a request whose strings the database cannot take: the request's own fields and its
 * variables (decoded from JSON) before parsing, the document's string literals (decoded by the
 * parser) while it is validated, so nothing runs.
 */
export function checkRequestStrings(): Plugin {
  return {
    onParams({ params, setResult }) {
      // The document's length is the operation limits' business (tokens), not a text's.
      const message =
        textRefusal(params.query ?? '') ??
        valueRefusal([params.operationName ?? '', params.variables, params.extensions]);
      if (message) setResult({ errors: [refusal(message)] });
    },
    onValidate({ addValidationRule }) {
      addValidationRule(literalStringsRule);
    },
  };
}

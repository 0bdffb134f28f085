/** The errors an error wraps, outermost first: GraphQL's originalError, then each cause. */
function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = error; e && typeof e === 'object' && !chain.includes(e);) {
    chain.push(e);
    const { originalError, cause } = e as { originalError?: unknown; cause?: unknown };
    e = originalError ?? cause;
  }
  return chain;
}

const textOf = (e: unknown, key: string): string | undefined => {
  const value = (e as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
};

/**
 * What the server's log says of an error that is not a refusal. A failed query is logged by its
 * statement and PostgreSQL's error code only: its parameters, and the database's own message and
 * detail, quote the values written (a customer's name, email, phone and address). Any other error
 * is logged with its stack, where the bug is.
 */
export function unexpectedErrorLine(error: unknown): string {
  const chain = chainOf(error);
  const innermost = chain.at(-1);
  const code = chain.map((e) => textOf(e, 'code')).find((c) => c && SQLSTATE.test(c));
  // drizzle's DrizzleQueryError carries the statement as `query` and the values as `params`.
  const failedQuery = chain.find(
    (e) => textOf(e, 'query') !== undefined && 'params' in (e as object),
  );
  if (failedQuery)
    return `database error ${code ?? '(no code)'} in: ${textOf(failedQuery, 'query')}`;
  // The driver's own error (pg and PGlite set severity): its message may quote a value too.
  if (code && chain.some((e) => 'severity' in (e as object))) {
    return `database error ${code} at:\n${framesOf(innermost)}`;
  }
  if (innermost instanceof Error)
    return innermost.stack ?? `${innermost.name}: ${innermost.message}`;
  return String(innermost);
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The call frames of an error's stack, without the message line above them. */
function framesOf(error: unknown): string {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

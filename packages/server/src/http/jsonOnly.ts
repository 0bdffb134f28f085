import type { IncomingMessage, ServerResponse } from 'node:http';

// A web page can send a cross-site POST without a CORS preflight only with text/plain, form or
// multipart bodies. Accepting nothing but JSON leaves other sites no way to fire a mutation from
// a visitor's browser.
const JSON_TYPES = new Set(['application/json', 'application/graphql-response+json']);

/**
 * Whether a POST says its body is JSON (charset and other parameters aside). The GraphQL over
 * HTTP media type is JSON too; Yoga reads bodies of application/json, so it is told that.
 */
export function isJsonPost(req: IncomingMessage): boolean {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!JSON_TYPES.has(type)) return false;
  if (type !== 'application/json') req.headers['content-type'] = 'application/json';
  return true;
}

export function sendNotJson(res: ServerResponse): void {
  res.writeHead(415, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(
    JSON.stringify({
      errors: [{ message: 'POST requests to /query must send application/json' }],
    }),
  );
}

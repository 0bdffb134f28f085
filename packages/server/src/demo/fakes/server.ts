import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a fake platform received, for tests to check what the API sent. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeRequest extends RecordedRequest {
  /** The shop's host name: the first path segment (`/{shop}/admin/...`). */
  shop: string;
  /** The path after the shop segment. */
  route: string;
}

export type FakeHandler = (req: FakeRequest, res: ServerResponse) => void | Promise<void>;

export interface RunningFake {
  /** http://127.0.0.1:port, the base URL the API is pointed at (SHOPIFY_BASE_URL and the like). */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Read-only views of what a fake recorded, by name, served as JSON at `GET /__recorded/{name}`.
 *
 * Test-only, and only on these fakes (never on the API): the end-to-end run starts the fakes in a
 * process of their own (serve.ts), so a journey cannot read their maps (a fake shop's fulfilments,
 * a WooCommerce shop's notes) as the server tests do; it asks this route instead.
 */
export type RecordedViews = Record<string, () => unknown>;

/** The first path segment of the introspection route (see RecordedViews). */
export const RECORDED_SEGMENT = '__recorded';

/**
 * An HTTP server on 127.0.0.1 whose paths start with the shop's host name, like the API's override;
 * `GET /__recorded/{name}` answers `views[name]()` (RecordedViews).
 */
export async function startFake(
  handler: FakeHandler,
  views: RecordedViews = {},
): Promise<RunningFake> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const [, shop = '', ...rest] = url.pathname.split('/');
      // Answered before the shop routing, and not added to `requests` (the API never sends it).
      // No shop can be called __recorded: a shop's host name has a dot and no underscore.
      if (shop === RECORDED_SEGMENT) {
        const [name = '', ...more] = rest;
        const view = more.length === 0 && Object.hasOwn(views, name) ? views[name] : undefined;
        if (!view) return json(res, 404, { errors: 'No such record' });
        if (req.method !== 'GET') return json(res, 405, { errors: 'Read-only' }, { allow: 'GET' });
        return json(res, 200, view());
      }
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: await readBody(req),
      };
      requests.push(recorded);
      await handler({ ...recorded, shop, route: `/${rest.join('/')}` }, res);
    })().catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) json(res, 500, { errors: 'fake failed' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function json(res: ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** A small page with a title and an h1 of the same text. */
export function html(res: ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head>` +
      `<body><main><h1>${escape(title)}</h1>${body}</main></body></html>`,
  );
}

export function redirect(res: ServerResponse, location: string) {
  res.writeHead(302, { location });
  res.end();
}

export function escape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Hidden inputs carrying a query through a form. */
export function hiddenFields(query: URLSearchParams): string {
  return [...query.entries()]
    .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
    .join('');
}

import type { IncomingMessage, ServerResponse } from 'node:http';

/** A JSON answer that no cache keeps. */
export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify(body));
}

/** A request body over the limit its reader set. */
export class BodyTooLarge extends Error {}

/** A request's body as text, refusing (BodyTooLarge) one longer than `maxBytes`. */
export async function readBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  return (await readRawBody(req, maxBytes)).toString('utf8');
}

/** A request's body as its bytes (what a webhook's signature covers), like readBody. */
export function readRawBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        reject(new BodyTooLarge(`The request body is over ${maxBytes} bytes`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

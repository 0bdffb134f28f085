import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A one-pixel PNG's first bytes: what a design host serves and a download stores. */
export const DESIGN_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);

/**
 * A shop's design host on 127.0.0.1 (the tests' downloads run with FILES_DOWNLOAD_PRIVATE=allow):
 * /front.png is a PNG; anything else 404.
 */
export async function startDesignHost(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    if (req.url === '/front.png') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': DESIGN_PNG.length });
      return res.end(DESIGN_PNG);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

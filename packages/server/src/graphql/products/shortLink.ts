import type { IncomingMessage, ServerResponse } from 'node:http';
import { asc, eq } from 'drizzle-orm';
import { productStores, products } from '../../db/schema';
import type { Services } from '../context';
import { sendJson } from '../../http/json';
import { SHORT_LINK_PATH } from './list';

// A product's short link (§3 short_link): GET /p/{code} answers a redirect to the product's page
// on its first shop. The code is random (products.short_code), so links cannot be walked.
const CODE = /^[A-Za-z0-9_-]{1,32}$/;

export function isShortLinkPath(path: string): boolean {
  return path.startsWith(`${SHORT_LINK_PATH}/`);
}

export async function handleShortLink(
  services: Services,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  const code = path.slice(SHORT_LINK_PATH.length + 1);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    return sendJson(res, 405, { error: 'method not allowed' });
  }
  if (!CODE.test(code)) return sendJson(res, 404, { error: 'not found' });
  const [found] = await services.db
    .select({ permalink: productStores.permalink })
    .from(products)
    .innerJoin(productStores, eq(productStores.productId, products.id))
    .where(eq(products.shortCode, code))
    .orderBy(asc(productStores.id))
    .limit(1);
  if (!found?.permalink || !/^https?:\/\//i.test(found.permalink)) {
    return sendJson(res, 404, { error: 'not found' });
  }
  res.writeHead(302, { location: found.permalink, 'cache-control': 'no-store' });
  res.end();
}

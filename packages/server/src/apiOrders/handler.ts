import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, eq, inArray } from 'drizzle-orm';
import { orderIdLabel, orderRowErrors, type OrderRowInput } from '@podoffice/domain';
import { hitThrottle } from '../auth/throttle';
import { valueRefusal } from '../graphql/edgeStrings';
import { productTypePrintAreas, sites } from '../db/schema';
import { unexpectedErrorLine } from '../errorLog';
import type { Services } from '../graphql/context';
import { BodyTooLarge, readBody, sendJson } from '../http/json';
import { downloadArrivingDesigns } from '../orders/arrivingDesigns';
import { createOrders, OrderDraftError, type OrderDraft } from '../orders/createOrder';
import { orderableVariants } from '../orders/variantChecks';

/** Where an API site's system sends its orders (README, "Orders from an API site"). */
export const API_ORDERS_PATH = '/api/v1/orders';

/** An order of a few lines is a few kilobytes; 100 lines with addresses stay far below this. */
const MAX_BODY_BYTES = 256 * 1024;
/** Lines one request may carry. */
const MAX_ITEMS = 100;

export const API_ORDER_MESSAGES = {
  badKey: 'Invalid API key: use the key of an API site (Sites, Generate Api key)',
  tooManyTries: 'Too many requests with a wrong API key: try again later',
  notJson: 'The body must be a JSON object',
  noItems: `An order needs 1 to ${MAX_ITEMS} items`,
  itemId: 'Each item needs its own item_id',
  variantNotFound: 'Product type variant not found',
  variantInactive: 'This product type variant is not active',
  typePaused: 'This product type is paused',
  inactiveSite: 'This site is inactive',
  designArea: (name: string, areas: string[]) =>
    `The design '${name}' is not a print area of this product type (${areas.join(', ') || 'none'})`,
} as const;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() || null : null;

interface ApiItem {
  itemId: string;
  row: OrderRowInput;
  price: number;
  designs: { name: string; url: string }[];
}

/**
 * Reads the body into rows the domain's rules check (spec 2 §5's CSV row rules: an API order line
 * is held to the same), naming each problem by the item it is in.
 */
function readItems(body: Json): { items: ApiItem[] } | { error: string; item?: string } {
  const shipping = isObject(body.shipping) ? body.shipping : {};
  const items = Array.isArray(body.items) ? body.items : [];
  if (items.length === 0 || items.length > MAX_ITEMS) return { error: API_ORDER_MESSAGES.noItems };
  const read: ApiItem[] = [];
  const seen = new Set<string>();
  for (const raw of items) {
    const item = isObject(raw) ? raw : {};
    const itemId = str(item.item_id);
    if (!itemId || seen.has(itemId) || itemId.length > 255) {
      return { error: API_ORDER_MESSAGES.itemId };
    }
    seen.add(itemId);
    const designs = Array.isArray(item.designs) ? item.designs.filter(isObject) : [];
    const row: OrderRowInput = {
      orderNumber: str(body.order_id),
      variantId: str(item.variant_id),
      shippingMethod: str(shipping.method),
      quantity: str(item.quantity),
      lastName: str(shipping.last_name),
      address1: str(shipping.address1),
      zipCode: str(shipping.zip),
      countryCode: str(shipping.country_code),
      city: str(shipping.city),
      state: str(shipping.state) ?? str(shipping.state_code),
      designs: designs.map((d) => ({ name: str(d.name), design_link: str(d.url) })),
    };
    const problem = orderRowErrors(row)[0];
    if (problem) return { error: problem.message, item: itemId };
    const price = Number(item.price ?? 0);
    if (!Number.isFinite(price) || price < 0 || price > 100_000) {
      return { error: 'Price is not correct, please check again.', item: itemId };
    }
    read.push({
      itemId,
      row,
      price,
      designs: designs.map((d) => ({ name: str(d.name) ?? '', url: str(d.url)! })),
    });
  }
  return { items: read };
}

/**
 * Orders from an API site (issue 26, spec 1's Generate Api key): `POST /api/v1/orders` with the
 * site's key in `X-Api-Key` and one order of 1 to 100 items, each a product type variant of the
 * catalogue. Idempotent on the seller's order id and item id (the orders' unique index): sending
 * the same order again answers the orders it made (200) and makes none. Designs given by address
 * are downloaded by the design-download job onto the print areas of the same name. Answers JSON:
 * 201 with the orders, 400 naming the item and what to fix, 401 for a wrong key (30 a minute per
 * client, then 429).
 */
export async function handleApiOrders(
  services: Services,
  req: IncomingMessage,
  res: ServerResponse,
  clientAddress: string,
): Promise<void> {
  try {
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'method not allowed' });
    const key = req.headers['x-api-key'];
    const [site] =
      typeof key === 'string' && /^[\w-]{16,128}$/.test(key)
        ? await services.db
            .select({
              id: sites.id,
              userId: sites.userId,
              platform: sites.platform,
              status: sites.status,
            })
            .from(sites)
            .where(and(eq(sites.apiKey, key), eq(sites.platform, 'api')))
        : [];
    if (!site) {
      const hit = await hitThrottle(
        services.db,
        `api-orders-key:${clientAddress}`,
        services.throttles.authCallsPerClient,
        services.now(),
      );
      await readBody(req, MAX_BODY_BYTES).catch(() => undefined);
      if (!hit.allowed) return sendJson(res, 429, { error: API_ORDER_MESSAGES.tooManyTries });
      return sendJson(res, 401, { error: API_ORDER_MESSAGES.badKey });
    }
    if (!site.status) return sendJson(res, 403, { error: API_ORDER_MESSAGES.inactiveSite });
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req, MAX_BODY_BYTES));
    } catch (error) {
      if (error instanceof BodyTooLarge) throw error;
      return sendJson(res, 400, { error: API_ORDER_MESSAGES.notJson });
    }
    if (!isObject(body)) return sendJson(res, 400, { error: API_ORDER_MESSAGES.notJson });
    // The GraphQL edge's rule for every string (NULs, broken Unicode, over-long texts).
    const unfit = valueRefusal(body);
    if (unfit) return sendJson(res, 400, { error: unfit });
    const read = readItems(body);
    if ('error' in read) return sendJson(res, 400, read);

    const refusal = await catalogueRefusal(services, read.items);
    if (refusal) return sendJson(res, 400, refusal);
    const shipping = isObject(body.shipping) ? body.shipping : {};
    const customer = isObject(body.customer) ? body.customer : {};
    const billing = isObject(body.billing) ? body.billing : null;
    const address = (a: Json) => ({
      firstName: str(a.first_name),
      lastName: str(a.last_name),
      company: str(a.company),
      phone: str(a.phone),
      address1: str(a.address1),
      address2: str(a.address2),
      city: str(a.city),
      state: str(a.state),
      stateCode: str(a.state_code),
      zip: str(a.zip),
      country: str(a.country),
      countryCode: str(a.country_code),
    });
    const orderId = str(body.order_id)!;
    const drafts: OrderDraft[] = read.items.map((item) => ({
      siteId: site.id,
      originId: orderId,
      originItem: item.itemId,
      originNumber: str(body.order_number) ?? orderId,
      originSku: null,
      productTypeVariantId: Number(item.row.variantId),
      quantity: Number(item.row.quantity),
      priceCents: Math.round(item.price * 100),
      customer: {
        firstName: str(customer.first_name) ?? str(shipping.first_name),
        lastName: str(customer.last_name) ?? str(shipping.last_name),
        email: str(customer.email),
        phone: str(customer.phone) ?? str(shipping.phone),
      },
      billing: billing ? address(billing) : address(shipping),
      shipping: { ...address(shipping), methodTitle: str(shipping.method) },
    }));
    let made;
    try {
      made = await createOrders(services.db, drafts, {
        userId: site.userId,
        source: 'Order API',
        now: services.now(),
      });
    } catch (error) {
      if (error instanceof OrderDraftError) {
        return sendJson(res, 400, {
          error: error.message,
          item: read.items[error.index]?.itemId,
        });
      }
      throw error;
    }
    await downloadArrivingDesigns(services, site.userId, made, (i) => read.items[i]!.designs);
    const created = made.some((m) => m.created);
    return sendJson(res, created ? 201 : 200, {
      orders: made.map((m, i) => ({
        id: orderIdLabel(m.id),
        order_id: m.id,
        item_id: read.items[i]!.itemId,
        created: m.created,
      })),
    });
  } catch (error) {
    if (error instanceof BodyTooLarge) return sendJson(res, 413, { error: 'body too large' });
    console.error(`Order API failed: ${unexpectedErrorLine(error)}`);
    if (!res.headersSent) sendJson(res, 500, { error: 'unexpected error' });
  }
}

/**
 * Each item's variant must exist, be active and be of an active product type, and each design must
 * name one of that type's print areas (it is downloaded onto it).
 */
async function catalogueRefusal(services: Services, items: ApiItem[]) {
  const { refusals, typeOf } = await orderableVariants(
    services.db,
    items.map((i) => Number(i.row.variantId)),
  );
  const typeIds = [...new Set(typeOf.values())];
  const areas = typeIds.length
    ? await services.db
        .select({ typeId: productTypePrintAreas.productTypeId, title: productTypePrintAreas.title })
        .from(productTypePrintAreas)
        .where(inArray(productTypePrintAreas.productTypeId, typeIds))
    : [];
  const messages = {
    notFound: API_ORDER_MESSAGES.variantNotFound,
    inactive: API_ORDER_MESSAGES.variantInactive,
    typePaused: API_ORDER_MESSAGES.typePaused,
  };
  for (const item of items) {
    const id = Number(item.row.variantId);
    const refusal = refusals.get(id);
    if (refusal) return { error: messages[refusal], item: item.itemId };
    const titles = areas.filter((a) => a.typeId === typeOf.get(id)).map((a) => a.title);
    const unknown = item.designs.find(
      (d) => !titles.some((t) => t.trim().toLowerCase() === d.name.trim().toLowerCase()),
    );
    if (unknown) {
      return { error: API_ORDER_MESSAGES.designArea(unknown.name, titles), item: item.itemId };
    }
  }
  return null;
}

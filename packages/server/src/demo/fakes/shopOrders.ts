import { createHmac, randomUUID } from 'node:crypto';
import type { FakeProduct } from './catalogue';

/**
 * The orders of a fake shop (Shopify, ShopBase or WooCommerce): a shopper's order is placed
 * (`place`, or POST /{shop}/__orders from a journey in another process), kept for the order
 * endpoints Fetch Orders reads, and delivered to the shop's webhooks of the order-created topic,
 * signed as the platform signs them and retried with a growing wait on any answer but 2xx, as
 * the real platforms do (over hours there; here over a few seconds).
 */

/** What a test asks for: lines of the shop's catalogue variants (or of unknown ones). */
export interface FakeOrderInput {
  lines: { variantId: number; quantity?: number; properties?: { name: string; value: string }[] }[];
  email?: string;
  firstName?: string;
  lastName?: string;
}

/** One delivery of a webhook, as the fake made it: what a test reads back. */
export interface FakeDelivery {
  topic: string;
  address: string;
  deliveryId: string;
  orderId: number;
  attempts: number;
  /** The last answer's HTTP status; null when the API could not be reached. */
  status: number | null;
}

export interface FakeOrderHook {
  topic: string;
  address: string;
  /** WooCommerce: the secret given at registration. */
  secret?: string;
}

type Platform = 'shopify' | 'shopbase' | 'woocommerce';

const RETRY_DELAYS_MS = [200, 400, 800, 1600];

const ADDRESS = {
  first_name: 'Jane',
  last_name: 'Shopper',
  address1: '1 Market Street',
  address2: '',
  city: 'San Francisco',
  province: 'California',
  province_code: 'CA',
  zip: '94105',
  country: 'United States',
  country_code: 'US',
  phone: '+1 415 555 0100',
};

export function createFakeOrderBook(options: {
  platform: Platform;
  productsOf(shop: string): FakeProduct[];
  /** Shopify and ShopBase sign with the app's secret. */
  appSecret?: string;
}) {
  const orders = new Map<string, Record<string, unknown>[]>();
  const deliveries: FakeDelivery[] = [];
  let nextOrderId = options.platform === 'woocommerce' ? 4100 : 5_100_000_001;
  let nextLineId = 9_100_000_001;
  let nextNumber = 1001;
  const createdTopic = options.platform === 'woocommerce' ? 'order.created' : 'orders/create';

  function variantOf(shop: string, id: number) {
    for (const product of options.productsOf(shop)) {
      const variant = product.variants.find((v) => v.id === id);
      if (variant) return { product, variant };
    }
    return undefined;
  }

  function build(shop: string, input: FakeOrderInput): Record<string, unknown> {
    const id = nextOrderId++;
    const number = nextNumber++;
    const createdAt = new Date().toISOString();
    const email = input.email ?? 'jane.shopper@example.com';
    const names = { first_name: input.firstName ?? 'Jane', last_name: input.lastName ?? 'Shopper' };
    const lines = input.lines.map((line) => {
      const known = variantOf(shop, line.variantId);
      return {
        id: nextLineId++,
        productId: known?.product.id ?? Math.floor(line.variantId / 10),
        variantId: line.variantId,
        sku: known?.variant.sku ?? `SKU-${line.variantId}`,
        title: known?.product.title ?? `Product ${line.variantId}`,
        variantTitle: known?.variant.title ?? null,
        quantity: line.quantity ?? 1,
        price: known?.variant.price ?? '15.00',
        properties: line.properties ?? [],
      };
    });
    if (options.platform === 'woocommerce') {
      const address = {
        ...names,
        company: '',
        address_1: ADDRESS.address1,
        address_2: '',
        city: ADDRESS.city,
        state: ADDRESS.province_code,
        postcode: ADDRESS.zip,
        country: ADDRESS.country_code,
        phone: ADDRESS.phone,
      };
      return {
        id,
        number: String(number),
        status: 'processing',
        date_created_gmt: createdAt.slice(0, 19),
        billing: { ...address, email },
        shipping: address,
        shipping_lines: [{ method_title: 'Flat rate' }],
        line_items: lines.map((l) => ({
          id: l.id,
          name: l.title,
          product_id: l.productId,
          variation_id: l.variantId,
          quantity: l.quantity,
          sku: l.sku,
          price: Number(l.price),
          meta_data: l.properties.map((p) => ({ key: p.name, value: p.value })),
        })),
      };
    }
    const address = { ...ADDRESS, ...names };
    return {
      id,
      name: `#${number}`,
      order_number: number,
      email,
      created_at: createdAt,
      financial_status: 'paid',
      tags: '',
      customer: { ...names, email },
      billing_address: address,
      shipping_address: address,
      shipping_lines: [{ title: 'Standard' }],
      line_items: lines.map((l) => ({
        id: l.id,
        product_id: l.productId,
        variant_id: l.variantId,
        sku: l.sku,
        title: l.title,
        variant_title: l.variantTitle,
        quantity: l.quantity,
        price: l.price,
        properties: l.properties,
      })),
    };
  }

  function headersFor(
    hook: FakeOrderHook,
    body: string,
    deliveryId: string,
    shop: string,
  ): Record<string, string> {
    if (options.platform === 'woocommerce') {
      return {
        'x-wc-webhook-topic': hook.topic,
        'x-wc-webhook-delivery-id': deliveryId,
        'x-wc-webhook-source': `https://${shop}/`,
        'x-wc-webhook-signature': createHmac('sha256', hook.secret ?? '')
          .update(body)
          .digest('base64'),
      };
    }
    const prefix = options.platform === 'shopify' ? 'x-shopify' : 'x-shopbase';
    return {
      [`${prefix}-topic`]: hook.topic,
      [`${prefix}-webhook-id`]: deliveryId,
      [`${prefix}-shop-domain`]: shop,
      [`${prefix}-triggered-at`]: new Date().toISOString(),
      [`${prefix}-hmac-sha256`]: createHmac('sha256', options.appSecret ?? '')
        .update(body)
        .digest('base64'),
    };
  }

  async function deliver(shop: string, hook: FakeOrderHook, order: Record<string, unknown>) {
    const body = JSON.stringify(order);
    const delivery: FakeDelivery = {
      topic: hook.topic,
      address: hook.address,
      deliveryId: randomUUID(),
      orderId: Number(order.id),
      attempts: 0,
      status: null,
    };
    deliveries.push(delivery);
    for (let attempt = 0; ; attempt++) {
      delivery.attempts += 1;
      try {
        const res = await fetch(hook.address, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...headersFor(hook, body, delivery.deliveryId, shop),
          },
          body,
          signal: AbortSignal.timeout(5_000),
        });
        await res.body?.cancel();
        delivery.status = res.status;
        if (res.ok) return;
      } catch {
        delivery.status = null;
      }
      const wait = RETRY_DELAYS_MS[attempt];
      if (wait === undefined) return;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  return {
    orders,
    deliveries,
    /** Places an order and delivers it to `hooks` of the created topic (not awaited). */
    place(shop: string, input: FakeOrderInput, hooks: FakeOrderHook[]) {
      const order = build(shop, input);
      orders.set(shop, [...(orders.get(shop) ?? []), order]);
      for (const hook of hooks.filter((h) => h.topic === createdTopic)) {
        void deliver(shop, hook, order);
      }
      return order;
    },
    /** The shop's orders by id (ids=/include=) or creation time, as the order endpoints filter. */
    list(shop: string, query: URLSearchParams) {
      const ids = (query.get('ids') ?? query.get('include') ?? '').split(',').filter(Boolean);
      const from = query.get('created_at_min') ?? query.get('after');
      const to = query.get('created_at_max') ?? query.get('before');
      const createdOf = (o: Record<string, unknown>) =>
        new Date(String(o.created_at ?? `${String(o.date_created_gmt)}Z`)).getTime();
      return (orders.get(shop) ?? []).filter(
        (o) =>
          (ids.length === 0 || ids.includes(String(o.id))) &&
          (!from || createdOf(o) >= new Date(from).getTime()) &&
          (!to || createdOf(o) <= new Date(to).getTime()),
      );
    },
  };
}

export type FakeOrderBook = ReturnType<typeof createFakeOrderBook>;

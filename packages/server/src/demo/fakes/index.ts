// Fake Shopify, ShopBase and WooCommerce servers on 127.0.0.1: the demo of npm start (src/demo), the
// server tests and the e2e run.
import type { PlatformsConfig } from '../../platforms';
import type { FakeProduct } from './catalogue';
import { startFakeOAuthShop, type FakeOAuthShop } from './oauthShop';
import { startFakeWooCommerce, type FakeWooCommerce } from './wooCommerce';

export { sampleProducts, variantCount, type FakeProduct } from './catalogue';
export type { FakeOAuthShop, FakeWooCommerce };

/** The app credentials the fakes accept (and the API is configured with). */
export const FAKE_APPS = {
  shopify: { clientId: 'fake-shopify-client', clientSecret: 'fake-shopify-secret' },
  shopbase: { clientId: 'fake-shopbase-client', clientSecret: 'fake-shopbase-secret' },
} as const;

export interface FakePlatforms {
  shopify: FakeOAuthShop;
  shopbase: FakeOAuthShop;
  woocommerce: FakeWooCommerce;
  /** The API's platform settings that point it at these fakes. */
  config(publicApiUrl?: string): PlatformsConfig;
  /** The same settings as environment variables (platforms/config.ts reads them). */
  env(): Record<string, string>;
  close(): Promise<void>;
}

export async function startFakePlatforms(
  products: Record<string, FakeProduct[]> = {},
): Promise<FakePlatforms> {
  const [shopify, shopbase, woocommerce] = await Promise.all([
    startFakeOAuthShop({ platform: 'shopify', ...FAKE_APPS.shopify, products }),
    startFakeOAuthShop({ platform: 'shopbase', ...FAKE_APPS.shopbase, products }),
    startFakeWooCommerce({ products }),
  ]);
  return {
    shopify,
    shopbase,
    woocommerce,
    config: (publicApiUrl) => ({
      shopify: { ...FAKE_APPS.shopify, baseUrl: shopify.url },
      shopbase: { ...FAKE_APPS.shopbase, baseUrl: shopbase.url },
      woocommerce: { appName: 'POD Office', baseUrl: woocommerce.url },
      publicApiUrl,
    }),
    env: () => ({
      SHOPIFY_CLIENT_ID: FAKE_APPS.shopify.clientId,
      SHOPIFY_CLIENT_SECRET: FAKE_APPS.shopify.clientSecret,
      SHOPIFY_BASE_URL: shopify.url,
      SHOPBASE_CLIENT_ID: FAKE_APPS.shopbase.clientId,
      SHOPBASE_CLIENT_SECRET: FAKE_APPS.shopbase.clientSecret,
      SHOPBASE_BASE_URL: shopbase.url,
      WOOCOMMERCE_BASE_URL: woocommerce.url,
    }),
    close: async () => {
      await Promise.all([shopify.close(), shopbase.close(), woocommerce.close()]);
    },
  };
}

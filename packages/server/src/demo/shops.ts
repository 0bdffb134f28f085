import type { ServerConfig } from '../config';
import type { DemoFake } from './index';
import { FAKE_APPS } from './fakes';
import { startFakeOAuthShop, type FakeOAuthShop } from './fakes/oauthShop';
import { startFakeWooCommerce, type FakeWooCommerce } from './fakes/wooCommerce';

/**
 * Fake Shopify, ShopBase and WooCommerce on 127.0.0.1 for the platforms this server has no real
 * settings for, so a newcomer can add a shop site and go through its authorisation without an
 * account anywhere. Shopify and ShopBase count as configured with their client id or secret set;
 * WooCommerce needs no app, so it counts as configured with WOOCOMMERCE_BASE_URL set (outside
 * production a real WooCommerce shop therefore needs DEMO_FAKES=off).
 */
export const demoShops: DemoFake = async (config: ServerConfig) => {
  const { shopify, shopbase, woocommerce } = config.platforms;
  const unset = (app: { clientId?: string; clientSecret?: string }) =>
    !app.clientId && !app.clientSecret;
  const [fakeShopify, fakeShopbase, fakeWoo] = await Promise.all([
    unset(shopify) ? startFakeOAuthShop({ platform: 'shopify', ...FAKE_APPS.shopify }) : undefined,
    unset(shopbase)
      ? startFakeOAuthShop({ platform: 'shopbase', ...FAKE_APPS.shopbase })
      : undefined,
    woocommerce.baseUrl ? undefined : startFakeWooCommerce(),
  ]);
  const started = [
    fakeShopify && `Shopify ${fakeShopify.url}`,
    fakeShopbase && `ShopBase ${fakeShopbase.url}`,
    fakeWoo && `WooCommerce ${fakeWoo.url}`,
  ].filter(Boolean);
  if (!started.length) return undefined;
  const app = (fake: FakeOAuthShop | undefined, kind: 'shopify' | 'shopbase') =>
    fake ? { ...FAKE_APPS[kind], baseUrl: fake.url } : config.platforms[kind];
  const woo = (fake: FakeWooCommerce | undefined) =>
    fake ? { ...woocommerce, baseUrl: fake.url } : woocommerce;
  return {
    config: {
      ...config,
      platforms: {
        ...config.platforms,
        shopify: app(fakeShopify, 'shopify'),
        shopbase: app(fakeShopbase, 'shopbase'),
        woocommerce: woo(fakeWoo),
        demo: {
          shopify: !!fakeShopify,
          shopbase: !!fakeShopbase,
          woocommerce: !!fakeWoo,
        },
      },
    },
    description: `fake shops (any shop address connects, no account needed): ${started.join(', ')}`,
    close: async () => {
      await Promise.all([fakeShopify?.close(), fakeShopbase?.close(), fakeWoo?.close()]);
    },
  };
};

import type { ShopPlatform } from '@podoffice/domain';
import type { Services } from '../graphql/context';
import type { PlatformsConfig } from './config';
import { createOAuthShopClient, type OAuthShopClient } from './shopify';
import type { PlatformClient } from './types';
import { createWooCommerceClient } from './woocommerce';

/** Where platforms send the browser back: GET (and, for WooCommerce, POST) /auth_callback/{platform}. */
export const AUTH_CALLBACK_PATH = '/auth_callback';

/** The shop platforms of one running server, with the addresses they call back. */
export interface Platforms {
  shopify: OAuthShopClient;
  shopbase: OAuthShopClient;
  woocommerce: PlatformClient;
  client(platform: ShopPlatform): PlatformClient;
  /** The API's public origin: where shops, and people following a short link, reach it. */
  apiUrl: string;
  /** Where a shop delivers this site's webhooks. */
  webhookAddress(platform: ShopPlatform, siteId: number): string;
  /** The app's sites list, where the browser lands after an authorisation. */
  sitesPageUrl(query?: Record<string, string>): string;
  /** Which shop platforms can be connected on this server (Add site warns before the form). */
  availability: PlatformAvailability[];
}

export interface PlatformAvailability {
  platform: ShopPlatform;
  /** False: connecting a site fails until an Administrator sets `settings`. */
  configured: boolean;
  /** Served by a demo fake on 127.0.0.1 (src/demo), not the real platform. */
  demo: boolean;
  /** The environment variables that configure it. */
  settings: string[];
}

/** Shopify and ShopBase need a registered app; WooCommerce shops approve any app by name. */
function availabilityOf(config: PlatformsConfig): PlatformAvailability[] {
  const app = (c: PlatformsConfig['shopify']) => !!c.clientId && !!c.clientSecret;
  return [
    {
      platform: 'shopify',
      configured: app(config.shopify),
      demo: !!config.demo?.shopify,
      settings: ['SHOPIFY_CLIENT_ID', 'SHOPIFY_CLIENT_SECRET'],
    },
    {
      platform: 'woocommerce',
      configured: true,
      demo: !!config.demo?.woocommerce,
      settings: ['WOOCOMMERCE_APP_NAME'],
    },
    {
      platform: 'shopbase',
      configured: app(config.shopbase),
      demo: !!config.demo?.shopbase,
      settings: ['SHOPBASE_CLIENT_ID', 'SHOPBASE_CLIENT_SECRET'],
    },
  ];
}

const registry = new WeakMap<Services, Platforms>();

/**
 * Builds the platform clients of a server once it listens (`serverUrl` is its own address, the
 * default origin of the callbacks) and keeps them next to its services.
 */
export function attachPlatforms(
  services: Services,
  config: PlatformsConfig,
  serverUrl: string,
): Platforms {
  const api = config.publicApiUrl ?? serverUrl;
  const callback = (platform: ShopPlatform) => `${api}${AUTH_CALLBACK_PATH}/${platform}`;
  const shopify = createOAuthShopClient('shopify', config.shopify, callback('shopify'));
  const shopbase = createOAuthShopClient('shopbase', config.shopbase, callback('shopbase'));
  const woocommerce = createWooCommerceClient(config.woocommerce, callback('woocommerce'));
  const platforms: Platforms = {
    shopify,
    shopbase,
    woocommerce,
    client: (platform) => ({ shopify, shopbase, woocommerce })[platform],
    apiUrl: api,
    webhookAddress: (platform, siteId) => `${api}/webhooks/${platform}/${siteId}`,
    sitesPageUrl: (query = {}) => {
      const search = new URLSearchParams(query).toString();
      return `${services.appUrl}/sites${search ? `?${search}` : ''}`;
    },
    availability: availabilityOf(config),
  };
  registry.set(services, platforms);
  return platforms;
}

export function platformsOf(services: Services): Platforms {
  const platforms = registry.get(services);
  if (!platforms) throw new Error('attachPlatforms was not called for these services');
  return platforms;
}

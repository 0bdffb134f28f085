/**
 * Sites: the platforms, how each is named, the authorisation scopes, page sizes
 * and the address rules. No Yup here, so a screen that only lists sites does not load it.
 */

export const SITE_PLATFORMS = ['shopify', 'woocommerce', 'shopbase', 'api', 'import'] as const;
export type SitePlatform = (typeof SITE_PLATFORMS)[number];

/** Platforms with a shop behind them: connecting one goes through the platform's authorisation. */
export const SHOP_PLATFORMS = ['shopify', 'woocommerce', 'shopbase'] as const;
export type ShopPlatform = (typeof SHOP_PLATFORMS)[number];

export function isShopPlatform(platform: string | null | undefined): platform is ShopPlatform {
  return (SHOP_PLATFORMS as readonly string[]).includes(platform ?? '');
}

/** How each platform is named on screen. */
export const PLATFORM_LABELS: Record<SitePlatform, string> = {
  shopify: 'Shopify',
  woocommerce: 'WooCommerce',
  shopbase: 'ShopBase',
  api: 'API',
  import: 'Import',
};

/** Shopify and ShopBase write products, orders and fulfillments; WooCommerce read_write. */
export const PLATFORM_SCOPES: Record<ShopPlatform, string> = {
  shopify: 'write_products,write_orders,write_fulfillments',
  shopbase: 'write_products,write_orders,write_fulfillments',
  woocommerce: 'read_write',
};

/** The sites list shows 20 a page; dropdowns load up to 9999. */
export const SITES_PAGE_SIZE = 20;
export const SITE_DROPDOWN_LIMIT = 9999;

export const SITE_LIMITS = { titleMax: 100, urlMax: 255 } as const;
export const SITE_TITLE_MAX_MESSAGE = `Title must maximum ${SITE_LIMITS.titleMax} characters.`;

/** A site address is trimmed and loses its trailing slashes. */
export function normalizeSiteDomain(value: string): string {
  return value.trim().replace(/\/+$/, '');
}

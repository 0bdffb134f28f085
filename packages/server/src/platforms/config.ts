/** An OAuth app on Shopify or ShopBase: its credentials from the partner dashboard. */
export interface OAuthAppConfig {
  clientId?: string;
  clientSecret?: string;
  /**
   * Sends every request meant for https://{shop} to `${baseUrl}/{shop}` instead: a fake platform
   * on 127.0.0.1 in tests and end-to-end runs.
   */
  baseUrl?: string;
}

/** The shop platforms' settings (spec 1 §7 createSite, auth_callback). */
export interface PlatformsConfig {
  shopify: OAuthAppConfig;
  shopbase: OAuthAppConfig;
  /** WooCommerce needs no registered app: the shop shows app_name on its approval page. */
  woocommerce: { appName: string; baseUrl?: string };
  /**
   * Public origin of this API, where platforms send the browser back (auth_callback) and deliver
   * webhooks; defaults to the server's own address.
   */
  publicApiUrl?: string;
  /** The platforms served by a demo fake on 127.0.0.1 (src/demo) rather than the real one. */
  demo?: Partial<Record<'shopify' | 'shopbase' | 'woocommerce', boolean>>;
}

const nonEmpty = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);
const origin = (value: string | undefined) => nonEmpty(value)?.replace(/\/+$/, '');

/**
 * Reads SHOPIFY_CLIENT_ID, SHOPIFY_CLIENT_SECRET, SHOPIFY_BASE_URL, SHOPBASE_CLIENT_ID,
 * SHOPBASE_CLIENT_SECRET, SHOPBASE_BASE_URL, WOOCOMMERCE_APP_NAME, WOOCOMMERCE_BASE_URL and
 * PUBLIC_API_URL.
 */
export function platformsFromEnv(env: NodeJS.ProcessEnv): PlatformsConfig {
  return {
    shopify: {
      clientId: nonEmpty(env.SHOPIFY_CLIENT_ID),
      clientSecret: nonEmpty(env.SHOPIFY_CLIENT_SECRET),
      baseUrl: origin(env.SHOPIFY_BASE_URL),
    },
    shopbase: {
      clientId: nonEmpty(env.SHOPBASE_CLIENT_ID),
      clientSecret: nonEmpty(env.SHOPBASE_CLIENT_SECRET),
      baseUrl: origin(env.SHOPBASE_BASE_URL),
    },
    woocommerce: {
      appName: nonEmpty(env.WOOCOMMERCE_APP_NAME) ?? 'POD Office',
      baseUrl: origin(env.WOOCOMMERCE_BASE_URL),
    },
    publicApiUrl: origin(env.PUBLIC_API_URL),
  };
}

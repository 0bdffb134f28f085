// The shop platforms: clients of Shopify, ShopBase and WooCommerce and the auth_callback route.
export { AUTH_CALLBACK_MESSAGES, handleAuthCallback, isAuthCallbackPath } from './callback';
export { attachPlatforms, platformsOf, AUTH_CALLBACK_PATH, type Platforms } from './registry';
export { startAuthorisation } from './authorisations';
export { PlatformError } from './http';
export { signOAuthQuery, SHOPIFY_API_VERSION } from './shopify';
export type { PlatformsConfig, OAuthAppConfig } from './config';
export type { ConnectedShop, RegisteredWebhook, CatalogueCount } from './types';

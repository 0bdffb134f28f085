// The shop platforms: clients of Shopify, ShopBase and WooCommerce and the auth_callback route.
export { AUTH_CALLBACK_MESSAGES, handleAuthCallback, isAuthCallbackPath } from './callback';
export { attachPlatforms, platformsOf, type PlatformAvailability } from './registry';
export { startAuthorisation } from './authorisations';
export { PlatformError } from './http';
export type { PlatformsConfig } from './config';
export type { ConnectedShop, ShopProductDraft, ShopProductMade } from './types';

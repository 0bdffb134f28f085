/** This server's own texts for the site calls (the spec has no message for these cases). */
export const SITE_SERVER_MESSAGES = {
  noShop:
    'This site has no shop: only Shopify, WooCommerce and ShopBase sites connect to a platform',
  notConnected: 'This site is not connected to its shop yet. Connect it first',
  domainNameShopifyOnly: 'domain_name is for Shopify sites only',
} as const;

/** The refusal of a site's management detail (spec 1 §2: /sites is Administrator, Supporter, owner). */
export const siteDetailRefused = (field: string) =>
  `Only Administrators, Supporters and the site's owner can read a site's ${field}`;

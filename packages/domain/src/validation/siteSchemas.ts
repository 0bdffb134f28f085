import * as yup from 'yup';
import { MESSAGES as M } from '../messages';
import { LIMITS } from './limits';

/**
 * Sites (spec 1 §3, §5, §9): the platforms, the authorisation scopes, and the Add site and Edit
 * site forms. The drawers (Formik) and the createSite and updateSite resolvers validate with these.
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

/** Spec 1 §9: Shopify and ShopBase write products, orders and fulfillments; WooCommerce read_write. */
export const PLATFORM_SCOPES: Record<ShopPlatform, string> = {
  shopify: 'write_products,write_orders,write_fulfillments',
  shopbase: 'write_products,write_orders,write_fulfillments',
  woocommerce: 'read_write',
};

/** Spec 1 §9: the sites list shows 20 a page; dropdowns load up to 9999. */
export const SITES_PAGE_SIZE = 20;
export const SITE_DROPDOWN_LIMIT = 9999;

export const SITE_LIMITS = { titleMax: 100, urlMax: 255 } as const;
export const SITE_TITLE_MAX_MESSAGE = `Title must maximum ${SITE_LIMITS.titleMax} characters.`;

/** Spec 1 §5: a site address is trimmed and loses its trailing slashes. */
export function normalizeSiteDomain(value: string): string {
  return value.trim().replace(/\/+$/, '');
}

/** A well-formed https address with a dotted host name (no credentials). */
export function isHttpsUrl(value: string | null | undefined): boolean {
  if (!value) return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' &&
      /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}

// Empty means "not given"; anything else is normalised, then checked.
const optionalHttps = () =>
  yup
    .string()
    .nullable()
    .transform((value: string | null | undefined) =>
      value && value.trim() ? normalizeSiteDomain(value) : null,
    )
    .default(null)
    .max(SITE_LIMITS.urlMax, M.siteUrlInvalid)
    .test('https', M.siteUrlInvalid, (value) => value == null || isHttpsUrl(value));

const optionalEmail = () =>
  yup
    .string()
    .nullable()
    .transform((value: string | null | undefined) => (value && value.trim() ? value.trim() : null))
    .default(null)
    .max(LIMITS.emailMax, M.emailInvalid)
    .matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: M.emailInvalid, excludeEmptyString: true });

const title = () =>
  yup
    .string()
    .trim()
    .required(M.siteTitleRequired)
    .max(SITE_LIMITS.titleMax, SITE_TITLE_MAX_MESSAGE);

/** Add site: the import platform's address is generated, every other one is an https address. */
export const addSiteSchema = yup.object({
  title: title(),
  platform: yup
    .mixed<SitePlatform>()
    .required(M.sitePlatformRequired)
    .oneOf([...SITE_PLATFORMS], M.sitePlatformRequired),
  domain: yup
    .string()
    .transform((value: string | null | undefined) => (value ? normalizeSiteDomain(value) : ''))
    .when('platform', {
      is: 'import',
      then: (schema) => schema.default(''),
      otherwise: (schema) =>
        schema
          .required(M.siteUrlInvalid)
          .max(SITE_LIMITS.urlMax, M.siteUrlInvalid)
          .test('https', M.siteUrlInvalid, (value) => isHttpsUrl(value)),
    }),
  email_support: optionalEmail(),
});
export type AddSiteValues = yup.InferType<typeof addSiteSchema>;

/**
 * Edit site. domain_name (Shopify only) and rebrandly_domain are https addresses; with
 * `adminFields` false they, and the daily auto-fetch, are not part of the form at all.
 */
export function editSiteSchema(options: { adminFields: boolean; platform?: string | null }) {
  const { adminFields, platform } = options;
  return yup.object({
    title: title(),
    email_support: optionalEmail(),
    domain_name:
      adminFields && platform === 'shopify' ? optionalHttps() : yup.mixed().strip(),
    rebrandly_domain: adminFields ? optionalHttps() : yup.mixed().strip(),
    is_auto_fetch_order: adminFields ? yup.boolean().default(false) : yup.mixed().strip(),
  });
}
export type EditSiteValues = yup.InferType<ReturnType<typeof editSiteSchema>>;

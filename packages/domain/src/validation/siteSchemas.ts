import * as yup from 'yup';
import { isHttpsUrl } from '../addresses';
import { MESSAGES as M } from '../messages';
import {
  SITE_LIMITS,
  SITE_PLATFORMS,
  SITE_TITLE_MAX_MESSAGE,
  normalizeSiteDomain,
  type SitePlatform,
} from '../sites';
import { LIMITS } from './limits';

/**
 * The Add site and Edit site forms: the drawers (Formik) and the createSite and
 * updateSite resolvers validate with these.
 */

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
    domain_name: adminFields && platform === 'shopify' ? optionalHttps() : yup.mixed().strip(),
    rebrandly_domain: adminFields ? optionalHttps() : yup.mixed().strip(),
    is_auto_fetch_order: adminFields ? yup.boolean().default(false) : yup.mixed().strip(),
  });
}
export type EditSiteValues = yup.InferType<ReturnType<typeof editSiteSchema>>;

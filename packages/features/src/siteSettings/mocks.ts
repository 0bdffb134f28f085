// MSW handlers and fixtures of the siteSettings area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import {
  SERVER_MESSAGES,
  SITE_SETTINGS_DEFAULTS,
  SITE_SETTING_MESSAGES,
  canManageSites,
  canReadSiteApiKey,
  firstValidationError,
  hasRole,
  hasSiteApiKey,
  isStaff,
  orderHoldHours,
  siteSettingsSchema,
  type SiteSettingsValues,
} from '@podoffice/domain';
import { makeUser, userOfRequest, usersByRole, type UserFixture } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type {
  SiteApiKeyFieldsFragment,
  SiteSettingsFieldsFragment,
  SiteSettingsInput,
} from './api/SiteSettings.generated';

/** A site as the site settings fixtures know it. */
export interface SiteSettingsSiteFixture {
  id: string;
  title: string;
  domain: string;
  platform: SiteSettingsFieldsFragment['site']['platform'];
  type: 'online' | 'offline';
  api_key: string | null;
  owner: UserFixture;
}

const mia = makeUser('Seller', {
  id: '7',
  first_name: 'Mia',
  last_name: 'Merchant',
  email: 'mia@podoffice.test',
});

/**
 * The Seller of the role toolbar owns the first four (two shops, an api and an import site);
 * another seller owns the last. Ids and titles match the balance fixtures where they overlap.
 */
export const siteSettingsSites: SiteSettingsSiteFixture[] = [
  {
    id: '11',
    title: 'Sunny Tees',
    domain: 'https://sunny-tees.myshopify.com',
    platform: 'shopify',
    type: 'online',
    api_key: null,
    owner: usersByRole.Seller,
  },
  {
    id: '12',
    title: 'Paper Moon Prints',
    domain: 'https://papermoon.example',
    platform: 'woocommerce',
    type: 'online',
    api_key: null,
    owner: usersByRole.Seller,
  },
  {
    id: '15',
    title: 'Sunny Tees API',
    domain: 'https://api.sunny-tees.example',
    platform: 'api',
    type: 'offline',
    api_key: 'sk_9d0f3b7a51c64e2f8a1b0c9d7e6f5a4b',
    owner: usersByRole.Seller,
  },
  {
    id: '16',
    title: 'Sunny Tees CSV',
    domain: 'https://import-sunny-tees.podoffice.test',
    platform: 'import',
    type: 'offline',
    api_key: null,
    owner: usersByRole.Seller,
  },
  {
    id: '13',
    title: 'Mugs & More',
    domain: 'https://mugs.onshopbase.com',
    platform: 'shopbase',
    type: 'online',
    api_key: null,
    owner: mia,
  },
];

/** Settings the fixture sites start with; the others keep the defaults. */
export const siteSettingsValues: Record<string, Partial<SiteSettingsValues>> = {
  '11': {
    order_received_enable: true,
    order_received_after: 2,
    order_received_message: 'Thanks for your order! Our print team is on it.',
    order_shipping_enable: true,
    order_shipping_message: 'Your order is on its way.',
  },
  '15': { fulfill_role: true },
};

/** The getSiteSetting answer for a fixture site as `viewer` sees it. */
export function makeSiteSettings(
  site: SiteSettingsSiteFixture,
  values: Partial<SiteSettingsValues> = {},
  viewer: Pick<UserFixture, 'id' | 'roles'> = site.owner,
): SiteSettingsFieldsFragment {
  const all = { ...SITE_SETTINGS_DEFAULTS, ...values };
  const owned = viewer.id === site.owner.id;
  return {
    ...all,
    order_hold_hours: orderHoldHours(all.fulfill_role),
    site: {
      id: site.id,
      title: site.title,
      domain: site.domain,
      platform: site.platform,
      type: site.type,
      api_key_allowed: hasSiteApiKey(site),
      owned,
      api_key: canReadSiteApiKey(viewer, site.owner.id) ? site.api_key : null,
      owner: {
        id: site.owner.id,
        first_name: site.owner.first_name,
        last_name: site.owner.last_name,
      },
    },
  };
}

function toApiKey(site: SiteSettingsSiteFixture): SiteApiKeyFieldsFragment {
  return { site_id: site.id, title: site.title, platform: site.platform, api_key: site.api_key };
}

export interface SiteSettingsHandlerOptions {
  /** The sites the mock API knows; siteSettingsSites by default. */
  sites?: SiteSettingsSiteFixture[];
  /** Starting settings by site id; siteSettingsValues by default. */
  values?: Record<string, Partial<SiteSettingsValues>>;
}

/**
 * The site settings calls answered as the server would (roles, ownership, validation) from an
 * in-memory copy that saves and new keys change, so a refetch shows their effect.
 */
export function siteSettingsHandlers(options: SiteSettingsHandlerOptions = {}) {
  let sites = (options.sites ?? siteSettingsSites).map((site) => ({ ...site }));
  const values = new Map(
    Object.entries(options.values ?? siteSettingsValues).map(([id, v]) => [id, { ...v }]),
  );
  let keyCount = 0;
  const api = apiLink();

  /** The site a settings call may touch, or the server's refusal. */
  const reachable = (request: Request, siteId: string) => {
    const caller = userOfRequest(request);
    if (!caller) return { error: graphqlError(SERVER_MESSAGES.notSignedIn) };
    if (!canManageSites(caller)) return { error: graphqlError(SERVER_MESSAGES.forbidden) };
    const site = sites.find((s) => s.id === siteId);
    if (!site || (site.owner.id !== caller.id && !hasRole(caller, 'Administrator'))) {
      return { error: graphqlError(SERVER_MESSAGES.siteNotFound, 'NOT_FOUND') };
    }
    return { site, caller };
  };

  return [
    api.query('GetSiteSetting', ({ variables, request }) => {
      const found = reachable(request, String(variables.site_id));
      if (found.error) return found.error;
      return HttpResponse.json({
        data: {
          getSiteSetting: makeSiteSettings(found.site, values.get(found.site.id), found.caller),
        },
      });
    }),
    api.mutation('UpdateSiteSettings', async ({ variables, request }) => {
      const found = reachable(request, String(variables.site_id));
      if (found.error) return found.error;
      const input = variables.settings as SiteSettingsInput;
      const changes = Object.fromEntries(
        Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
      ) as Partial<SiteSettingsValues>;
      const next = { ...SITE_SETTINGS_DEFAULTS, ...values.get(found.site.id), ...changes };
      const message = await firstValidationError(siteSettingsSchema, next);
      if (message) return graphqlError(message);
      values.set(found.site.id, next);
      return HttpResponse.json({
        data: { updateSiteSettings: makeSiteSettings(found.site, next, found.caller) },
      });
    }),
    api.query('SiteApiKeys', ({ request }) => {
      const caller = userOfRequest(request);
      if (!caller || !hasRole(caller, 'Seller')) return graphqlError(SERVER_MESSAGES.forbidden);
      const own = sites.filter((s) => s.owner.id === caller.id && hasSiteApiKey(s));
      return HttpResponse.json({ data: { siteApiKeys: own.map(toApiKey) } });
    }),
    api.mutation('GenerateSiteApiKey', ({ variables, request }) => {
      const caller = userOfRequest(request);
      if (!caller || !hasRole(caller, 'Seller')) return graphqlError(SERVER_MESSAGES.forbidden);
      const site = sites.find((s) => s.id === String(variables.site_id));
      if (!site || site.owner.id !== caller.id)
        return graphqlError(SERVER_MESSAGES.siteNotFound, 'NOT_FOUND');
      if (!hasSiteApiKey(site)) return graphqlError(SITE_SETTING_MESSAGES.apiKeyOnlineSite);
      keyCount += 1;
      const updated = { ...site, api_key: `sk_new${String(keyCount).padStart(26, '0')}` };
      sites = sites.map((s) => (s.id === site.id ? updated : s));
      return HttpResponse.json({ data: { generateSiteApiKey: toApiKey(updated) } });
    }),
    api.query('CurrentSiteOptions', ({ request }) => {
      const caller = userOfRequest(request);
      const visible =
        caller && !isStaff(caller) ? sites.filter((s) => s.owner.id === caller.id) : sites;
      const hits = visible.map((s) => ({ id: s.id, title: s.title }));
      return HttpResponse.json({ data: { sites: { count: hits.length, hits } } });
    }),
  ];
}

type SiteSettingsOperation =
  | 'GetSiteSetting'
  | 'UpdateSiteSettings'
  | 'SiteApiKeys'
  | 'GenerateSiteApiKey'
  | 'CurrentSiteOptions';

const isQuery = (operation: SiteSettingsOperation) =>
  operation === 'GetSiteSetting' ||
  operation === 'SiteApiKeys' ||
  operation === 'CurrentSiteOptions';

/** One site settings call failing with the server's message; put it before siteSettingsHandlers(). */
export function siteSettingsFailure(operation: SiteSettingsOperation, message: string) {
  const api = apiLink();
  return isQuery(operation)
    ? api.query(operation, () => graphqlError(message))
    : api.mutation(operation, () => graphqlError(message));
}

/** One site settings call that never answers: the loading state. */
export function siteSettingsLoading(operation: SiteSettingsOperation) {
  const api = apiLink();
  return isQuery(operation)
    ? api.query(operation, neverResolves)
    : api.mutation(operation, neverResolves);
}

// MSW handlers and fixtures of the sites area, re-exported by src/mocks.ts.
import { HttpResponse } from 'msw';
import {
  MESSAGES,
  PLATFORM_LABELS,
  PLATFORM_SCOPES,
  SERVER_MESSAGES,
  SITE_PLATFORMS,
  addSiteSchema,
  canEditSiteAdminFields,
  canFetchProductVariants,
  canManageSites,
  canReadSiteApiKey,
  firstValidationError,
  isShopPlatform,
  isStaff,
  type ShopPlatform,
  type SitePlatform,
} from '@podoffice/domain';
import { makeUser, userOfRequest, usersByRole, type UserFixture } from '../shared/fixtures';
import { apiLink, graphqlError, neverResolves } from '../shared/msw';
import type {
  CreateSiteMutationVariables,
  PlatformAvailabilityQuery,
  SiteFilter,
  SiteListItemFragment,
  SitesListQuery,
  UpdateSiteMutationVariables,
} from './api/Sites.generated';

export type SiteFixture = SiteListItemFragment;

/** Sellers owning the site fixtures; the first is the Seller the role toolbar signs in. */
export const siteSellers: UserFixture[] = [
  usersByRole.Seller,
  makeUser('Seller', {
    id: '7',
    first_name: 'Mia',
    last_name: 'Merchant',
    email: 'mia@podoffice.test',
  }),
  makeUser('Seller', {
    id: '8',
    first_name: 'Noah',
    last_name: 'Novelty',
    email: 'noah@podoffice.test',
  }),
];

const NAMES = ['Sunny', 'Paper Moon', 'Mugs & More', 'Tee Town', 'Poster Hub', 'Cozy Socks'];

/** The address a site of this platform gets in the fixtures (import sites get a generated one). */
export function fixtureDomain(platform: SitePlatform, slug: string): string {
  switch (platform) {
    case 'shopify':
      return `https://${slug}.myshopify.com`;
    case 'shopbase':
      return `https://${slug}.onshopbase.com`;
    case 'import':
      return `https://import-${slug}-a1b2c3.podoffice.test`;
    default:
      return `https://${slug}.example.com`;
  }
}

function webhooksOf(site: Pick<SiteFixture, 'id' | 'platform' | 'domain' | 'verified'>) {
  if (!site.verified || !isShopPlatform(site.platform)) return [];
  const topics =
    site.platform === 'woocommerce'
      ? ['order.created', 'order.updated']
      : ['orders/create', 'orders/updated', 'app/uninstalled'];
  return topics.map((topic, i) => ({
    id: `${site.id}${i}`,
    topic,
    address: `https://api.podoffice.test/webhooks/${site.platform}/${site.id}`,
    delivery_url: `${site.domain}/admin/webhooks/${site.id}${i}.json`,
  }));
}

/** One site; by default the signed-in Seller's connected Shopify shop. */
export function makeSite(overrides: Partial<SiteFixture> = {}): SiteFixture {
  const seller = siteSellers[0]!;
  const base: SiteFixture = {
    id: '101',
    title: 'Sunny Tees',
    email_support: 'help@sunny-tees.example.com',
    domain: 'https://sunny-tees.myshopify.com',
    platform: 'shopify',
    status: true,
    verified: true,
    type: 'online',
    domain_name: null,
    rebrandly_domain: null,
    api_key: null,
    is_auto_fetch_order: true,
    user: { id: seller.id, first_name: seller.first_name, last_name: seller.last_name },
    webhooks: [],
    ...overrides,
  };
  return { ...base, webhooks: overrides.webhooks ?? webhooksOf(base) };
}

/**
 * `count` active sites, newest first, on every platform and of every seller; every seventh site, when a shop,
 * is still Pending.
 */
export function makeSites(count = 28): SiteFixture[] {
  return Array.from({ length: count }, (_, i) => {
    const platform = SITE_PLATFORMS[i % SITE_PLATFORMS.length]!;
    const seller = siteSellers[i % siteSellers.length]!;
    const name = `${NAMES[i % NAMES.length]} ${Math.floor(i / NAMES.length) + 1}`;
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const shop = isShopPlatform(platform);
    return makeSite({
      id: String(200 + count - i),
      title: name,
      email_support: `help@${slug}.example.com`,
      domain: fixtureDomain(platform, slug),
      platform,
      verified: !shop || i % 7 !== 0,
      type: shop ? 'online' : 'offline',
      domain_name: platform === 'shopify' && i % 3 === 0 ? `https://shop.${slug}.com` : null,
      api_key: platform === 'api' ? `key-${slug}-0123456789abcdef` : null,
      is_auto_fetch_order: platform === 'shopify',
      user: { id: seller.id, first_name: seller.first_name, last_name: seller.last_name },
    });
  });
}

/** What the server answers for a filter: active and Connected by default, sellers only their own. */
export function querySites(
  sites: SiteFixture[],
  filter: SiteFilter | null | undefined,
  caller?: UserFixture,
): SitesListQuery['sites'] {
  const ownerId = caller && !isStaff(caller) ? caller.id : (filter?.user_id ?? undefined);
  const status = filter?.status ?? true;
  const matching = sites.filter(
    (s) =>
      s.status === status &&
      (!ownerId || s.user.id === ownerId) &&
      (filter?.verified === null || filter?.verified === undefined
        ? true
        : s.verified === filter.verified),
  );
  const offset = filter?.offset ?? 0;
  const limit = filter?.limit ?? 20;
  const hits = matching
    .slice(offset, offset + limit)
    .map((s) => (canReadSiteApiKey(caller, s.user.id) ? s : { ...s, api_key: null }));
  return { count: matching.length, hits };
}

/** Where a shop's approval page would be, as createSite and authorizeSite answer it. */
export function fixtureAuthorizeUrl(site: Pick<SiteFixture, 'id' | 'platform' | 'domain'>) {
  const state = `state-${site.id}`;
  if (site.platform === 'woocommerce') {
    return `${site.domain}/wc-auth/v1/authorize?${new URLSearchParams({
      app_name: 'POD Office',
      scope: PLATFORM_SCOPES.woocommerce,
      user_id: state,
      return_url: 'https://api.podoffice.test/auth_callback/woocommerce',
      callback_url: 'https://api.podoffice.test/auth_callback/woocommerce',
    })}`;
  }
  return `${site.domain}/admin/oauth/authorize?${new URLSearchParams({
    client_id: 'podoffice',
    scope: PLATFORM_SCOPES.shopify,
    redirect_uri: `https://api.podoffice.test/auth_callback/${site.platform}`,
    state,
  })}`;
}

export type PlatformAvailabilityFixture = PlatformAvailabilityQuery['platformAvailability'][number];

const PLATFORM_SETTINGS: Record<ShopPlatform, string[]> = {
  shopify: ['SHOPIFY_CLIENT_ID', 'SHOPIFY_CLIENT_SECRET'],
  woocommerce: ['WOOCOMMERCE_APP_NAME'],
  shopbase: ['SHOPBASE_CLIENT_ID', 'SHOPBASE_CLIENT_SECRET'],
};

/**
 * What platformAvailability answers: every shop platform configured (a production server with its
 * apps), or `unconfigured` ones without credentials, or with `demo` the fakes of npm start.
 */
export function platformAvailability(
  options: { unconfigured?: ShopPlatform[]; demo?: boolean } = {},
): PlatformAvailabilityFixture[] {
  return (['shopify', 'woocommerce', 'shopbase'] as const).map((platform) => ({
    platform,
    configured: !options.unconfigured?.includes(platform),
    demo: !!options.demo && !options.unconfigured?.includes(platform),
    settings: PLATFORM_SETTINGS[platform],
  }));
}

/**
 * The site calls answered from an in-memory list that adding, editing and disabling change, with
 * the server's role rules, so a mutation's refetch shows its effect.
 */
export function sitesHandlers(
  initial: SiteFixture[] = makeSites(),
  availability: PlatformAvailabilityFixture[] = platformAvailability(),
) {
  let sites = [...initial];
  let nextId = Math.max(500, ...sites.map((s) => Number(s.id))) + 1;
  const api = apiLink();
  const mine = (caller: UserFixture | undefined, id: string) => {
    const site = sites.find((s) => s.id === id);
    return site && (!caller || isStaff(caller) || site.user.id === caller.id) ? site : undefined;
  };
  return [
    api.query('SitesList', ({ variables, request }) =>
      HttpResponse.json({
        data: { sites: querySites(sites, variables.filter, userOfRequest(request)) },
      }),
    ),
    // Like the server: only an Administrator's picker carries emails.
    api.query('SiteSellers', ({ variables }) =>
      HttpResponse.json({
        data: {
          usersByRole: siteSellers.map(({ id, first_name, last_name, email }) => ({
            id,
            first_name,
            last_name,
            ...(variables.withEmail ? { email } : {}),
          })),
        },
      }),
    ),
    // Like the server: for those who may add sites only.
    api.query('PlatformAvailability', ({ request }) =>
      canManageSites(userOfRequest(request))
        ? HttpResponse.json({ data: { platformAvailability: availability } })
        : graphqlError(SERVER_MESSAGES.forbidden),
    ),
    api.mutation('CreateSite', async ({ variables, request }) => {
      const caller = userOfRequest(request);
      if (!canManageSites(caller)) return graphqlError(SERVER_MESSAGES.forbidden);
      const input = variables as CreateSiteMutationVariables;
      const problem = await firstValidationError(addSiteSchema, input);
      if (problem) return graphqlError(problem);
      const valid = await addSiteSchema.validate(input);
      const unconfigured = availability.find((a) => a.platform === valid.platform && !a.configured);
      if (unconfigured && input.isConnect !== false) {
        return graphqlError(
          `The ${PLATFORM_LABELS[unconfigured.platform]} app is not configured on this server`,
        );
      }
      const id = String(nextId++);
      const shop = isShopPlatform(valid.platform);
      const site = makeSite({
        id,
        title: valid.title,
        email_support: valid.email_support ?? null,
        domain:
          valid.platform === 'import'
            ? fixtureDomain('import', valid.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'))
            : (valid.domain ?? ''),
        platform: valid.platform,
        verified: !shop,
        type: shop ? 'online' : 'offline',
        api_key: valid.platform === 'api' ? `key-${id}-0123456789abcdef` : null,
        is_auto_fetch_order: false,
        user: caller
          ? { id: caller.id, first_name: caller.first_name, last_name: caller.last_name }
          : makeSite().user,
      });
      sites = [site, ...sites];
      return HttpResponse.json({
        data: {
          createSite: {
            id,
            platform: site.platform,
            domain: site.domain,
            authorize_url: shop && input.isConnect !== false ? fixtureAuthorizeUrl(site) : null,
          },
        },
      });
    }),
    api.mutation('UpdateSite', ({ variables, request }) => {
      const caller = userOfRequest(request);
      if (!canManageSites(caller)) return graphqlError(SERVER_MESSAGES.forbidden);
      const { site_id, updateSiteInput: input } = variables as UpdateSiteMutationVariables;
      const site = mine(caller, site_id);
      if (!site) return graphqlError(SERVER_MESSAGES.siteNotFound);
      if (input.title !== undefined && !input.title?.trim()) {
        return graphqlError(MESSAGES.siteTitleRequired);
      }
      const admin = canEditSiteAdminFields(caller);
      const updated: SiteFixture = {
        ...site,
        title: input.title?.trim() ?? site.title,
        email_support:
          input.email_support === undefined ? site.email_support : input.email_support || null,
        ...(admin
          ? {
              domain_name:
                input.domain_name === undefined ? site.domain_name : input.domain_name || null,
              rebrandly_domain:
                input.rebrandly_domain === undefined
                  ? site.rebrandly_domain
                  : input.rebrandly_domain || null,
              is_auto_fetch_order: input.is_auto_fetch_order ?? site.is_auto_fetch_order,
            }
          : {}),
      };
      sites = sites.map((s) => (s.id === site.id ? updated : s));
      return HttpResponse.json({ data: { updateSite: updated } });
    }),
    api.mutation('DeleteSite', ({ variables, request }) => {
      const caller = userOfRequest(request);
      if (!canManageSites(caller)) return graphqlError(SERVER_MESSAGES.forbidden);
      const site = mine(caller, variables.id as string);
      if (!site) return graphqlError(SERVER_MESSAGES.siteNotFound);
      sites = sites.map((s) => (s.id === site.id ? { ...s, status: false } : s));
      return HttpResponse.json({ data: { deleteSite: true } });
    }),
    api.mutation('AuthorizeSite', ({ variables, request }) => {
      const caller = userOfRequest(request);
      if (!canManageSites(caller)) return graphqlError(SERVER_MESSAGES.forbidden);
      const site = mine(caller, variables.id as string);
      if (!site) return graphqlError(SERVER_MESSAGES.siteNotFound);
      return HttpResponse.json({ data: { authorizeSite: fixtureAuthorizeUrl(site) } });
    }),
    api.mutation('UpdateSiteWebhooks', ({ variables, request }) => {
      const caller = userOfRequest(request);
      if (!canManageSites(caller)) return graphqlError(SERVER_MESSAGES.forbidden);
      const site = mine(caller, variables.id as string);
      if (!site) return graphqlError(SERVER_MESSAGES.siteNotFound);
      const updated = { ...site, webhooks: webhooksOf(site) };
      sites = sites.map((s) => (s.id === site.id ? updated : s));
      return HttpResponse.json({ data: { updateWebhooks: updated } });
    }),
    api.mutation('FetchSiteProductVariants', ({ variables, request }) => {
      const caller = userOfRequest(request);
      if (!canFetchProductVariants(caller)) return graphqlError(SERVER_MESSAGES.forbidden);
      if (!mine(caller, variables.site_id as string)) {
        return graphqlError(SERVER_MESSAGES.siteNotFound);
      }
      return HttpResponse.json({ data: { FetchProductVariants: MESSAGES.success } });
    }),
  ];
}

type SitesOperation =
  | 'SitesList'
  | 'SiteSellers'
  | 'PlatformAvailability'
  | 'CreateSite'
  | 'UpdateSite'
  | 'DeleteSite'
  | 'AuthorizeSite'
  | 'UpdateSiteWebhooks'
  | 'FetchSiteProductVariants';

const isQuery = (operation: SitesOperation) =>
  operation === 'SitesList' || operation === 'SiteSellers' || operation === 'PlatformAvailability';

/** One site call failing with the server's message; put it before sitesHandlers() to override. */
export function sitesFailure(operation: SitesOperation, message: string) {
  const api = apiLink();
  return isQuery(operation)
    ? api.query(operation, () => graphqlError(message))
    : api.mutation(operation, () => graphqlError(message));
}

/** One site call that never answers: the loading state. */
export function sitesLoading(operation: SitesOperation) {
  const api = apiLink();
  return isQuery(operation)
    ? api.query(operation, neverResolves)
    : api.mutation(operation, neverResolves);
}

/** The handlers of a platform with no sites yet. */
export function emptySitesHandlers() {
  return sitesHandlers([]);
}

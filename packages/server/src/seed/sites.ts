import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { PLATFORM_SCOPES } from '@podoffice/domain';
import { SHOPIFY_API_VERSION } from '../platforms/shopify';
import type { Executor } from '../db/client';
import { siteWebhooks, sites, users } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const OWNER = 'seller2@podoffice.test';

interface DemoShop {
  title: string;
  host: string;
  platform: 'shopify' | 'woocommerce' | 'shopbase';
  verified: boolean;
  domainName?: string;
  rebrandly?: string;
}

// A second seller with a catalogue of shops on every platform, some still Pending: enough for the
// staff's sites list to run over two pages of 20.
const DEMO_SHOPS: DemoShop[] = [
  {
    title: 'Noah Hoodies',
    host: 'noah-hoodies.myshopify.com',
    platform: 'shopify',
    verified: true,
    domainName: 'https://hoodies.noahtees.com',
  },
  { title: 'Noah Mugs', host: 'mugs.noahtees.com', platform: 'woocommerce', verified: true },
  {
    title: 'Noah Posters',
    host: 'noah-posters.onshopbase.com',
    platform: 'shopbase',
    verified: true,
  },
  { title: 'Noah Kids', host: 'noah-kids.myshopify.com', platform: 'shopify', verified: false },
  { title: 'Noah Prints', host: 'prints.noahtees.com', platform: 'woocommerce', verified: true },
  { title: 'Noah Socks', host: 'socks.noahtees.com', platform: 'woocommerce', verified: false },
  {
    title: 'Noah Pets',
    host: 'noah-pets.myshopify.com',
    platform: 'shopify',
    verified: true,
    rebrandly: 'https://rebrand.ly/noahpets',
  },
  { title: 'Noah Bags', host: 'noah-bags.onshopbase.com', platform: 'shopbase', verified: false },
  {
    title: 'Noah Wholesale',
    host: 'noah-wholesale.onshopbase.com',
    platform: 'shopbase',
    verified: true,
  },
  { title: 'Noah Caps', host: 'caps.noahtees.com', platform: 'woocommerce', verified: true },
  {
    title: 'Noah Stickers',
    host: 'noah-stickers.myshopify.com',
    platform: 'shopify',
    verified: true,
  },
  {
    title: 'Noah Phone Cases',
    host: 'noah-cases.onshopbase.com',
    platform: 'shopbase',
    verified: true,
  },
  { title: 'Noah Canvas', host: 'canvas.noahtees.com', platform: 'woocommerce', verified: true },
  {
    title: 'Noah Holiday',
    host: 'noah-holiday.myshopify.com',
    platform: 'shopify',
    verified: false,
  },
  {
    title: 'Noah Blankets',
    host: 'noah-blankets.myshopify.com',
    platform: 'shopify',
    verified: true,
  },
];

const SHOP_TOPICS: Record<DemoShop['platform'], string[]> = {
  shopify: ['orders/create', 'orders/updated', 'app/uninstalled'],
  shopbase: ['orders/create', 'orders/updated', 'app/uninstalled'],
  woocommerce: ['order.created', 'order.updated'],
};

function webhookPath(platform: DemoShop['platform'], id: number): string {
  if (platform === 'shopify') return `/admin/api/${SHOPIFY_API_VERSION}/webhooks/${id}.json`;
  if (platform === 'shopbase') return `/admin/webhooks/${id}.json`;
  return `/wp-json/wc/v3/webhooks/${id}`;
}

/** The second seller's shops (a site a day over two weeks) and their webhooks. */
export async function seedSites(tx: Executor, now: Date): Promise<void> {
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, OWNER));
  if (!owner) return;
  const rows = await tx
    .insert(sites)
    .values(
      DEMO_SHOPS.map((s, i) => {
        const at = new Date(now.getTime() - (DEMO_SHOPS.length - i) * DAY_MS);
        return {
          userId: owner.id,
          title: s.title,
          domain: `https://${s.host}`,
          platform: s.platform,
          emailSupport: `help@${s.host}`,
          verified: s.verified,
          type: 'online',
          domainName: s.domainName ?? null,
          rebrandlyDomain: s.rebrandly ?? null,
          isAutoFetchOrder: s.platform === 'shopify' && s.verified,
          accessToken: s.verified ? demoShopToken(s.platform, s.host) : null,
          accessScope: s.verified ? PLATFORM_SCOPES[s.platform] : null,
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .returning({
      id: sites.id,
      platform: sites.platform,
      domain: sites.domain,
      verified: sites.verified,
    });

  let remoteId = 880_000;
  const hooks = rows.flatMap((site) => {
    if (!site.verified) return [];
    const platform = site.platform as DemoShop['platform'];
    return SHOP_TOPICS[platform].map((topic) => ({
      siteId: site.id,
      topic,
      address: `https://api.podoffice.test/webhooks/${platform}/${site.id}`,
      deliveryUrl: `${site.domain}${webhookPath(platform, remoteId++)}`,
    }));
  });
  if (hooks.length) await tx.insert(siteWebhooks).values(hooks);

  // The base seed's connected shops have no token: give them one, so their actions reach out to
  // the shop (the demo's fake shops know it; a real shop refuses it).
  await tx
    .update(sites)
    .set({ accessToken: demoShopTokenSql })
    .where(
      and(
        isNull(sites.accessToken),
        eq(sites.verified, true),
        inArray(sites.platform, ['shopify', 'woocommerce', 'shopbase']),
      ),
    );
}

const siteHost = sql`regexp_replace(${sites.domain}, '^https?://([^/]+).*$', '\\1')`;

/** demoShopToken in SQL, of a site's platform and its domain's host. */
const demoShopTokenSql = sql`case ${sites.platform}
  when 'shopify' then 'shpat_demo_' || ${siteHost}
  when 'shopbase' then 'sbat_demo_' || ${siteHost}
  else 'ck_demo_' || ${siteHost} || ':cs_demo_' || ${siteHost} end`;

/**
 * A demo database seeded before the fakes knew the seed's tokens holds random ones
 * (`demo_` and 24 or 32 hex digits) that every fake shop refuses with HTTP 401; the seed leaves a
 * seeded database as it is, so each demo start gives those sites the tokens the fakes accept.
 * Only that shape is touched: a token a shop really issued never starts with `demo_`.
 */
export async function renewDemoShopTokens(tx: Executor): Promise<void> {
  await tx
    .update(sites)
    .set({ accessToken: demoShopTokenSql })
    .where(
      and(
        sql`${sites.accessToken} ~ '^demo_[0-9a-f]{24}([0-9a-f]{8})?$'`,
        inArray(sites.platform, ['shopify', 'woocommerce', 'shopbase']),
      ),
    );
}

/**
 * The access token of a seeded shop site: the demo's fake shops (src/demo/fakes) accept it as if
 * the shop had been authorised, so tracking pushes and fetches work in the demo and e2e. A real
 * shop refuses it.
 */
export function demoShopToken(platform: string, host: string): string {
  if (platform === 'shopify') return `shpat_demo_${host}`;
  if (platform === 'shopbase') return `sbat_demo_${host}`;
  return `ck_demo_${host}:cs_demo_${host}`;
}

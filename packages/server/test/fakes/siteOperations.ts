// The GraphQL documents the sites and oauth tests send, written as the sites screen sends them.
import type { FakePlatforms } from '../../src/demo/fakes';
import type { TestApi } from '../harness';

const SITE_FIELDS = `id title email_support domain platform status verified type domain_name rebrandly_domain
  api_key is_auto_fetch_order user { id first_name last_name } webhooks { id topic address delivery_url }`;

export const SITE_BY_ID = `query SiteById($id: ID!) { siteById(id: $id) { ${SITE_FIELDS} } }`;

export const CREATE_SITE = `mutation CreateSite($title: String, $domain: String, $platform: Platform, $isConnect: Boolean, $email_support: String) {
  createSite(title: $title, domain: $domain, platform: $platform, isConnect: $isConnect, email_support: $email_support) {
    id platform domain authorize_url
  }
}`;

export const UPDATE_SITE = `mutation UpdateSite($site_id: ID!, $input: UpdateSiteInput!) {
  updateSite(site_id: $site_id, updateSiteInput: $input) { ${SITE_FIELDS} }
}`;

export const DELETE_SITE = `mutation DeleteSite($id: ID!) { deleteSite(id: $id) }`;

export const AUTHORIZE_SITE = `mutation AuthorizeSite($id: ID!) { authorizeSite(id: $id) }`;

export const UPDATE_WEBHOOKS = `mutation UpdateWebhooks($id: ID!) { updateWebhooks(id: $id) { ${SITE_FIELDS} } }`;

export const FETCH_VARIANTS = `mutation FetchVariants($site_id: ID!) { FetchProductVariants(site_id: $site_id) }`;

export interface SiteDetail {
  id: string;
  title: string;
  email_support: string | null;
  domain: string;
  platform: string;
  status: boolean;
  verified: boolean;
  type: string | null;
  domain_name: string | null;
  rebrandly_domain: string | null;
  api_key: string | null;
  is_auto_fetch_order: boolean;
  user: { id: string; first_name: string; last_name: string };
  webhooks: { id: string; topic: string; address: string; delivery_url: string | null }[];
}

export interface CreatedSite {
  id: string;
  platform: string;
  domain: string;
  authorize_url: string | null;
}

/**
 * A seller's shop site connected as the screen does it: created with isConnect, the app approved on
 * the fake platform, the browser sent back to the API's auth_callback. Answers the site's id.
 */
export async function connectShop(
  api: TestApi,
  fakes: FakePlatforms,
  token: string,
  platform: 'shopify' | 'shopbase' | 'woocommerce',
  host: string,
): Promise<number> {
  const created = (
    await api.ok<{ createSite: CreatedSite }>(
      CREATE_SITE,
      { title: `Shop ${host}`, domain: `https://${host}/`, platform, isConnect: true },
      token,
    )
  ).createSite;
  const back = await fakes[platform].approve(created.authorize_url ?? '');
  const res = await fetch(back, { redirect: 'manual' });
  if (res.status !== 302) throw new Error(`${host} was not connected: HTTP ${res.status}`);
  return Number(created.id);
}

import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { UserRole } from '../../packages/domain/src/roles';
import { defaultStorage } from '../../packages/features/src/store/storage';

export { expect };

/** The demo accounts the server seeds outside production (README), one per role. */
export const DEMO_PASSWORD = 'Demo#2026';
export const DEMO_ACCOUNTS: Record<Exclude<UserRole, 'Authenticated'>, string> = {
  Administrator: 'admin@podoffice.test',
  Seller: 'seller@podoffice.test',
  Supplier: 'supplier@podoffice.test',
  Supporter: 'supporter@podoffice.test',
  Listing: 'listing@podoffice.test',
  Accounting: 'accounting@podoffice.test',
};

/** Spec 1 §4: where each role lands after signing in with no stored destination. */
export const LANDING: Record<keyof typeof DEMO_ACCOUNTS, string> = {
  Administrator: '/dashboard',
  Seller: '/dashboard',
  Supplier: '/dashboard',
  Supporter: '/admin/categories',
  Listing: '/products',
  Accounting: '/balance',
};

/** Tests run against the server global-setup started; its address arrives through the environment. */
export const test = base.extend({
  // Playwright reads which fixtures a fixture needs from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide) => {
    const url = process.env.E2E_BASE_URL;
    if (!url)
      throw new Error('E2E_BASE_URL is not set: run the suite with e2e/playwright.config.ts.');
    await provide(url);
  },
});

/** Signs in through the sign-in form (the page may be anywhere). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await fillSignIn(page, email, password);
}

/**
 * Opens `path` signed in as `email` without the sign-in form: the token comes from the API's
 * `login` and is kept where the form keeps it without remember me (the tab's sessionStorage), so
 * the app starts signed in. For journeys that are not about signing in: the form itself, and where
 * each role lands after it, are auth.spec.ts's, home.spec.ts's and routes.spec.ts's. It saves each
 * journey the sign-in page and the landing page it would pass through.
 */
export async function openSignedIn(
  page: Page,
  email: string,
  path: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const { login } = await graphql<{ login: { token: string; expired_at: string } }>(
    page.request,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token expired_at } }',
    { email, password },
  );
  // Once per tab: a journey that signs out later must stay signed out after its next page load.
  await page.addInitScript(
    ({ key, value }) => {
      const once = `${key}.e2e-signed-in`;
      if (window.sessionStorage.getItem(once)) return;
      window.sessionStorage.setItem(once, '1');
      window.sessionStorage.setItem(key, value);
    },
    {
      key: defaultStorage.tokenKey,
      value: JSON.stringify({ token: login.token, expiredAt: login.expired_at }),
    },
  );
  await page.goto(path);
}

/** Fills and submits the sign-in form already on the page. */
export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Calls the GraphQL API directly, for set-up a journey does not test. */
export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await request.post('/query', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  return body.data as T;
}

/** A sign-in token for an account, for set-up calls made through `graphql`. */
export async function tokenFor(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const data = await graphql<{ login: { token: string } }>(
    request,
    'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email, password },
  );
  return data.login.token;
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The newest link in the mails sent to an address that matches a pattern, read from the server's
 * development outbox (DEV_OUTBOX, set by global-setup); waits for the mail, which is stored after
 * the call that sends it answers.
 */
export async function mailedLink(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/__dev/outbox?to=${encodeURIComponent(to)}`);
        const mails = (await response.json()) as OutboxMail[];
        for (const mail of mails) {
          link = `${mail.text}\n${mail.html}`.match(pattern)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { message: `a mail to ${to} with a link like ${pattern}`, timeout: 10_000 },
    )
    .toBeDefined();
  return link!;
}

/** A fresh address, so journeys that register do not collide across runs and workers. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@podoffice.test`;
}

/**
 * The fakes global-setup started beside the API (packages/server/src/demo/fakes/serve.ts): the
 * shops, and the DTF partner (PARTNER_BASE_URL), whose `/__recorded/partner-orders` is a list.
 */
export type FakeName =
  'SHOPIFY_BASE_URL' | 'SHOPBASE_BASE_URL' | 'WOOCOMMERCE_BASE_URL' | 'PARTNER_BASE_URL';

/**
 * A fake's address, from the environment line the fakes printed (global-setup passes it on as
 * E2E_FAKES: workers inherit the main process's environment, as they do E2E_BASE_URL).
 */
export function fakeUrl(name: FakeName): string {
  const env = JSON.parse(process.env.E2E_FAKES ?? '{}') as Record<string, string>;
  const url = env[name];
  if (!url)
    throw new Error(`${name} is not in E2E_FAKES: run the suite with e2e/playwright.config.ts.`);
  return url;
}

/**
 * What a fake recorded, as its test-only `GET /__recorded/{name}` answers it (fakes/server.ts):
 * the fakes run in their own process, so a journey reads them over HTTP. The fake partner's
 * `partner-orders` is the list of orders it took (fakes/partner.ts's FakePartnerOrder).
 */
export async function recordedOnFake<T>(
  request: APIRequestContext,
  fake: FakeName,
  name: string,
): Promise<T> {
  const response = await request.get(`${fakeUrl(fake)}/__recorded/${name}`);
  if (!response.ok()) throw new Error(`${fake}/__recorded/${name} answered ${response.status()}`);
  return (await response.json()) as T;
}

/**
 * What a fake shop recorded, by shop host (recordedOnFake), e.g. the fulfilments a fake Shopify or
 * ShopBase made, the notes a fake WooCommerce added.
 */
export function recordedByFake<T>(
  request: APIRequestContext,
  fake: FakeName,
  name: string,
): Promise<Record<string, T[]>> {
  return recordedOnFake<Record<string, T[]>>(request, fake, name);
}

// The embedded widget in a real browser: the real API server (fresh database with the demo data)
// serves the host app built from the tarballs, and Chromium opens it with an Administrator's and a
// Seller's token. Nothing of POD Office is mounted but PodOfficeProvider, so the role-dependent
// controls show only if the provider loads the signed-in user.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

const PASSWORD = 'Demo#2026';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function graphql(url, query, variables, token) {
  const response = await fetch(`${url}/query`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
}

/** The Seller's shop site with the most orders in the list's default range (the last 7 days). */
async function sellerSiteWithOrders(url, token) {
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const sites = await graphql(
    url,
    '{ sites(filter: { limit: 100 }) { hits { id platform } } }',
    {},
    token,
  );
  let best = null;
  for (const site of sites.data?.sites.hits ?? []) {
    if (site.platform === 'api') continue;
    const answer = await graphql(
      url,
      'query Count($filter: OrderFilter) { orders(filter: $filter) { count } }',
      { filter: { site_ids: [site.id], from: day(-6), to: day(0), limit: 1 } },
      token,
    );
    const count = answer.data?.orders.count ?? 0;
    if (count > (best?.count ?? 0)) best = { id: site.id, count };
  }
  if (!best) throw new Error(`no seller site with orders: ${JSON.stringify(sites)}`);
  return best.id;
}

/**
 * The embedded OrdersScreen in the host's /tools/pod/* route, with the host's own query keys: its
 * orders show, its links and tab stay in the host's base path and keys, its tabs wear the theme.
 */
async function embeddedOrders(page, url, token, site) {
  const hostKeys = `view=features&token=${encodeURIComponent(token)}`;
  await page.goto(`${url}/tools/pod/orders?${hostKeys}${site ? `&site=${site}` : ''}`);
  const table = page.getByRole('table', {
    name: site ? 'Seller Internal Orders' : 'Internal Orders',
  });
  await table.getByRole('row').nth(1).waitFor();
  const rows = (await table.getByRole('row').count()) - 1;
  const hrefs = await table
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const tabs = page.getByRole('tablist', { name: 'Order status' }).getByRole('tab');
  const selectedColor = await tabs.first().evaluate((tab) => getComputedStyle(tab).color);
  await tabs.nth(1).click();
  await page.waitForURL((address) => address.searchParams.has('pod.tab'));
  const afterTab = new URL(page.url());
  const result = {
    rows,
    linksInBase:
      hrefs.length > 0 &&
      hrefs.every((href) => /^\/tools\/pod\/orders\/orders-manager\/\d+$/.test(href)),
    hostKeysKept:
      afterTab.searchParams.get('view') === 'features' &&
      afterTab.searchParams.get('token') === token,
    tabKey: afterTab.searchParams.get('pod.tab'),
    selectedColor,
  };
  if (!site) {
    // Back undoes the tab, then (nothing behind it) goes to POD Office's dashboard in the host.
    const back = page.getByRole('button', { name: '← Back' });
    await back.click();
    await page.waitForURL((address) => !address.searchParams.has('pod.tab'));
    await back.click();
    await page.waitForURL((address) => address.pathname !== '/tools/pod/orders');
    result.backTo = new URL(page.url()).pathname;
  }
  return result;
}

async function waitForApi(url, server, output) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited:\n${output()}`);
    try {
      if ((await graphql(url, '{ ping }')).data) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer within 120 s:\n${output()}`);
}

async function tokenOf(url, email) {
  const answer = await graphql(
    url,
    'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email, password: PASSWORD },
  );
  const token = answer.data?.login?.token;
  if (!token) throw new Error(`login of ${email}: ${JSON.stringify(answer.errors)}`);
  return token;
}

/** What a page shows of the role-dependent Balance controls, once the widget has loaded. */
async function balanceControls(page) {
  await page.getByRole('group', { name: 'Balance summary' }).waitFor();
  await page.getByRole('table', { name: 'Balance entries' }).getByRole('row').nth(1).waitFor();
  // Approve and Deny sit in a pending entry's Actions menu: open the first one and read it.
  const actions = page.getByRole('button', { name: /^Actions for entry/ });
  let approve = 0;
  let deny = 0;
  if ((await actions.count()) > 0) {
    await actions.first().click();
    approve = await page.getByRole('menuitem', { name: 'Approve' }).count();
    deny = await page.getByRole('menuitem', { name: 'Deny' }).count();
    await page.keyboard.press('Escape');
  }
  return {
    approve,
    deny,
    deposit: await page.getByRole('button', { name: 'Make a Deposit' }).count(),
  };
}

/**
 * What POD Office left of the host's own styles: the host's component inside the provider keeps
 * the host's styled-components theme, and the page's body keeps the browser's font and background.
 */
async function hostStyles(page) {
  return page.evaluate(() => {
    const note = document.querySelector('[data-host-note]');
    const body = getComputedStyle(document.body);
    return {
      noteColor: note && getComputedStyle(note).color,
      bodyBackground: body.backgroundColor,
      podFontOnBody: /Segoe UI/.test(body.fontFamily),
    };
  });
}

const HOST_STYLES = {
  noteColor: 'rgb(120, 20, 60)',
  bodyBackground: 'rgba(0, 0, 0, 0)',
  podFontOnBody: false,
};

/**
 * The host's development build under StrictMode: each dialog opens, is still open a moment later
 * (StrictMode's remount once closed it at once), and closes from its own button.
 */
async function strictModeDialogs(page, url) {
  await page.goto(`${url}/dev/dialogs.html`);
  await page.getByRole('button', { name: 'Open drawer' }).waitFor();
  const seen = { effectRuns: await page.evaluate(() => document.body.dataset.effectRuns) };
  const dialogs = [
    ['Open drawer', 'dialog', 'Make a Deposit', 'Close'],
    ['Open modal', 'dialog', 'Delete site', 'Close'],
    ['Open confirm', 'alertdialog', 'Fetch the variants?', 'Cancel'],
  ];
  for (const [opener, role, title, closer] of dialogs) {
    await page.getByRole('button', { name: opener }).click();
    const dialog = page.getByRole(role, { name: title });
    await dialog.waitFor();
    await page.waitForTimeout(300);
    const stayedOpen = await dialog.isVisible();
    await dialog.getByRole('button', { name: closer }).click();
    await dialog.waitFor({ state: 'detached' });
    seen[title] = stayedOpen;
  }
  return seen;
}

/**
 * Runs `check(page)` on a new page and reports it as { name, ok, output }: page errors fail it,
 * and with `strict` so do console errors and failed requests.
 */
async function onPage(browser, name, check, { strict = false } = {}) {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  if (strict) {
    page.on('console', (message) => {
      // A failed request is reported below with its address; the console line has none.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        problems.push(`console error: ${message.text()}`);
      }
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
  }
  try {
    const { ok, seen } = await check(page);
    return { name, ok: ok && problems.length === 0, output: JSON.stringify({ seen, problems }) };
  } catch (error) {
    return { name, ok: false, output: `${error.message}\n${problems.join('\n')}` };
  } finally {
    await page.close();
  }
}

/** Runs the browser checks; each result is { name, ok, output } for check-packages' report. */
export async function embeddedWidgetChecks({ root, appDist, workDir }) {
  const results = [];
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(workDir, 'data-'));
  let log = '';
  const server = spawn(
    process.execPath,
    ['--conditions=@podoffice/source', '--import', 'tsx', 'packages/server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        STATIC_DIR: appDist,
        APP_URL: url,
        AUTH_RATE_LIMIT: '10000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout.on('data', (chunk) => (log += chunk));
  server.stderr.on('data', (chunk) => (log += chunk));
  let browser;
  try {
    await waitForApi(url, server, () => log);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const cases = [
      [
        'admin@podoffice.test',
        "an Administrator sees Approve and Deny, no Make a Deposit; the host's theme and body kept",
        (c) => c.approve > 0 && c.deny > 0 && c.deposit === 0,
      ],
      [
        'seller@podoffice.test',
        'a Seller sees Make a Deposit, no Approve or Deny',
        (c) => c.deposit === 1 && c.approve === 0 && c.deny === 0,
      ],
    ];
    results.push(
      await onPage(
        browser,
        "Chromium: the host's development build under StrictMode opens and closes a Drawer, a Modal and a ConfirmDialog",
        async (page) => {
          const seen = await strictModeDialogs(page, url);
          const ok =
            seen.effectRuns === '2' &&
            seen['Make a Deposit'] &&
            seen['Delete site'] &&
            seen['Fetch the variants?'];
          return { ok, seen };
        },
      ),
    );
    const orderCases = [
      [
        'admin@podoffice.test',
        "an Administrator's orders keep the host's keys, links and Back under /tools/pod",
        (o) => o.backTo === '/tools/pod/dashboard',
      ],
      ['seller@podoffice.test', "a Seller's orders of the site the host gives", () => true],
    ];
    for (const [email, expectation, holds] of orderCases) {
      const name = `Chromium: OrdersScreen in the host's /tools/pod/*, ${expectation}`;
      results.push(
        await onPage(browser, name, async (page) => {
          const token = await tokenOf(url, email);
          const site = email.startsWith('seller') ? await sellerSiteWithOrders(url, token) : null;
          const orders = await embeddedOrders(page, url, token, site);
          const ok =
            orders.rows > 0 &&
            orders.linksInBase &&
            orders.hostKeysKept &&
            Boolean(orders.tabKey) &&
            // The host's theme: its primary colour on the selected tab.
            orders.selectedColor === 'rgb(122, 31, 92)' &&
            holds(orders);
          return { ok, seen: orders };
        }),
      );
    }
    for (const [email, expectation, holds] of cases) {
      const name = `Chromium: embedded BalanceScreen, ${expectation}`;
      results.push(
        await onPage(
          browser,
          name,
          async (page) => {
            const token = await tokenOf(url, email);
            await page.goto(`${url}/?token=${encodeURIComponent(token)}`);
            const controls = await balanceControls(page);
            const styles = await hostStyles(page);
            const ok = holds(controls) && JSON.stringify(styles) === JSON.stringify(HOST_STYLES);
            return { ok, seen: { controls, styles } };
          },
          { strict: true },
        ),
      );
    }
  } catch (error) {
    results.push({
      name: 'Chromium: embedded widget against the real server',
      ok: false,
      output: error.message,
    });
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    await new Promise((resolve) =>
      server.exitCode === null ? server.once('exit', resolve) : resolve(),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

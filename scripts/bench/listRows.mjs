// DESIGN.md's budget "a list screen shows its 20 rows within 100 ms of the data arriving", read in
// Chromium from the list screens' stories (their data served by the stories' MSW handlers). For each
// screen the page is loaded afresh; in the page, the list's answer is timed when its fetch resolves
// (the answer has reached the page), and the rows when the 20th data row of a table is in the
// document and the frame that draws it has run (a skeleton row, aria-hidden, is no data row). The
// figure is the time between the two: parsing the answer, the store, React's render, style and
// layout. Best of five loads, with the median; no CPU slowdown (the budget is the user's machine).
// The stories run with their play functions, whose DOM queries are counted too (a few ms: a
// figure too high, not too low). Not embed=true, which skips them: Storybook then measures the
// page's size after every DOM change to resize the embedding frame (a forced layout in an animation
// frame), which added 20-30 ms of its own to every figure.
// It prints the figures; it does not fail.
//
//   node scripts/bench/listRows.mjs [--storybook <built dir>] [--port <port>] [--loads <n, 5>]
//     [--screen <part of a label: that screen alone>]
//
// On the real server's data (issue 25): start the app (`npm start`, the demo's ~3,000 orders) and
//   node scripts/bench/listRows.mjs --app http://127.0.0.1:<port> [--loads <n>]
// times /orders of each demo role in the built app, signed in through the API's login.
import {
  arg,
  benchPage,
  launchChromium,
  serveStorybook,
  storybookDir,
  summary,
} from './storybookBench.mjs';

const BUDGET_MS = 100;
const ROWS = 20;
const LOADS = Number(arg('--loads', '5'));

/** The list screens: a filled story of each, and the operation that answers its rows. */
const SCREENS = [
  ['/orders (Administrator)', 'features-orders-ordersscreen--filled', 'Orders'],
  ['/balance (Administrator)', 'features-balance-balancescreen--administrator', 'Balances'],
  ['/admin/users-manager', 'features-users-usersscreen--filled', 'Users'],
  ['/sites (Administrator)', 'features-sites-sitesscreen--administrator', 'SitesList'],
  ['/activity-logs', 'features-logs-activitylogsscreen--filled', 'ActivityLogs'],
  ['/news', 'features-news-newslistscreen--filled', 'NewsList'],
  ['/export-files', 'features-exports-exportfilesscreen--administrator', 'OrderExports'],
  ['/admin/discount', 'features-discounts-discountsscreen--filled', 'Discounts'],
];

/** The real app's order screens and who reads them (the demo accounts). */
const APP_SCREENS = [
  ['/orders (Administrator, real server)', '/orders?range=any', 'Orders', 'admin@podoffice.test'],
  ['/orders (Seller, real server)', '/orders?range=any', 'Orders', 'seller@podoffice.test'],
  ['/orders (Supplier, real server)', '/orders?range=any', 'Orders', 'supplier@podoffice.test'],
];
const DEMO_PASSWORD = 'Demo#2026';
const app = arg('--app', '');

/** A session token of a demo account, from the API's login. */
async function tokenOf(email) {
  const response = await fetch(`${app}/query`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token expired_at } }',
      variables: { email, password: DEMO_PASSWORD },
    }),
  });
  const body = await response.json();
  if (!body.data) throw new Error(`login of ${email}: ${body.errors?.[0]?.message}`);
  return JSON.stringify({ token: body.data.login.token, expiredAt: body.data.login.expired_at });
}

const dir = app ? null : storybookDir({ build: true });
if (!app && !dir) process.exit(0);
const base = app || (await serveStorybook(dir, arg('--port', '6096')));
const browser = await launchChromium();

try {
  const page = await benchPage(browser);
  await page.addInitScript(
    ([rows]) => {
      const marks = { answers: {}, shown: null };
      window.__listRows = marks;
      // The time each operation's answer reached the page: its fetch resolved. Wrapped before any
      // script of the page runs, so the GraphQL client's fetch is this one.
      const original = window.fetch;
      window.fetch = async function timedFetch(input, init) {
        const response = await original.call(this, input, init);
        try {
          const name = JSON.parse(
            typeof init?.body === 'string' ? init.body : 'null',
          )?.operationName;
          if (name) marks.answers[name] ??= performance.now();
        } catch {
          // not a GraphQL call
        }
        return response;
      };
      const dataRows = () =>
        Math.max(
          0,
          ...[...document.querySelectorAll('table:not([aria-busy])')].map(
            (table) => table.querySelectorAll('tbody > tr:not([aria-hidden])').length,
          ),
        );
      const observer = new MutationObserver(() => {
        if (marks.shown !== null || dataRows() < rows) return;
        observer.disconnect();
        // The frame that draws the rows: its animation-frame callbacks, then style, layout, paint.
        requestAnimationFrame(() => setTimeout(() => (marks.shown = performance.now())));
      });
      observer.observe(document, { subtree: true, childList: true });
    },
    [ROWS],
  );

  console.log(`\nList screens: ${ROWS} rows after their data arrives (Chromium, no CPU slowdown)`);
  const only = arg('--screen', '');
  const screens = app ? APP_SCREENS : SCREENS;
  for (const [label, id, operation, email] of screens.filter(([label]) => label.includes(only))) {
    const times = [];
    // The app signed in as the screen's reader: the token where the sign-in form keeps it.
    const session = email ? await tokenOf(email) : null;
    for (let i = 0; i < LOADS; i += 1) {
      if (session) {
        await page.goto(`${base}/login`);
        await page.evaluate(
          (value) => window.sessionStorage.setItem('podoffice.token', value),
          session,
        );
      }
      await page.goto(app ? `${base}${id}` : `${base}/iframe.html?id=${id}&viewMode=story`);
      await page.waitForFunction(() => window.__listRows.shown !== null, null, { timeout: 20_000 });
      const marks = await page.evaluate(() => window.__listRows);
      if (marks.answers[operation] === undefined) {
        throw new Error(`${label}: no ${operation} call was seen (${Object.keys(marks.answers)})`);
      }
      times.push(marks.shown - marks.answers[operation]);
    }
    const { best, median, runs } = summary(times);
    const verdict = best <= BUDGET_MS ? 'within budget' : 'OVER BUDGET';
    console.log(
      `${label.padEnd(44)} ${`${best.toFixed(1)} ms`.padStart(10)}   budget ${BUDGET_MS} ms   ${verdict}   (median ${median.toFixed(0)}; runs: ${runs})`,
    );
  }
} finally {
  await browser.close();
}

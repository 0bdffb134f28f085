// Issue 26's budget for the order CSV: a 50,000-row file read in the Web Worker (decoded, parsed by
// papaparse, its rows checked by the domain's rules, which refuse it past 5,000 rows with their
// message) within 1.5 s at 4x CPU slowdown, with no main-thread task over 50 ms. Read in Chromium
// from ImportOrdersScreen's SelectAFile story: the time from the file input's change to the answer
// on the page, and the page's long tasks (PerformanceObserver 'longtask') in between. CDP's CPU
// throttling slows the page's main thread; whether it reaches the dedicated worker is printed as
// measured (the 1x and 4x runs side by side), and 4x the 1x figure is given as the worker's
// estimate when it does not. It prints the figures; it does not fail.
//
//   node scripts/bench/orderCsv.mjs [--storybook <built dir>] [--port <port>] [--loads <n, 3>]
import {
  arg,
  benchPage,
  launchChromium,
  serveStorybook,
  storybookDir,
  summary,
} from './storybookBench.mjs';

const ROWS = 50_000;
const BUDGET_MS = 1500;
const LONG_TASK_MS = 50;
const LOADS = Number(arg('--loads', '3'));
const STORY = 'features-order-imports-importordersscreen--select-a-file';

const header =
  'Order Number,Variant ID,Quantity,Shipping Method,First Name,Last Name,Address1,City,State,Zip Code,Country Code,Design_1';
const lines = Array.from(
  { length: ROWS },
  (_, i) =>
    `${100000 + i},71,1,Standard,Ada,Byron ${i},"12 Analytical Row, Apt ${i % 30}",London,London,N1 7AA,GB,https://designs.example/${i}.png`,
);
const buffer = Buffer.from([header, ...lines].join('\n'));

const dir = storybookDir({ build: true });
if (!dir) process.exit(0);
const base = await serveStorybook(dir, arg('--port', '6097'));
const browser = await launchChromium();
try {
  const page = await benchPage(browser);
  await page.addInitScript(() => {
    const marks = { chosen: null, answered: null, longTasks: [] };
    window.__orderCsv = marks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        marks.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    document.addEventListener(
      'change',
      (event) => {
        if (event.target instanceof HTMLInputElement && event.target.type === 'file')
          marks.chosen = performance.now();
      },
      true,
    );
    new MutationObserver(() => {
      if (
        marks.chosen !== null &&
        marks.answered === null &&
        /A file holds at most/.test(document.body.textContent ?? '')
      )
        marks.answered = performance.now();
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const cdp = await page.context().newCDPSession(page);
  console.log(
    `\nOrder CSV of ${ROWS.toLocaleString('en')} rows (${(buffer.length / 1e6).toFixed(1)} MB) read in the worker (Chromium)`,
  );
  const bestAt = {};
  for (const rate of [1, 4]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const times = [];
    let longest = 0;
    for (let i = 0; i < LOADS; i += 1) {
      await page.goto(`${base}/iframe.html?id=${STORY}&viewMode=story`);
      await page.getByRole('button', { name: 'Select CSV' }).waitFor();
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer });
      await page.waitForFunction(() => window.__orderCsv.answered !== null, null, {
        timeout: 120_000,
      });
      const marks = await page.evaluate(() => window.__orderCsv);
      times.push(marks.answered - marks.chosen);
      for (const task of marks.longTasks)
        if (task.start >= marks.chosen && task.start <= marks.answered)
          longest = Math.max(longest, task.duration);
    }
    const { best, median, runs } = summary(times);
    bestAt[rate] = best;
    const verdict = rate === 1 || best <= BUDGET_MS ? '' : '   OVER BUDGET';
    console.log(
      `${`${rate}x CPU: file chosen -> answer`.padEnd(44)} ${`${best.toFixed(0)} ms`.padStart(10)}   budget ${BUDGET_MS} ms at 4x${verdict}   (median ${median.toFixed(0)}; runs: ${runs})`,
    );
    console.log(
      `${`${rate}x CPU: longest main-thread task meanwhile`.padEnd(44)} ${`${longest.toFixed(0)} ms`.padStart(10)}   budget ${LONG_TASK_MS} ms${longest > LONG_TASK_MS ? '   OVER BUDGET' : ''}`,
    );
  }
  // Throttling that reached the worker makes the 4x run about four times the 1x one.
  if (bestAt[4] < 2 * bestAt[1]) {
    const estimate = 4 * bestAt[1];
    console.log(
      `${'worker at 4x (estimate: 4 x the 1x run)'.padEnd(44)} ${`${estimate.toFixed(0)} ms`.padStart(10)}   budget ${BUDGET_MS} ms${estimate > BUDGET_MS ? '   OVER BUDGET' : '   within budget'}   (CDP's throttling did not reach the worker)`,
    );
  }
} finally {
  await browser.close();
}

// The variant grid bench's actions as CPU time of the page's main thread, for comparing two builds
// on a shared machine. scripts/bench/variantGrid.mjs reads wall-clock task time at 4x slowdown,
// which swings by half with the load of other processes on the cores; this reads the thread time
// of the main thread's tasks (trace events' `tdur`) with no slowdown, which leaves out the time
// the thread waited for a core. It is no budget figure: about 4x it is the throttled figure of an
// idle machine. Each figure is the median of --runs.
//
//   node scripts/bench/variantGridCpu.mjs --storybook <built dir> [--port <port>] [--runs <n>]
import { arg, benchPage, launchChromium, serveStorybook, storybookDir } from './storybookBench.mjs';

const dir = storybookDir();
if (!dir) process.exit(0);
const port = arg('--port', '6099');
const runs = Number(arg('--runs', '5'));

const base = await serveStorybook(dir, port);
const browser = await launchChromium();

try {
  // Without Storybook's highlight tool, as in variantGrid.mjs.
  const page = await benchPage(browser);
  await page.goto(
    `${base}/iframe.html?id=ui-data-variantgrid--two-thousand-variants&viewMode=story`,
  );
  await page.getByRole('grid', { name: 'Variants' }).waitFor();
  const settle = () =>
    page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
        ),
    );
  /** The main thread's CPU ms of `action` and what it set off. */
  async function cpu(action) {
    await settle();
    await browser.startTracing(page, { categories: ['toplevel'] });
    await action();
    await settle();
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const main = new Set(
      traceEvents
        .filter(
          (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
        )
        .map((e) => `${e.pid}:${e.tid}`),
    );
    let us = 0;
    for (const e of traceEvents) {
      if (e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && e.tdur) {
        if (main.has(`${e.pid}:${e.tid}`)) us += e.tdur;
      }
    }
    return us / 1000;
  }
  const find = (name, role = 'button') =>
    page.getByRole(role, { name, exact: true }).elementHandle();
  const click = (element) => element.evaluate((el) => el.click());
  const figures = new Map();
  const add = (label, ms) => figures.set(label, [...(figures.get(label) ?? []), ms]);

  for (let i = 0; i < runs; i += 1) {
    add('nothing (the measuring itself)', await cpu(async () => {}));
    await click(await find('Unmount grid'));
    const mount = await find('Mount grid');
    add('mount', await cpu(() => click(mount)));
    await page.getByRole('textbox', { name: 'Regular price of Black / S / Style 1' }).focus();
    add('edit a cell (one keystroke)', await cpu(() => page.keyboard.press('5')));
    const status = await find('Status of Black / S / Style 2', 'switch');
    add('toggle a status', await cpu(() => click(status)));
    const bulk = await find('Bulk edit price');
    add('bulk price on All (2,000 rows)', await cpu(() => click(bulk)));
    await page.getByRole('button', { name: 'Reorder Black / S / Style 3', exact: true }).focus();
    add('keyboard drag: pick up', await cpu(() => page.keyboard.press('Space')));
    add('keyboard drag: move one row', await cpu(() => page.keyboard.press('ArrowDown')));
    add('keyboard drag: drop', await cpu(() => page.keyboard.press('Space')));
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`\nVariant grid (${dir}), main-thread CPU ms at 1x, median of ${runs}`);
  for (const [label, values] of figures) {
    console.log(`${label.padEnd(36)} ${median(values).toFixed(1).padStart(6)} ms`);
  }
} finally {
  await browser.close();
}

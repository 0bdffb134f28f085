// Where the variant grid bench's time goes: the same actions as scripts/bench/variantGrid.mjs at
// the same 4x CPU slowdown, each recorded once with Chromium's sampling profiler (self and total
// time by function) or, with --trace, its tracing (main-thread time by kind: script, style,
// layout, paint). For reading, not for figures: both add their own cost. The profiles are written
// to --out for DevTools. Storybook's build minifies, so for function names profile a build made
// with STORYBOOK_NO_MINIFY=1 (and STORYBOOK_STORIES=packages/ui/src/components/VariantGrid/*.stories.tsx
// to build that component only).
//
//   node scripts/bench/variantGridProfile.mjs --storybook <dir> [--port <port>] [--out <dir>] [--trace]
//     [--rate <CPU slowdown, 4>] [--interval <sampling µs, 250>] [--mount-only]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  arg,
  benchPage,
  launchChromium,
  root,
  serveStorybook,
  storybookDir,
} from './storybookBench.mjs';

const dir = storybookDir();
if (!dir) process.exit(0);
const port = arg('--port', '6098');
const out = path.resolve(root, arg('--out', 'test-results/variant-grid-profile'));
const tracing = process.argv.includes('--trace');
mkdirSync(out, { recursive: true });

const base = await serveStorybook(dir, port);
const browser = await launchChromium();

/** Self time of each trace event name on the renderer's main thread (nested events subtracted). */
function traceSummary(events) {
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.ph === 'M',
  );
  const onMain = events
    .filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  // Thread time (tdur) of the outermost events: the CPU the main thread spent, which a busy
  // machine does not inflate as it does wall time. For comparing two builds, not for the budget.
  let threadUs = 0;
  for (const event of onMain) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (!parent) threadUs += event.tdur ?? 0;
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - event.dur);
    self.set(event.name, (self.get(event.name) ?? 0) + event.dur);
    stack.push(event);
  }
  const kinds = [...self.entries()]
    .map(([name, us]) => [name, us / 1000])
    .filter(([, ms]) => ms >= 0.5)
    .sort((a, b) => b[1] - a[1]);
  return { kinds, threadMs: threadUs / 1000 };
}

/** Self and total time per function of a CPU profile. */
function profileSummary(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfUs = new Map();
  profile.samples.forEach((id, i) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const key = (n) => {
    const f = n.callFrame;
    const file = f.url ? f.url.split('/').pop() : '';
    return `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
  };
  const self = new Map();
  const total = new Map();
  for (const [id, us] of selfUs) {
    const node = byId.get(id);
    self.set(key(node), (self.get(key(node)) ?? 0) + us);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const k = key(byId.get(at));
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + us);
    }
  }
  const top = (map, n) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `${(us / 1000).toFixed(1).padStart(7)} ms  ${k}`);
  return { self: top(self, 30), total: top(total, 45) };
}

try {
  // Without Storybook's highlight tool, as in variantGrid.mjs.
  const page = await benchPage(browser);
  await page.goto(
    `${base}/iframe.html?id=ui-data-variantgrid--two-thousand-variants&viewMode=story`,
  );
  await page.getByRole('grid', { name: 'Variants' }).waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(arg('--rate', '4')) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: Number(arg('--interval', '250')) });
  const settle = () =>
    page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
        ),
    );

  async function profile(label, action) {
    await settle();
    if (tracing) {
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
      });
    } else {
      await cdp.send('Profiler.start');
    }
    await action();
    await settle();
    console.log(`\n=== ${label}`);
    if (tracing) {
      const raw = (await browser.stopTracing()).toString();
      // Kept for DevTools' Performance panel (load the file there) and for reading forced layouts.
      writeFileSync(path.join(out, `${label.replace(/\W+/g, '-')}.trace.json`), raw);
      const trace = JSON.parse(raw);
      const { kinds, threadMs } = traceSummary(trace.traceEvents ?? trace);
      console.log(`main thread CPU (thread time): ${threadMs.toFixed(1)} ms`);
      console.log('main thread by kind (self ms):');
      for (const [name, ms] of kinds.slice(0, 14)) {
        console.log(`${ms.toFixed(1).padStart(7)} ms  ${name}`);
      }
      return;
    }
    const { profile: cpu } = await cdp.send('Profiler.stop');
    writeFileSync(path.join(out, `${label.replace(/\W+/g, '-')}.cpuprofile`), JSON.stringify(cpu));
    const { self, total } = profileSummary(cpu);
    console.log('self time by function:');
    console.log(self.join('\n'));
    console.log('total time by function:');
    console.log(total.join('\n'));
  }

  const click = (name, role = 'button') =>
    page.getByRole(role, { name, exact: true }).evaluate((el) => el.click());
  await click('Unmount grid');
  await page.getByRole('button', { name: 'Mount grid' }).waitFor();
  await profile('mount', () => click('Mount grid'));
  if (process.argv.includes('--mount-only')) process.exit(0);
  const price = page.getByRole('textbox', {
    name: 'Regular price of Black / S / Style 1',
    exact: true,
  });
  await price.focus();
  await price.evaluate((el) => el.setSelectionRange(el.value.length, el.value.length));
  await profile('edit', () => page.keyboard.press('5'));
  await profile('toggle', () => click('Status of Black / S / Style 2', 'switch'));
  await profile('bulk', () => click('Bulk edit price'));
  await page.getByRole('button', { name: 'Reorder Black / S / Style 3', exact: true }).focus();
  await profile('drag pick up', () => page.keyboard.press('Space'));
  await profile('drag move', () => page.keyboard.press('ArrowDown'));
  await profile('drag drop', () => page.keyboard.press('Space'));
} finally {
  await browser.close();
}

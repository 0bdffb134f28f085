import { chromium } from 'playwright';
import { createRequire } from 'node:module';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
const axeFile = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const b = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const p = await b.newPage();
for (const id of process.argv.slice(2)) {
  await p.goto(`http://127.0.0.1:6108/iframe.html?id=${id}&viewMode=story`);
  await p.waitForTimeout(2500);

  await p.addScriptTag({ path: axeFile });
  const r = await p.evaluate(async () => {
    const opts = { resultTypes: ['violations'] };
    const t = async (o) => { const s = performance.now(); await axe.run('#storybook-root', o); return Math.round(performance.now() - s); };
    await t(opts);
    const all = await t(opts);
    const noCC = await t({ ...opts, rules: { 'color-contrast': { enabled: false } } });
    const res = await axe.run('#storybook-root', { ...opts, performanceTimer: false });
    const n = document.querySelectorAll('#storybook-root *').length;
    // time per rule
    const rules = axe.getRules().map((r) => r.ruleId);
    const per = [];
    for (const rule of rules) { const s = performance.now(); await axe.run('#storybook-root', { ...opts, runOnly: { type: 'rule', values: [rule] } }); per.push([rule, Math.round(performance.now() - s)]); }
    per.sort((a, b) => b[1] - a[1]);
    return { all, noCC, n, top: per.slice(0, 8) };
  });
  console.log(id, JSON.stringify(r));
}
await b.close();

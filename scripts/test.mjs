// npm test: every test layer, one after the other, stopping at the first failure; then each
// layer's time against its budget (scripts/test-layers.mjs; README "Test it"). Over budget is
// said, not failed: the CI machine's speed varies, and a layer over its budget is fixed before new
// work is added to it.
//
//   npm test                 every layer
//   npm test -- jest e2e     these layers only (names below); `npm test -- --list` lists them
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LAYERS, readmeBudgets, SUITE_BUDGET } from './test-layers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);

if (args.includes('--list')) {
  for (const layer of LAYERS)
    console.log(`${layer.key.padEnd(10)} ${layer.budget} s  ${layer.title}`);
  process.exit(0);
}
const unknown = args.filter((a) => !LAYERS.some((l) => l.key === a));
if (unknown.length > 0) {
  console.error(
    `No such layer: ${unknown.join(', ')}. Layers: ${LAYERS.map((l) => l.key).join(', ')}.`,
  );
  process.exit(2);
}
// The README states the budgets to whoever reads it: it must say what this suite holds to.
const stated = readmeBudgets(readFileSync(path.join(root, 'README.md'), 'utf8'));
const ours = new Map(LAYERS.map((l) => [l.key, l.budget]));
const differ = [...new Set([...ours.keys(), ...stated.keys()])].filter(
  (key) => ours.get(key) !== stated.get(key),
);
if (differ.length > 0) {
  const said = (budget) => (budget === undefined ? 'missing' : `${budget} s`);
  console.error(
    `README "Test it" and scripts/test-layers.mjs disagree on: ${differ
      .map((key) => `${key} (README ${said(stated.get(key))}, script ${said(ours.get(key))})`)
      .join(', ')}. Make them the same.`,
  );
  process.exit(2);
}
const wanted = (key) => args.length === 0 || args.includes(key);

/** Busy CPU time of the whole machine, in seconds (user + nice + system of /proc/stat). */
function cpuSeconds() {
  try {
    const [, user, nice, system] = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/);
    return (Number(user) + Number(nice) + Number(system)) / 100;
  } catch {
    return NaN;
  }
}

const bold = (text) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);

/** Runs one layer's command, its output straight to the terminal. */
function runLayer(layer) {
  return new Promise((resolve) => {
    console.log(`\n${bold(`== ${layer.title} ==`)}`);
    const started = Date.now();
    const cpuBefore = cpuSeconds();
    const child = spawn(layer.command[0], layer.command.slice(1), {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      resolve({
        layer,
        ok: code === 0,
        code: code ?? signal,
        seconds,
        // Under a second the reading says nothing.
        cores: seconds < 1 ? NaN : (cpuSeconds() - cpuBefore) / seconds,
      });
    });
  });
}

const started = Date.now();
const results = [];
for (const layer of LAYERS.filter((l) => wanted(l.key))) {
  const outcome = await runLayer(layer);
  results.push(outcome);
  if (!outcome.ok) break;
}
const failed = results.find((r) => !r.ok);

// Each layer's time, its budget, and how many of the machine's cores were busy meanwhile: a layer
// near 2 on this two-core kind is CPU-bound, so it gets faster only by doing less work.
const total = (Date.now() - started) / 1000;
console.log(`\n${bold('Layer times against their budgets (README "Test it"):')}`);
console.log('  time   budget  cores  layer');
for (const { layer, ok, seconds, cores } of results) {
  console.log(
    `${String(Math.round(seconds)).padStart(6)} s ${String(layer.budget).padStart(5)} s ` +
      `${Number.isFinite(cores) ? cores.toFixed(1).padStart(5) : '    ?'}  ${layer.title}` +
      `${ok ? '' : '  FAILED'}${seconds > layer.budget ? '  OVER BUDGET' : ''}`,
  );
}
const over = results.filter((r) => r.seconds > r.layer.budget);
console.log(
  over.length === 0
    ? 'Every layer within its budget.'
    : `Over budget: ${over.map((r) => `${r.layer.key} (${Math.round(r.seconds)} s of ${r.layer.budget} s)`).join(', ')}.`,
);
if (args.length === 0) {
  console.log(`All layers: ${Math.round(total)} s of the suite's ${SUITE_BUDGET} s.`);
}
if (failed) {
  console.log(`\n${failed.layer.title} failed (${failed.code}).`);
  process.exit(1);
}
console.log(`\nAll test layers passed in ${Math.round(total)} s.`);

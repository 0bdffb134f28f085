// Web Workers of a library build. The sources start a worker the way bundlers understand,
// `new Worker(new URL('./x.worker.ts', import.meta.url), { type: 'module' })`: Vite (the app,
// Storybook) bundles the worker from it. The library build keeps that expression, pointed at
// ./x.worker.js, and writes beside it the worker bundled whole (its dependencies inside: a host
// that loads it as it is needs nothing else) with esbuild, which rollup-plugin-esbuild brings.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/** Every *.worker.ts under `dir`, relative to it. */
function workerFiles(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(prefix, entry.name);
    if (entry.isDirectory()) return workerFiles(dir, rel);
    return entry.name.endsWith('.worker.ts') ? [rel] : [];
  });
}

const WORKER_URL = /new URL\((['"])(\.{1,2}\/[\w./-]+)\.worker\.ts\1,\s*import\.meta\.url\)/g;

/**
 * @param {{ srcDir: string }} options the package's src folder (the output mirrors it: preserveModules)
 * @returns {import('rollup').Plugin}
 */
export function workers({ srcDir }) {
  const entries = workerFiles(srcDir);
  return {
    name: 'workers',
    transform(code) {
      if (!code.includes('.worker.ts')) return null;
      return {
        code: code.replace(WORKER_URL, 'new URL($1$2.worker.js$1, import.meta.url)'),
        map: null,
      };
    },
    async writeBundle(output) {
      if (!output.dir) return;
      await Promise.all(
        entries.map((rel) =>
          build({
            entryPoints: [path.join(srcDir, rel)],
            outfile: path.join(output.dir, rel.replace(/\.ts$/, '.js')),
            bundle: true,
            format: 'esm',
            platform: 'browser',
            target: 'es2022',
            conditions: ['@podoffice/source', 'module', 'browser'],
            minify: true,
            sourcemap: true,
            logLevel: 'warning',
          }),
        ),
      );
    },
  };
}

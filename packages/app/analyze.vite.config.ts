import { defineConfig, mergeConfig } from 'vite';
import base from './vite.config';
import { gzipSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';

export default mergeConfig(base, defineConfig({
  build: { outDir: '/tmp/an/dist' },
  plugins: [{
    name: 'analyze',
    generateBundle(_o, bundle) {
      const out: Record<string, unknown> = {};
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const mods = Object.entries(chunk.modules).map(([id, m]) => ({ id: id.replace(/.*\/work\/main\//, ''), gz: m.code ? gzipSync(m.code).length : 0, code: m.code ?? '' })).sort((a, b) => b.gz - a.gz);
        out[file] = { gz: gzipSync(chunk.code).length, facade: chunk.facadeModuleId, isEntry: chunk.isEntry, imports: chunk.imports, dyn: chunk.dynamicImports, mods };
      }
      writeFileSync('/tmp/an/chunks.json', JSON.stringify(out, null, 1));
    },
  }],
}));

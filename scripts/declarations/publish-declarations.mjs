// Makes tsc's per-module declarations (dist/types) loadable by every TypeScript resolution an
// embedder may use, and writes the CommonJS twin the `require` condition points at:
// - relative specifiers get their file ('./api' -> './api/index.js', './Screen' -> './Screen.js'):
//   under moduleResolution node16/nodenext an ESM declaration file cannot import without one;
// - dist/types-cjs is the same tree under a {"type":"commonjs"} package.json, so TypeScript reads
//   it as CommonJS types for require() (a .d.ts in a "type": "module" package is taken for ESM).
// tsc cannot do either itself without .js extensions in every source import.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [typesDir = 'dist/types', cjsDir = 'dist/types-cjs'] = process.argv.slice(2);

function* declarationFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* declarationFiles(file);
    else if (entry.name.endsWith('.d.ts')) yield file;
  }
}

/** './x' -> './x.js' or './x/index.js', whichever declaration exists; others stay as they are. */
function fullySpecified(fromFile, specifier) {
  if (!/^\.\.?\//.test(specifier) || /\.(c|m)?js$/.test(specifier)) return specifier;
  const target = path.resolve(path.dirname(fromFile), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(path.join(target, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`${fromFile}: no declaration for '${specifier}'`);
}

// `from '...'`, `import '...'` and `import('...')`, the three places a declaration names a module.
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\2/g;

let rewritten = 0;
for (const file of declarationFiles(typesDir)) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(SPECIFIER, (_all, lead, quote, specifier) => {
    return `${lead}${quote}${fullySpecified(file, specifier)}${quote}`;
  });
  if (next !== text) {
    writeFileSync(file, next);
    rewritten += 1;
  }
}

rmSync(cjsDir, { recursive: true, force: true });
cpSync(typesDir, cjsDir, { recursive: true });
writeFileSync(path.join(cjsDir, 'package.json'), `${JSON.stringify({ type: 'commonjs' })}\n`);
console.log(`declarations: ${rewritten} files fully specified; CommonJS copy in ${cjsDir}`);

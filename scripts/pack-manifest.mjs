// prepack/postpack of the published packages: `node ../../scripts/pack-manifest.mjs strip|restore`.
// In the monorepo the `@podoffice/source` export condition points jest, Vite and tsc at src/; the
// tarball ships dist/ only, so the packed package.json must not name src/ at all, nor carry the
// monorepo's scripts (prepack/postpack name ../../scripts, which an installed package has not). `strip` keeps the
// committed file aside and writes the packed one; `restore` puts it back. A backup left by an
// interrupted pack is restored first, so the committed manifest is never lost.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const MANIFEST = 'package.json';
const BACKUP = '.package.json.unpacked';
const SOURCE_CONDITION = '@podoffice/source';

function withoutSourceCondition(value) {
  if (Array.isArray(value)) return value.map(withoutSourceCondition);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== SOURCE_CONDITION)
      .map(([key, inner]) => [key, withoutSourceCondition(inner)]),
  );
}

function strip() {
  if (existsSync(BACKUP)) renameSync(BACKUP, MANIFEST);
  const text = readFileSync(MANIFEST, 'utf8');
  const pkg = JSON.parse(text);
  pkg.exports = withoutSourceCondition(pkg.exports);
  // Nothing of the monorepo's own scripts (npm runs postpack from the manifest it read before prepack).
  delete pkg.scripts;
  delete pkg.devDependencies;
  if (Array.isArray(pkg.sideEffects)) {
    pkg.sideEffects = pkg.sideEffects.filter((pattern) => !pattern.startsWith('./src/'));
  }
  writeFileSync(BACKUP, text);
  writeFileSync(MANIFEST, `${JSON.stringify(pkg, null, 2)}\n`);
}

function restore() {
  if (existsSync(BACKUP)) renameSync(BACKUP, MANIFEST);
}

const command = process.argv[2];
if (command === 'strip') strip();
else if (command === 'restore') restore();
else {
  console.error(`Usage: node pack-manifest.mjs strip|restore (got ${command ?? 'nothing'})`);
  process.exit(1);
}

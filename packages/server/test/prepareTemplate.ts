// Run by the jest global setup in a child process under tsx: Node's own resolver (which jest uses
// for global setup) knows nothing of the "@podoffice/source" condition that maps workspace
// packages to their sources.
import { cpSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../src';
import { openDatabase } from '../src/db/client';

const [kind, target] = process.argv.slice(2);
if (!target) throw new Error('usage: prepareTemplate.ts pglite|postgres <folder or database url>');

if (kind === 'postgres') {
  const server = await startServer({ port: 0, databaseUrl: target, quiet: true });
  await server.close();
} else {
  // Two PGlite templates from one slow initdb: migrated only, then migrated and seeded.
  const migrated = path.join(target, 'migrated');
  const seeded = path.join(target, 'seeded');
  const database = await openDatabase({ dataDir: migrated }, async () => undefined);
  await database.close();
  cpSync(migrated, seeded, { recursive: true });
  const server = await startServer({ port: 0, dataDir: seeded, quiet: true });
  await server.close();
}

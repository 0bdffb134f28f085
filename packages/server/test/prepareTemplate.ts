// Run by the jest global setup in a child process under tsx: Node's own resolver (which jest uses
// for global setup) knows nothing of the "@podoffice/source" condition that maps workspace
// packages to their sources.
import { startServer } from '../src';

const [kind, target] = process.argv.slice(2);
if (!target) throw new Error('usage: prepareTemplate.ts pglite|postgres <data dir or database url>');
const server = await startServer(
  kind === 'postgres' ? { port: 0, databaseUrl: target, quiet: true } : { port: 0, dataDir: target, quiet: true },
);
await server.close();

import { configFromEnv } from './config';
import { DEMO_PASSWORD, demoAccountLines } from './seed/demoAccounts';
import { startServer } from './server';

const config = configFromEnv();
const server = await startServer(config);

if (config.staticDir) console.info(`POD Office app on ${server.url}/ (from ${config.staticDir})`);
if (config.seedDemo) {
  console.info(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const line of demoAccountLines()) console.info(line);
}

// tsx watch and process managers stop with a signal: close PGlite cleanly so its files stay sound.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(e);
        process.exit(1);
      },
    );
  });
}

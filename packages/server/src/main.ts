import { ConfigError, configFromEnv, type ServerConfig } from './config';
import { DataDirLocked } from './db/dataDirLock';
import { startDemoCardProvider } from './payments/demo';
import { DEMO_PASSWORD, demoAccountLines } from './seed/demoAccounts';
import { startServer } from './server';

function readConfig(): ServerConfig {
  try {
    return configFromEnv();
  } catch (e) {
    // The operator fixes the environment, not the code: the problems without a stack.
    if (!(e instanceof ConfigError)) throw e;
    console.error(e.message);
    process.exit(1);
  }
}

const config = readConfig();
// The demo's fake card provider, only when no PayPal credentials are set (payments/demo.ts).
await startDemoCardProvider(process.env, config);
const server = await startServer(config).catch((e: unknown) => {
  // Known refusals get one clear line; anything else its stack.
  const code = (e as NodeJS.ErrnoException).code;
  if (e instanceof DataDirLocked) console.error(e.message);
  else if (code === 'EADDRINUSE') console.error(`Port ${config.port} is already in use.`);
  else console.error(e);
  process.exit(1);
});

if (config.staticDir) console.info(`POD Office app on ${server.url}/ (from ${config.staticDir})`);
if (config.devOutbox) {
  console.warn(
    `DEV_OUTBOX: stored mails are readable without sign-in at ${server.url}/__dev/outbox`,
  );
}
if (config.seedDemo) {
  console.info(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const line of demoAccountLines()) console.info(line);
}

// tsx watch and process managers stop with a signal: close PGlite cleanly so its files stay sound.
// A second signal while closing (Ctrl-C reaches every process of the group) must not cut it short.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(e);
        process.exit(1);
      },
    );
  });
}

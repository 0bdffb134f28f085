import { ConfigError, configFromEnv, type ServerConfig } from './config';
import { DataDirLocked } from './db/dataDirLock';
import { startDemoFakes } from './demo';
import { DEMO_PASSWORD, demoAccountLines } from './seed/demoAccounts';
import { startServer, type RunningServer } from './server';

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

// Listened for before anything starts: a signal during the start (Ctrl-C while PGlite opens, a
// process manager giving up) waits for it, then closes cleanly, instead of killing the process
// with the data folder's lock held. A second signal while closing (Ctrl-C reaches every process
// of the group) must not cut it short. SIGHUP: the terminal was closed. 'disconnect':
// scripts/start.mjs (npm start) runs this process with an IPC channel that closes when it ends,
// however it ends, so the server never outlives it.
let running: Promise<RunningServer | undefined> = Promise.resolve(undefined);
let closeDemo: () => Promise<void> = async () => undefined;
let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  void running
    .then(async (server) => {
      await server?.close();
      await closeDemo();
    })
    .then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(e);
        process.exit(1);
      },
    );
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
if (process.channel) {
  process.on('disconnect', stop);
  // The channel would keep the process alive on its own; the listening server does that.
  process.channel.unref();
}

function refuse(e: unknown, config: ServerConfig): never {
  // Known refusals get one clear line; anything else its stack.
  const code = (e as NodeJS.ErrnoException).code;
  if (e instanceof DataDirLocked) console.error(e.message);
  else if (code === 'EADDRINUSE') console.error(`Port ${config.port} is already in use.`);
  else console.error(e);
  process.exit(1);
}

const demo = await startDemoFakes(readConfig());
closeDemo = demo.close;
const { config } = demo;
running = startServer(config).catch(async (e: unknown) => {
  await demo.close();
  return refuse(e, config);
});
const server = (await running)!;

if (config.staticDir) console.info(`POD Office app on ${server.url}/ (from ${config.staticDir})`);
for (const line of demo.lines) console.info(line);
if (config.devOutbox) {
  console.warn(
    `DEV_OUTBOX: stored mails are readable without sign-in at ${server.url}/__dev/outbox`,
  );
}
if (config.seedDemo) {
  console.info(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const line of demoAccountLines()) console.info(line);
}

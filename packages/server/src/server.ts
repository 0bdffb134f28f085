import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { createYoga, maskError } from 'graphql-yoga';
import sirv from 'sirv';
import { resolveJwtSecret } from './auth/jwtSecret';
import { configFromEnv, type ServerConfig } from './config';
import { openDatabase, type Database, type OpenDatabase } from './db/client';
import { outbox } from './db/schema';
import { createContext, type Context, type Services } from './graphql/context';
import { buildSchema } from './graphql/schema';
import { attachFileStore } from './files';
import { createMailer } from './mail/mailer';
import { attachPlatforms, handleAuthCallback, isAuthCallbackPath } from './platforms';
import { seed } from './seed/seed';

export interface StartServerOptions extends Partial<ServerConfig> {
  /** The clock every request reads; tests move it to expire tokens and throttles. */
  now?: () => Date;
  /** No start-up or request logs (unexpected errors are still printed). */
  quiet?: boolean;
}

export interface RunningServer {
  /** Origin, e.g. http://localhost:4000; the API answers at `${url}/query`. */
  url: string;
  port: number;
  /** The database the server uses, for tests and tools that inspect it. */
  db: Database;
  dbKind: OpenDatabase['kind'];
  /** Stops accepting requests, drops open connections, then closes mail and the database. */
  close(): Promise<void>;
}

export const GRAPHQL_PATH = '/query';
export const DEV_OUTBOX_PATH = '/__dev/outbox';

/**
 * Migrates and seeds the database, then serves the GraphQL API (and the built app when
 * `staticDir` is set). Options left out take the defaults of an empty environment, not
 * process.env: main.ts passes configFromEnv() explicitly.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const { now = () => new Date(), quiet = false, ...overrides } = options;
  const config: ServerConfig = { ...configFromEnv({}), ...overrides };
  const log = quiet ? () => undefined : (message: string) => console.info(message);

  const database = await openDatabase(config, (db) =>
    seed(db, { demo: config.seedDemo, now: now() }),
  );
  const { db } = database;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db });
  const services: Services = {
    db,
    dbKind: database.kind,
    mailer,
    jwtKey: await resolveJwtSecret({
      configured: config.jwtSecret,
      kind: database.kind,
      dataDir: config.dataDir,
      db,
    }),
    tokenTtlSeconds: config.tokenTtlSeconds,
    appUrl: config.appUrl ?? '',
    usersReadOnlyEmails: new Set(config.usersReadOnlyEmails),
    now,
  };

  const files = attachFileStore(services, config);

  const yoga = createYoga<object, Context>({
    schema: buildSchema(),
    graphqlEndpoint: GRAPHQL_PATH,
    context: ({ request }) => createContext(services, request),
    graphiql: !config.production,
    landingPage: false,
    logging: quiet ? 'error' : 'info',
    maskedErrors: {
      maskError(error, message, isDev) {
        const masked = maskError(error, message, isDev);
        if (masked !== error) console.error(error);
        return masked;
      },
    },
  });

  const serveApp = config.staticDir
    ? sirv(config.staticDir, { single: true, dev: !config.production, etag: true, gzip: true })
    : undefined;

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === GRAPHQL_PATH || path === '/health') {
      void yoga(req, res);
    } else if (isAuthCallbackPath(path)) {
      void handleAuthCallback(services, req, res);
    } else if (files.handles(path)) {
      files.handle(req, res);
    } else if (!config.production && path === DEV_OUTBOX_PATH && req.method === 'GET') {
      sendOutbox(db, req, res).catch((e: unknown) => {
        console.error(e);
        sendJson(res, 500, { error: 'outbox unavailable' });
      });
    } else if (serveApp && (req.method === 'GET' || req.method === 'HEAD')) {
      serveApp(req, res, () => sendJson(res, 404, { error: 'not found' }));
    } else {
      sendJson(res, 404, { error: 'not found' });
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // No host: the dual-stack wildcard, so both localhost (::1) and 127.0.0.1 reach it.
    server.listen(config.port, config.host === '0.0.0.0' ? undefined : config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  services.appUrl = config.appUrl ?? url;
  attachPlatforms(services, config.platforms, url);
  files.startSweeping();
  log(`POD Office API (${database.kind}) listening on ${url}${GRAPHQL_PATH}`);

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    db,
    dbKind: database.kind,
    close: () =>
      (closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await files.close();
        mailer.close();
        await database.close();
      })()),
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(JSON.stringify(body));
}

/** GET /__dev/outbox?to=<email>: stored mails, newest first (development and tests only). */
async function sendOutbox(db: Database, req: IncomingMessage, res: ServerResponse) {
  const to = new URL(req.url ?? '/', 'http://localhost').searchParams
    .get('to')
    ?.trim()
    .toLowerCase();
  const rows = await db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.to, to) : undefined)
    .orderBy(desc(outbox.id))
    .limit(200);
  sendJson(
    res,
    200,
    rows.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      created_at: m.createdAt.toISOString(),
    })),
  );
}

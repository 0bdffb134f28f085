import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
} from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SERVER_MESSAGES } from '@podoffice/domain';
import { GraphQLError } from 'graphql';
import { desc, eq } from 'drizzle-orm';
import { createYoga, maskError, type YogaServerOptions } from 'graphql-yoga';
import sirv from 'sirv';
import { clientAddressResolver } from './auth/clientAddress';
import { resolveJwtSecret } from './auth/jwtSecret';
import { configFromEnv, type ServerConfig } from './config';
import { openDatabase, type Database, type OpenDatabase } from './db/client';
import { outbox } from './db/schema';
import { createContext, type Context, type Services } from './graphql/context';
import { listCostLimit, type ListCostLimits } from './graphql/listCost';
import { operationLimitPlugins } from './graphql/limits';
import { checkRequestStrings } from './graphql/edgeStrings';
import { unexpectedErrorLine } from './errorLog';
import { isJsonPost, sendNotJson } from './http/jsonOnly';
import { securityHeaders } from './http/securityHeaders';
import { buildSchema } from './graphql/schema';
import { attachFileStore } from './files';
import { attachJobs, startJobRunner } from './jobs';
import { JOB_KINDS } from './jobs/kinds';
import { createMailer } from './mail/mailer';
import { attachPartners } from './partners';
import { attachCardProvider } from './payments';
import { attachPlatforms, handleAuthCallback, isAuthCallbackPath } from './platforms';
import { sendJson } from './http/json';
import { TRACKING_WEBHOOK_PATH, attachTrackings, handleTrackingWebhook } from './trackings';
import { handleShopWebhook, isShopWebhookPath } from './shopOrders/webhooks';
import { handleShortLink, isShortLinkPath } from './graphql/products/shortLink';
import { startRowSweeper } from './db/sweepRows';
import { runInLane, type Lane } from './db/lanes';
import { API_ORDERS_PATH, handleApiOrders } from './apiOrders/handler';
import { seed } from './seed/seed';

export interface StartServerOptions extends Partial<ServerConfig> {
  /** The clock every request reads; tests move it to expire tokens and throttles. */
  now?: () => Date;
  /** No start-up or request logs (unexpected errors are still printed). */
  quiet?: boolean;
  /** Sees every SQL statement the server sends: tests count a request's queries with it. */
  onQuery?: (sql: string) => void;
  /** The list cost estimate's bounds (LIST_COST); the bench lifts them to time the server without. */
  listCost?: Partial<ListCostLimits>;
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

/**
 * Machines' deliveries (shop and tracking webhooks, the order API) wait behind people's requests
 * on the embedded database; nobody watches them arrive, and a shop retries a slow answer.
 */
function laneOf(req: IncomingMessage): Lane {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  return path === TRACKING_WEBHOOK_PATH || path === API_ORDERS_PATH || isShopWebhookPath(path)
    ? 'background'
    : 'interactive';
}
export const DEV_OUTBOX_PATH = '/__dev/outbox';

/**
 * Migrates and seeds the database, then serves the GraphQL API (and the built app when
 * `staticDir` is set). Options left out take the defaults of an empty environment, not
 * process.env: main.ts passes configFromEnv() explicitly.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const { now = () => new Date(), quiet = false, onQuery, listCost, ...overrides } = options;
  const config: ServerConfig = { ...configFromEnv({}), ...overrides };
  const log = quiet ? () => undefined : (message: string) => console.info(message);

  // The port is taken first, so a start on a port in use fails before it migrates or seeds
  // anything; until the database is ready, requests are told to come back.
  let route: RequestListener = (_req, res) => {
    res.setHeader('retry-after', '1');
    sendJson(res, 503, { error: 'starting' });
  };
  const server = createServer((req, res) => route(req, res));
  // An idle kept-alive connection is closed after 65 s, not Node's 5: a client that sends on it as
  // the server closes it gets ECONNRESET (seen on a loaded CI machine: Playwright's request
  // context reusing a socket between two journeys' calls). Longer than the 60 s idle timeout of
  // the usual load balancers, as they expect of what they forward to; the headers' deadline after.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // No host: the dual-stack wildcard, so both localhost (::1) and 127.0.0.1 reach it.
    server.listen(config.port, config.host === '0.0.0.0' ? undefined : config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  const port = (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;

  let database: OpenDatabase;
  try {
    database = await openDatabase({ ...config, onQuery }, (db) =>
      seed(db, { demo: config.seedDemo, now: now() }),
    );
  } catch (e) {
    await stopListening();
    throw e;
  }
  const { db } = database;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db });
  const services: Services = {
    db,
    listDb: database.listDb,
    dbKind: database.kind,
    mailer,
    jwtKey: await resolveJwtSecret({
      configured: config.jwtSecret,
      kind: database.kind,
      dataDir: config.dataDir,
      db,
    }),
    tokenTtlSeconds: config.tokenTtlSeconds,
    appUrl: config.appUrl ?? url,
    usersReadOnlyEmails: new Set(config.usersReadOnlyEmails),
    throttles: config.throttles,
    now,
  };

  const files = attachFileStore(services, config);

  const clientAddress = clientAddressResolver(config.trustProxy);
  const allowedOrigins = new Set([
    new URL(url).origin,
    ...(config.appUrl ? [new URL(config.appUrl).origin] : []),
    ...config.corsOrigins,
  ]);
  const fileOrigins = [config.files.publicUrl, config.files.s3?.endpoint]
    .filter((address): address is string => Boolean(address))
    .map((address) => new URL(address).origin);
  const headers = securityHeaders({ files: fileOrigins }, (req) => isHttps(req, config.trustProxy));
  // Yoga logs each error it masks as it is, and a failed query's error prints its parameters (a
  // customer's name, email, phone, address): those were logged by maskError below, by reference and
  // without them, so Yoga's own line is left out; any other error it logs goes by the same rule.
  const loggedErrors = new WeakSet<object>();
  const yogaLogger = {
    debug: () => undefined,
    info: quiet ? () => undefined : (...args: unknown[]) => console.info(...args),
    warn: (...args: unknown[]) => console.warn(...args),
    error: (...args: unknown[]) => {
      const shown = args.filter((a) => !(typeof a === 'object' && a && loggedErrors.has(a)));
      if (shown.length === 0) return;
      console.error(...shown.map((a) => (a instanceof Error ? unexpectedErrorLine(a) : a)));
    },
  };
  const yogaOptions = {
    schema: buildSchema(),
    maxRequestBodySize: GRAPHQL_BODY_MAX_BYTES,
    graphqlEndpoint: GRAPHQL_PATH,
    // yoga(req, res) below hands Node's request to every context as `req`.
    context: (initial) =>
      createContext(
        services,
        initial.request,
        clientAddress((initial as unknown as { req: IncomingMessage }).req),
      ),
    graphiql: !config.production,
    // One list of plugins for both servers below: the list cost's gate of heavy requests is one.
    plugins: [
      ...operationLimitPlugins({ production: config.production }),
      checkRequestStrings(),
      listCostLimit(listCost),
    ],
    // The app's own origin needs no CORS; other tools embedding the packages are listed.
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (!origin || !allowedOrigins.has(origin)) return false;
      return {
        origin,
        credentials: true,
        methods: ['GET', 'POST'],
        allowedHeaders: ['content-type', 'authorization'],
        maxAge: 600,
      };
    },
    landingPage: false,
    logging: yogaLogger,
    maskedErrors: {
      // A refusal passes as it is. Anything else is a bug: its log line (no personal data, see
      // unexpectedErrorLine) and the caller's message share a reference, so support finds one from
      // the other.
      maskError(error, message, isDev) {
        const refusal = maskError(error, message, isDev);
        if (refusal === error) return refusal;
        const reference = randomUUID();
        console.error(`Unexpected error ${reference}: ${unexpectedErrorLine(error)}`);
        if (typeof error === 'object' && error) loggedErrors.add(error);
        const masked = maskError(error, SERVER_MESSAGES.unexpectedError(reference), isDev);
        return new GraphQLError(masked.message, {
          ...(masked instanceof GraphQLError
            ? {
                nodes: masked.nodes,
                source: masked.source,
                positions: masked.positions,
                path: masked.path,
              }
            : {}),
          extensions: {
            ...(masked instanceof GraphQLError ? masked.extensions : {}),
            request_id: reference,
          },
        });
      },
    },
  } satisfies YogaServerOptions<object, Context>;
  const yoga = createYoga<object, Context>(yogaOptions);
  // Yoga limits a body's size by piping every body through a stream that counts its bytes, which
  // cost each request more CPU than its GraphQL execution (issue 29). A body with a Content-Length
  // needs no counting: Node's HTTP parser reads exactly that many bytes. Such a body within the
  // limit goes to a server without the counting; every other request (no length, a malformed one,
  // one over the limit) to the one with it, which answers as before.
  const yogaOfKnownLength = createYoga<object, Context>({
    ...yogaOptions,
    maxRequestBodySize: false,
  });

  const serveApp = config.staticDir
    ? sirv(config.staticDir, { single: true, dev: !config.production, etag: true, gzip: true })
    : undefined;

  const routeRequest: RequestListener = (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === GRAPHQL_PATH && req.method === 'POST' && !isJsonPost(req)) {
      sendNotJson(res);
    } else if (path === GRAPHQL_PATH || path === '/health') {
      void (hasBodyWithinLimit(req) ? yogaOfKnownLength : yoga)(req, res);
    } else if (isAuthCallbackPath(path)) {
      void handleAuthCallback(services, req, res);
    } else if (path === TRACKING_WEBHOOK_PATH) {
      void handleTrackingWebhook(services, req, res);
    } else if (isShopWebhookPath(path)) {
      void handleShopWebhook(services, req, res);
    } else if (isShortLinkPath(path)) {
      handleShortLink(services, req, res).catch((e: unknown) => {
        console.error(`Unexpected error: ${unexpectedErrorLine(e)}`);
        sendJson(res, 500, { error: 'unexpected error' });
      });
    } else if (path === API_ORDERS_PATH) {
      void handleApiOrders(services, req, res, clientAddress(req));
    } else if (files.handles(path)) {
      // Files are shown by the widgets of other tools too (embedders' pages), not only by the app.
      res.setHeader('cross-origin-resource-policy', 'cross-origin');
      files.handle(req, res);
    } else if (
      config.devOutbox &&
      !config.production &&
      path === DEV_OUTBOX_PATH &&
      req.method === 'GET'
    ) {
      sendOutbox(db, req, res).catch((e: unknown) => {
        console.error(`Unexpected error: ${unexpectedErrorLine(e)}`);
        sendJson(res, 500, { error: 'outbox unavailable' });
      });
    } else if (serveApp && (req.method === 'GET' || req.method === 'HEAD')) {
      serveApp(req, res, () => sendJson(res, 404, { error: 'not found' }));
    } else {
      sendJson(res, 404, { error: 'not found' });
    }
  };
  route = (req, res) => {
    const graphiql =
      !config.production && req.method === 'GET' && (req.url ?? '').startsWith(GRAPHQL_PATH);
    // On the embedded database a person's request goes before machines' deliveries (db/lanes.ts).
    runInLane(laneOf(req), () =>
      headers(req, res, { graphiql }).then(
        () => routeRequest(req, res),
        (e: unknown) => {
          console.error(`Unexpected error: ${unexpectedErrorLine(e)}`);
          sendJson(res, 500, { error: 'unexpected error' });
        },
      ),
    );
  };
  attachPlatforms(services, config.platforms, url);
  attachCardProvider(services, config.payments);
  attachPartners(services, config.partners);
  // After everything a job may use (files, mail, partners, platforms) is attached.
  const jobs = await startJobRunner({
    services,
    database,
    kinds: JOB_KINDS,
    config: config.jobs,
  });
  attachJobs(services, jobs);
  const trackings = attachTrackings(services, config.trackings);
  files.startSweeping();
  const rowSweeper = startRowSweeper(db, services.now);
  log(`POD Office API (${database.kind}) listening on ${url}${GRAPHQL_PATH}`);

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    db,
    dbKind: database.kind,
    close: () =>
      (closing ??= (async () => {
        await stopListening();
        trackings.stop();
        await rowSweeper.stop();
        await jobs.stop();
        await files.close();
        mailer.close();
        await database.close();
      })()),
  };
}

/** Yoga's default limit of a request's body (its `maxRequestBodySize`). */
export const GRAPHQL_BODY_MAX_BYTES = 25_000_000;

/**
 * Whether a request declares its body's length, as one number within GRAPHQL_BODY_MAX_BYTES (the
 * check Yoga makes of the header itself); Node then reads no more than that.
 */
function hasBodyWithinLimit(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return length !== undefined && /^\d+$/.test(length) && Number(length) <= GRAPHQL_BODY_MAX_BYTES;
}

/** Whether a request came over HTTPS: its own TLS socket, or a trusted proxy's X-Forwarded-Proto. */
function isHttps(req: IncomingMessage, trustProxy: ServerConfig['trustProxy']): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const trusted = Array.isArray(trustProxy) ? trustProxy.length > 0 : trustProxy > 0;
  const proto = req.headers['x-forwarded-proto'];
  return trusted && typeof proto === 'string' && proto.split(',')[0]?.trim() === 'https';
}

/**
 * GET /__dev/outbox?to=<email>: stored mails, newest first, to anyone who asks; only with the
 * DEV_OUTBOX switch (npm run dev). Administrators read the outbox through outboxMails instead.
 */
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

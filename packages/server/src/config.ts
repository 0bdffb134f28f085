import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './auth/clientAddress';
import { throttleLimitsFromEnv, type ThrottleLimits } from './auth/limits';
import { filesConfigFromEnv, type FilesConfig } from './files/config';
import { platformsFromEnv, type PlatformsConfig } from './platforms/config';

/** Everything the server reads from its environment, resolved to final values. */
export interface ServerConfig {
  /** 0 picks a free port (tests). */
  port: number;
  host: string;
  /** Folder for the embedded database and the generated JWT secret. */
  dataDir: string;
  /** PostgreSQL instead of the embedded database when set. */
  databaseUrl?: string;
  /** HS256 key; generated and persisted when not given. */
  jwtSecret?: string;
  /** Public origin used in mailed links; defaults to this server's own address. */
  appUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  production: boolean;
  /** Demo users, sites and balances on first start. */
  seedDemo: boolean;
  /** Built app to serve from the same origin. */
  staticDir?: string;
  /** How long a sign-in lasts. */
  tokenTtlSeconds: number;
  /** The file store: FILES_DIR (default DATA_DIR/files), FILES_PUBLIC_URL, FILES_S3_*. */
  files: FilesConfig;
  /** Shopify, ShopBase and WooCommerce apps (credentials, test base URLs) and the callback origin. */
  platforms: PlatformsConfig;
  /**
   * USERS_READ_ONLY_EMAILS (comma separated): the account spec 1 §4 leaves unnamed, which may
   * look at users but not create or edit them. Lower case; empty by default.
   */
  usersReadOnlyEmails: string[];
  /** TRUST_PROXY: the proxies whose X-Forwarded-For names the client (none by default). */
  trustProxy: TrustProxy;
  /** Sign-in, registration and mail throttles; AUTH_RATE_LIMIT sets the per-client call rate. */
  throttles: ThrottleLimits;
  /**
   * CORS_ORIGINS (comma separated): origins of other tools that embed the packages and call this
   * API from the browser, besides the app's own origin.
   */
  corsOrigins: string[];
}

function originOf(value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // reported below
  }
  throw new Error(
    `CORS_ORIGINS must list http(s) origins such as https://tools.example, got "${value}"`,
  );
}

const nonEmpty = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);

/**
 * Reads PORT, HOST, DATA_DIR, DATABASE_URL, JWT_SECRET, APP_URL, SMTP_URL, MAIL_FROM, NODE_ENV,
 * SEED_DEMO, STATIC_DIR, USERS_READ_ONLY_EMAILS, TRUST_PROXY, AUTH_RATE_LIMIT and CORS_ORIGINS; relative folders resolve against `cwd`.
 */
export function configFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const port = env.PORT === undefined || env.PORT === '' ? 4000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const staticDir = nonEmpty(env.STATIC_DIR);
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir: path.resolve(cwd, nonEmpty(env.DATA_DIR) ?? '.data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    jwtSecret: nonEmpty(env.JWT_SECRET),
    appUrl: nonEmpty(env.APP_URL)?.replace(/\/+$/, ''),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'POD Office <no-reply@podoffice.test>',
    production,
    seedDemo: !production || env.SEED_DEMO === '1' || env.SEED_DEMO === 'true',
    staticDir: staticDir ? path.resolve(cwd, staticDir) : undefined,
    tokenTtlSeconds: 7 * 24 * 60 * 60,
    files: filesConfigFromEnv(env, (dir) => path.resolve(cwd, dir)),
    platforms: platformsFromEnv(env),
    usersReadOnlyEmails: (env.USERS_READ_ONLY_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    throttles: throttleLimitsFromEnv(env),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map(originOf),
  };
}

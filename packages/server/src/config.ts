import path from 'node:path';
import { object, ValidationError } from 'yup';
import { parseTrustProxy, trustProxySetting, type TrustProxy } from './auth/clientAddress';
import { authRateLimitSetting, throttleLimitsFromEnv, type ThrottleLimits } from './auth/limits';
import {
  MAX_PASSWORD_COST,
  MIN_PASSWORD_COST,
  PRODUCTION_PASSWORD_COST,
} from './auth/passwordCost';
import {
  hasProtocol,
  httpAddress,
  isHttpAddress,
  rule,
  setting,
  wholeNumber,
  type Env,
} from './envRules';
import { filesConfigFromEnv, filesEnvFields, type FilesConfig } from './files/config';
import { paymentsEnvFields, paypalFromEnv } from './payments/config';
import type { PayPalConfig } from './payments/paypal';
import { partnersEnvFields, partnersFromEnv, type PartnersConfig } from './partners/config';
import { platformsFromEnv, type PlatformsConfig } from './platforms/config';
import { DEFAULT_JOBS_CONFIG, type JobsConfig } from './jobs/config';
import { trackingsEnvFields, trackingsFromEnv, type TrackingsConfig } from './trackings/config';

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
   * The card provider (PayPal) of the card express deposit: each payment mode's credentials and
   * REST base; the Payment tab's payment_mode setting picks the mode (PAYPAL_*).
   */
  payments: PayPalConfig;
  /** Partner fulfillments' APIs: PARTNER_BASE_URL points them all at a fake partner. */
  partners: PartnersConfig;
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
  /**
   * DEV_OUTBOX=1: serve the stored mails without sign-in at GET /__dev/outbox (npm run dev sets
   * it). Off by default, since anyone could read a reset link there; never in production.
   */
  devOutbox: boolean;
  /**
   * Fake shops, PayPal and partner API on 127.0.0.1 for every outside service left
   * unconfigured (src/demo): on outside production unless DEMO_FAKES=off; never in production.
   */
  demoFakes: boolean;
  /**
   * The background jobs' timing (src/jobs/runner.ts): JOB_POLLING_SECONDS (2), JOB_HEARTBEAT_SECONDS
   * (10) and JOB_RETRY_DELAY_SECONDS (30, doubling with each failure).
   */
  jobs: JobsConfig;
  /**
   * The tracking service (TRACKING_MORE_BASE_URL, TRACKING_MORE_WEBHOOK_SECRET) and the tracking
   * sync's period (TRACKING_SYNC_SECONDS, 60).
   */
  trackings: TrackingsConfig;
}

/** The environment refused at start: one line per problem, each naming its variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

/** A session key shorter than this can be guessed offline from one token (HS256). */
export const JWT_SECRET_MIN_LENGTH = 32;

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const isDevOutbox = (value: string | undefined) => value === '1' || value === 'true';

const SWITCH_ON = ['1', 'true', 'on'];
const SWITCH_OFF = ['0', 'false', 'off'];
const switchValue = (value: string | undefined) => value?.trim().toLowerCase() ?? '';

/*
 * Every variable with a rule. Addresses that may carry a password (DATABASE_URL, SMTP_URL) and the
 * JWT secret are never repeated in a refusal: it ends up in logs.
 */
const envSchema = object({
  PORT: wholeNumber(0, 65535, (text) => `PORT must be a port number, got "${text}"`),
  JWT_SECRET: setting().min(
    JWT_SECRET_MIN_LENGTH,
    ({ value }: { value: string }) =>
      `JWT_SECRET must be at least ${JWT_SECRET_MIN_LENGTH} characters long, it has ${value.length}: use a long random value (openssl rand -base64 48), or leave it unset to have one generated`,
  ),
  DATABASE_URL: rule(
    (text) => hasProtocol(text, ['postgres:', 'postgresql:']),
    () =>
      'DATABASE_URL must be a postgres:// address such as postgres://user:password@db.example.com:5432/podoffice',
  ),
  SMTP_URL: rule(
    (text) => hasProtocol(text, ['smtp:', 'smtps:']),
    () =>
      'SMTP_URL must be an smtp:// or smtps:// address such as smtp://user:password@smtp.example.com:587',
  ),
  APP_URL: httpAddress('APP_URL', 'https://office.example.com'),
  PUBLIC_API_URL: httpAddress('PUBLIC_API_URL', 'https://api.office.example.com'),
  SHOPIFY_BASE_URL: httpAddress('SHOPIFY_BASE_URL', 'http://127.0.0.1:4100'),
  SHOPBASE_BASE_URL: httpAddress('SHOPBASE_BASE_URL', 'http://127.0.0.1:4100'),
  WOOCOMMERCE_BASE_URL: httpAddress('WOOCOMMERCE_BASE_URL', 'http://127.0.0.1:4100'),
  CORS_ORIGINS: rule(
    (text) => list(text).every(isHttpAddress),
    (text) =>
      `CORS_ORIGINS must list http(s) origins such as https://tools.example, got "${list(text).find((origin) => !isHttpAddress(origin))}"`,
  ),
  ...filesEnvFields,
  ...paymentsEnvFields,
  ...partnersEnvFields,
  ...trackingsEnvFields,
  TRUST_PROXY: trustProxySetting,
  AUTH_RATE_LIMIT: authRateLimitSetting,
  PASSWORD_HASH_COST: wholeNumber(
    MIN_PASSWORD_COST,
    MAX_PASSWORD_COST,
    (text) =>
      `PASSWORD_HASH_COST must be a whole number from ${MIN_PASSWORD_COST} to ${MAX_PASSWORD_COST} (scrypt's cost as log2 N), got "${text}"`,
  ).test({
    name: 'production-cost',
    message: `PASSWORD_HASH_COST below ${PRODUCTION_PASSWORD_COST} is for tests: it cannot be set with NODE_ENV=production`,
    test: (value, ctx) =>
      value === undefined ||
      value >= PRODUCTION_PASSWORD_COST ||
      (ctx.parent as Env).NODE_ENV !== 'production',
  }),
  JOB_POLLING_SECONDS: wholeNumber(
    1,
    3600,
    (text) => `JOB_POLLING_SECONDS must be a whole number of seconds from 1 to 3600, got "${text}"`,
  ),
  JOB_HEARTBEAT_SECONDS: wholeNumber(
    1,
    3600,
    (text) =>
      `JOB_HEARTBEAT_SECONDS must be a whole number of seconds from 1 to 3600, got "${text}"`,
  ),
  JOB_RETRY_DELAY_SECONDS: wholeNumber(
    1,
    86400,
    (text) =>
      `JOB_RETRY_DELAY_SECONDS must be a whole number of seconds from 1 to 86400, got "${text}"`,
  ),
  DEV_OUTBOX: rule(
    (text, env) => !(isDevOutbox(text) && env.NODE_ENV === 'production'),
    () => 'DEV_OUTBOX is a development switch: it cannot be set with NODE_ENV=production',
  ),
  DEMO_FAKES: rule(
    (text, env) =>
      SWITCH_OFF.includes(switchValue(text)) ||
      (SWITCH_ON.includes(switchValue(text)) && env.NODE_ENV !== 'production'),
    (text) =>
      SWITCH_ON.includes(switchValue(text))
        ? 'DEMO_FAKES is a development switch: it cannot be on with NODE_ENV=production'
        : `DEMO_FAKES must be on or off, got "${text}"`,
  ),
});

/** Every problem of the environment at once, so one failed start tells the whole story. */
function validate(env: NodeJS.ProcessEnv): void {
  try {
    envSchema.validateSync(env, { abortEarly: false });
  } catch (e) {
    if (e instanceof ValidationError) throw new ConfigError(e.errors);
    throw e;
  }
}

const nonEmpty = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);

/**
 * Reads PORT, HOST, DATA_DIR, DATABASE_URL, JWT_SECRET, APP_URL, SMTP_URL, MAIL_FROM, NODE_ENV,
 * SEED_DEMO, STATIC_DIR, USERS_READ_ONLY_EMAILS, TRUST_PROXY, AUTH_RATE_LIMIT, CORS_ORIGINS,
 * DEV_OUTBOX, DEMO_FAKES, JOB_*, FILES_*, PAYPAL_*, PARTNER_BASE_URL and the platforms' variables; relative folders resolve
 * against `cwd`.
 * Refuses bad values with a ConfigError listing every problem.
 */
export function configFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): ServerConfig {
  validate(env);
  const production = env.NODE_ENV === 'production';
  const staticDir = nonEmpty(env.STATIC_DIR);
  return {
    port: nonEmpty(env.PORT) === undefined ? 4000 : Number(env.PORT),
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
    payments: paypalFromEnv(env),
    partners: partnersFromEnv(env),
    trackings: trackingsFromEnv(env),
    usersReadOnlyEmails: (env.USERS_READ_ONLY_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    throttles: throttleLimitsFromEnv(env),
    corsOrigins: list(env.CORS_ORIGINS).map((origin) => new URL(origin).origin),
    devOutbox: isDevOutbox(env.DEV_OUTBOX),
    demoFakes: !production && !SWITCH_OFF.includes(switchValue(env.DEMO_FAKES)),
    jobs: {
      pollingSeconds: Number(
        nonEmpty(env.JOB_POLLING_SECONDS) ?? DEFAULT_JOBS_CONFIG.pollingSeconds,
      ),
      heartbeatSeconds: Number(
        nonEmpty(env.JOB_HEARTBEAT_SECONDS) ?? DEFAULT_JOBS_CONFIG.heartbeatSeconds,
      ),
      retryDelaySeconds: Number(
        nonEmpty(env.JOB_RETRY_DELAY_SECONDS) ?? DEFAULT_JOBS_CONFIG.retryDelaySeconds,
      ),
    },
  };
}

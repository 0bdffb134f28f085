import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ConfigError, configFromEnv } from '../src';
import { filesEnvFields } from '../src/files/config';

// Issue 9 §2: the environment is checked by one schema at start, and every bad value is refused
// with one line that names its variable.

const GOOD_SECRET = 'a-configured-secret-of-enough-length-1234';

/** The problems configFromEnv refuses an environment with (none when it accepts it). */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    configFromEnv(env, '/srv/office');
    return [];
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
}

describe('configFromEnv refuses bad values, one line per problem', () => {
  test.each<[string, NodeJS.ProcessEnv, string]>([
    [
      'a JWT_SECRET shorter than 32 characters',
      { JWT_SECRET: 's3cret' },
      'JWT_SECRET must be at least 32 characters long, it has 6: use a long random value (openssl rand -base64 48), or leave it unset to have one generated',
    ],
    [
      'a JWT_SECRET of 31 characters',
      { JWT_SECRET: 'x'.repeat(31) },
      'JWT_SECRET must be at least 32 characters long, it has 31: use a long random value (openssl rand -base64 48), or leave it unset to have one generated',
    ],
    ['a PORT above 65535', { PORT: '65536' }, 'PORT must be a port number, got "65536"'],
    ['a negative PORT', { PORT: '-1' }, 'PORT must be a port number, got "-1"'],
    ['a fractional PORT', { PORT: '80.5' }, 'PORT must be a port number, got "80.5"'],
    ['a PORT that is not a number', { PORT: 'eighty' }, 'PORT must be a port number, got "eighty"'],
    [
      'a DATABASE_URL of another database',
      { DATABASE_URL: 'mysql://root:hunter2@db/office' },
      'DATABASE_URL must be a postgres:// address such as postgres://user:password@db.example.com:5432/podoffice',
    ],
    [
      'a DATABASE_URL that is no address',
      { DATABASE_URL: 'db.example.com:5432' },
      'DATABASE_URL must be a postgres:// address such as postgres://user:password@db.example.com:5432/podoffice',
    ],
    [
      'an APP_URL without a scheme',
      { APP_URL: 'office.example.com' },
      'APP_URL must be an http(s) address such as https://office.example.com, got "office.example.com"',
    ],
    [
      'a PARTNER_BASE_URL without a scheme',
      { PARTNER_BASE_URL: '127.0.0.1:4300' },
      'PARTNER_BASE_URL must be an http(s) address such as http://127.0.0.1:4300, got "127.0.0.1:4300"',
    ],
    [
      'an SMTP_URL of another protocol',
      { SMTP_URL: 'http://user:hunter2@mail.example.com' },
      'SMTP_URL must be an smtp:// or smtps:// address such as smtp://user:password@smtp.example.com:587',
    ],
    [
      'a CORS_ORIGINS entry that is no origin',
      { CORS_ORIGINS: 'https://tools.example, tools2.example' },
      'CORS_ORIGINS must list http(s) origins such as https://tools.example, got "tools2.example"',
    ],
    [
      'a FILES_PUBLIC_URL without a scheme',
      { FILES_PUBLIC_URL: 'cdn.example.com' },
      'FILES_PUBLIC_URL must be an http(s) address such as https://cdn.example.com, got "cdn.example.com"',
    ],
    [
      'a FILES_S3_ENDPOINT that is not an origin',
      {
        FILES_S3_ENDPOINT: 's3.example.com',
        FILES_S3_BUCKET: 'pod',
        FILES_S3_ACCESS_KEY: 'AK',
        FILES_S3_SECRET_KEY: 'SK',
      },
      'FILES_S3_ENDPOINT must be an http(s) origin, got "s3.example.com"',
    ],
    [
      'half of the S3 settings',
      { FILES_S3_ENDPOINT: 'https://s3.example.com', FILES_S3_BUCKET: 'pod' },
      'S3 file storage needs FILES_S3_ACCESS_KEY, FILES_S3_SECRET_KEY as well',
    ],
    [
      'an AUTH_RATE_LIMIT of 0',
      { AUTH_RATE_LIMIT: '0' },
      'AUTH_RATE_LIMIT must be a positive whole number of calls per minute, got "0"',
    ],
    [
      'a fractional AUTH_RATE_LIMIT',
      { AUTH_RATE_LIMIT: '2.5' },
      'AUTH_RATE_LIMIT must be a positive whole number of calls per minute, got "2.5"',
    ],
    [
      'an AUTH_RATE_LIMIT that is not a number',
      { AUTH_RATE_LIMIT: 'many' },
      'AUTH_RATE_LIMIT must be a positive whole number of calls per minute, got "many"',
    ],
    [
      'a TRUST_PROXY that is neither a count nor addresses',
      { TRUST_PROXY: 'loopback, the-proxy' },
      'TRUST_PROXY must be a hop count or the proxies\' addresses and subnets (e.g. loopback, 10.0.0.0/8), got "the-proxy"',
    ],
    [
      'a TRUST_PROXY subnet out of range',
      { TRUST_PROXY: '10.0.0.0/33' },
      'TRUST_PROXY must be a hop count or the proxies\' addresses and subnets (e.g. loopback, 10.0.0.0/8), got "10.0.0.0/33"',
    ],
    [
      'DEMO_FAKES on in production',
      { DEMO_FAKES: 'on', NODE_ENV: 'production' },
      'DEMO_FAKES is a development switch: it cannot be on with NODE_ENV=production',
    ],
    [
      'DEMO_FAKES neither on nor off',
      { DEMO_FAKES: 'maybe' },
      'DEMO_FAKES must be on or off, got "maybe"',
    ],
    [
      'DEV_OUTBOX in production',
      { DEV_OUTBOX: '1', NODE_ENV: 'production' },
      'DEV_OUTBOX is a development switch: it cannot be set with NODE_ENV=production',
    ],
  ])('%s', (_case, env, problem) => {
    expect(problemsOf(env)).toEqual([problem]);
    expect(() => configFromEnv(env)).toThrow(ConfigError);
  });

  test('every problem of the environment at once, in the order of the variables', () => {
    expect(
      problemsOf({
        PORT: '70000',
        JWT_SECRET: 'short',
        APP_URL: 'ftp://office.example.com',
        AUTH_RATE_LIMIT: '-3',
      }),
    ).toEqual([
      'PORT must be a port number, got "70000"',
      expect.stringMatching(/^JWT_SECRET must be at least 32 characters long, it has 5: /),
      'APP_URL must be an http(s) address such as https://office.example.com, got "ftp://office.example.com"',
      'AUTH_RATE_LIMIT must be a positive whole number of calls per minute, got "-3"',
    ]);
  });

  test('secrets and addresses with passwords are never repeated in a refusal', () => {
    const message = problemsOf({
      JWT_SECRET: 'hunter2-secret',
      DATABASE_URL: 'mysql://root:hunter2@db/office',
      SMTP_URL: 'http://user:hunter2@mail.example.com',
    }).join('\n');
    expect(message).not.toContain('hunter2');
  });
});

describe('configFromEnv accepts what it always did', () => {
  test('good values of every checked variable', () => {
    const config = configFromEnv(
      {
        PORT: '0',
        JWT_SECRET: GOOD_SECRET,
        DATABASE_URL: 'postgresql://office:pw@db.example.com:5432/office',
        APP_URL: 'https://office.example.com/',
        SMTP_URL: 'smtps://user:pw@smtp.example.com:465',
        CORS_ORIGINS: 'https://tools.example/, http://localhost:5173',
        FILES_PUBLIC_URL: 'https://cdn.example.com/files/',
        FILES_S3_ENDPOINT: 'http://127.0.0.1:9000/',
        FILES_S3_BUCKET: 'pod',
        FILES_S3_ACCESS_KEY: 'AK',
        FILES_S3_SECRET_KEY: 'SK',
        TRUST_PROXY: 'loopback, 10.0.0.0/8, ::1',
        AUTH_RATE_LIMIT: '120',
        DEV_OUTBOX: '1',
        NODE_ENV: 'development',
      },
      '/srv/office',
    );
    expect(config).toMatchObject({
      port: 0,
      jwtSecret: GOOD_SECRET,
      databaseUrl: 'postgresql://office:pw@db.example.com:5432/office',
      appUrl: 'https://office.example.com',
      smtpUrl: 'smtps://user:pw@smtp.example.com:465',
      corsOrigins: ['https://tools.example', 'http://localhost:5173'],
      files: {
        publicUrl: 'https://cdn.example.com/files',
        s3: { endpoint: 'http://127.0.0.1:9000', bucket: 'pod', region: 'us-east-1' },
      },
      trustProxy: ['loopback', '10.0.0.0/8', '::1'],
      throttles: { authCallsPerClient: { limit: 120, windowMs: 60_000 } },
      devOutbox: true,
    });
  });

  test('hop counts in TRUST_PROXY', () => {
    expect(configFromEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(configFromEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(configFromEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
  });

  test('blank values count as unset and take the defaults', () => {
    const config = configFromEnv({
      PORT: '',
      JWT_SECRET: '  ',
      DATABASE_URL: '',
      SMTP_URL: ' ',
      AUTH_RATE_LIMIT: '',
      TRUST_PROXY: '',
      CORS_ORIGINS: ' , ',
    });
    expect(config).toMatchObject({
      port: 4000,
      jwtSecret: undefined,
      databaseUrl: undefined,
      smtpUrl: undefined,
      trustProxy: 0,
      corsOrigins: [],
      throttles: { authCallsPerClient: { limit: 30 } },
    });
  });
});

describe('DEMO_FAKES', () => {
  test('on outside production unless turned off; never in production', () => {
    expect(configFromEnv({}).demoFakes).toBe(true);
    expect(configFromEnv({ NODE_ENV: 'development', DEMO_FAKES: 'on' }).demoFakes).toBe(true);
    for (const off of ['off', 'OFF', '0', 'false']) {
      expect(configFromEnv({ DEMO_FAKES: off }).demoFakes).toBe(false);
    }
    expect(configFromEnv({ NODE_ENV: 'production' }).demoFakes).toBe(false);
    expect(configFromEnv({ NODE_ENV: 'production', DEMO_FAKES: 'off' }).demoFakes).toBe(false);
  });
});

describe("the README's environment table", () => {
  const root = path.join(__dirname, '..', '..', '..');
  // What reads the environment: the server's sources and the scripts behind npm start and npm run
  // dev. A variable is read as env.NAME or env['NAME'], or checked by the env schema.
  const readers = [
    ...readdirSync(path.join(root, 'packages/server/src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.generated.ts'))
      .map((file) => path.join(root, 'packages/server/src', file)),
    path.join(root, 'scripts/start.mjs'),
    path.join(root, 'scripts/dev.mjs'),
  ];
  const read = new Set<string>();
  for (const file of readers) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g)) {
      read.add((m[1] ?? m[2])!);
    }
  }
  // Checked by the env schema, whatever a reader calls them.
  for (const name of Object.keys(filesEnvFields)) read.add(name);
  // The card provider's settings (payments), named here so the table keeps their row.
  for (const name of ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_API_URL']) read.add(name);

  /** The names in the first cell of each row of the table under "## Run it". */
  function documented(): Set<string> {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const section = readme.slice(
      readme.indexOf('## Run it'),
      readme.indexOf('\n## ', readme.indexOf('## Run it') + 1),
    );
    const names = new Set<string>();
    for (const line of section.split('\n')) {
      const first = /^\|([^|]+)\|/.exec(line)?.[1] ?? '';
      for (const m of first.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(m[1]!);
    }
    return names;
  }

  test('the scan finds what the server reads', () => {
    for (const name of [
      'PORT',
      'HOST',
      'STATIC_DIR',
      'PUBLIC_API_URL',
      'SHOPIFY_CLIENT_SECRET',
      'WOOCOMMERCE_BASE_URL',
      'DEMO_FAKES',
      'FILES_S3_REGION',
      'APP_URL',
    ]) {
      expect(read).toContain(name);
    }
  });

  test('lists every variable that is read', () => {
    const table = documented();
    expect([...read].filter((name) => !table.has(name)).sort()).toEqual([]);
  });

  test('lists nothing that is no longer read', () => {
    expect([...documented()].filter((name) => !read.has(name)).sort()).toEqual([]);
  });
});

describe('the entry point with a bad environment', () => {
  const serverDir = path.join(__dirname, '..');
  let dataDir: string;
  beforeAll(() => {
    dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'podoffice-config-')), 'data');
  });
  afterAll(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  test('a short JWT_SECRET stops npm start with the problem and a non-zero exit, touching nothing', async () => {
    const result = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--conditions=@podoffice/source', 'src/main.ts'],
      {
        cwd: serverDir,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: '0',
          DATA_DIR: dataDir,
          JWT_SECRET: 'too-short',
        },
      },
    ).then(
      (out) => ({ code: 0, ...out }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      'JWT_SECRET must be at least 32 characters long, it has 9: use a long random value (openssl rand -base64 48), or leave it unset to have one generated',
    );
    expect(result.stdout).toBe('');
    expect(existsSync(dataDir)).toBe(false);
  }, 120_000);
});

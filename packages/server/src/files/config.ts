import { object } from 'yup';
import { httpAddress, rule, type Env } from '../envRules';

/** Where uploaded files live: a folder the server serves (default) or an S3-compatible bucket. */
export interface FilesConfig {
  /** The folder of the default store; DATA_DIR/files when not set. */
  dir?: string;
  /** Public base address of stored files (a CDN or the bucket's site), e.g. https://cdn.example.com. */
  publicUrl?: string;
  /** An S3-compatible bucket instead of the folder, when endpoint, bucket and keys are all set. */
  s3?: S3Config;
  /** How often unrecorded uploads are swept (hourly by default; tests sweep sooner). */
  sweepIntervalMs?: number;
  /**
   * FILES_DOWNLOAD_PRIVATE=allow: designs may be downloaded from addresses inside the network
   * (re-download print files). Off by default (SSRF); the tests' and the demo's fakes need it.
   */
  downloadPrivate?: boolean;
}

export interface S3Config {
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000 (MinIO); path-style addresses. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

const nonEmpty = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);

const S3_VARIABLES = [
  'FILES_S3_ENDPOINT',
  'FILES_S3_BUCKET',
  'FILES_S3_ACCESS_KEY',
  'FILES_S3_SECRET_KEY',
] as const;

/**
 * The file store's variables as config.ts validates them with the rest. Some but not all of the
 * four S3 settings is a mistake that would quietly keep files on one machine: it stops the start.
 */
export const filesEnvFields = {
  FILES_PUBLIC_URL: httpAddress('FILES_PUBLIC_URL', 'https://cdn.example.com'),
  FILES_DOWNLOAD_PRIVATE: rule(
    (text) => text === 'allow' || text === 'deny',
    (text) => `FILES_DOWNLOAD_PRIVATE must be allow or deny, got "${text}"`,
  ),
  FILES_S3_ENDPOINT: rule(
    (text) => /^https?:\/\/[^/]+$/.test(text.replace(/\/+$/, '')),
    (text) => `FILES_S3_ENDPOINT must be an http(s) origin, got "${text.replace(/\/+$/, '')}"`,
  ).test({
    name: 'complete',
    test(_value, ctx) {
      const env = ctx.parent as Env;
      const missing = S3_VARIABLES.filter((name) => !nonEmpty(env[name]));
      if (missing.length === 0 || missing.length === S3_VARIABLES.length) return true;
      return ctx.createError({
        message: () => `S3 file storage needs ${missing.join(', ')} as well`,
      });
    },
  }),
};

/**
 * Reads FILES_DIR, FILES_PUBLIC_URL, FILES_S3_ENDPOINT, FILES_S3_BUCKET, FILES_S3_ACCESS_KEY,
 * FILES_S3_SECRET_KEY and FILES_S3_REGION; throws the first problem (configFromEnv lists them all).
 */
export function filesConfigFromEnv(env: Env, resolveDir: (dir: string) => string): FilesConfig {
  object(filesEnvFields).validateSync(env);
  const dir = nonEmpty(env.FILES_DIR);
  const publicUrl = nonEmpty(env.FILES_PUBLIC_URL)?.replace(/\/+$/, '');
  const endpoint = nonEmpty(env.FILES_S3_ENDPOINT)?.replace(/\/+$/, '');
  return {
    dir: dir ? resolveDir(dir) : undefined,
    publicUrl,
    downloadPrivate: nonEmpty(env.FILES_DOWNLOAD_PRIVATE) === 'allow',
    s3: endpoint
      ? {
          endpoint,
          bucket: nonEmpty(env.FILES_S3_BUCKET) ?? '',
          accessKeyId: nonEmpty(env.FILES_S3_ACCESS_KEY) ?? '',
          secretAccessKey: nonEmpty(env.FILES_S3_SECRET_KEY) ?? '',
          region: nonEmpty(env.FILES_S3_REGION) ?? 'us-east-1',
        }
      : undefined,
  };
}

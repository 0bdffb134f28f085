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
}

export interface S3Config {
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000 (MinIO); path-style addresses. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

type Env = Record<string, string | undefined>;

const nonEmpty = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);

const S3_VARIABLES = [
  'FILES_S3_ENDPOINT',
  'FILES_S3_BUCKET',
  'FILES_S3_ACCESS_KEY',
  'FILES_S3_SECRET_KEY',
] as const;

/**
 * Reads FILES_DIR, FILES_PUBLIC_URL, FILES_S3_ENDPOINT, FILES_S3_BUCKET, FILES_S3_ACCESS_KEY,
 * FILES_S3_SECRET_KEY and FILES_S3_REGION. Some but not all of the four S3 settings is a mistake
 * that would quietly keep files on one machine: it stops the start instead.
 */
export function filesConfigFromEnv(env: Env, resolveDir: (dir: string) => string): FilesConfig {
  const dir = nonEmpty(env.FILES_DIR);
  const publicUrl = nonEmpty(env.FILES_PUBLIC_URL)?.replace(/\/+$/, '');
  const given = S3_VARIABLES.filter((name) => nonEmpty(env[name]));
  if (given.length > 0 && given.length < S3_VARIABLES.length) {
    const missing = S3_VARIABLES.filter((name) => !given.includes(name));
    throw new Error(`S3 file storage needs ${missing.join(', ')} as well`);
  }
  const endpoint = nonEmpty(env.FILES_S3_ENDPOINT)?.replace(/\/+$/, '');
  if (endpoint && !/^https?:\/\/[^/]+$/.test(endpoint)) {
    throw new Error(`FILES_S3_ENDPOINT must be an http(s) origin, got "${endpoint}"`);
  }
  return {
    dir: dir ? resolveDir(dir) : undefined,
    publicUrl,
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

import aws4 from 'aws4';
import type { S3Config } from './config';
import { encodeKey, isValidKey } from './keys';
import { keyError } from './folderStore';
import {
  GET_URL_TTL_SECONDS,
  PUT_URL_TTL_SECONDS,
  type FileStore,
  type SignedGetOptions,
  type StoredFile,
  type UrlOptions,
} from './store';

export interface S3StoreOptions extends S3Config {
  /** Public base address of the bucket's files (a CDN); the path-style bucket address otherwise. */
  publicUrl?: string;
  now: () => Date;
  /** The HTTP client; tests keep the default. */
  fetch?: typeof fetch;
}

/** AWS's compact ISO 8601 time (20260102T030405Z), the X-Amz-Date of a signature. */
function amzDate(date: Date): string {
  return date.toISOString().replace(/[:-]|\.\d{3}/g, '');
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, R2, ...) with path-style addresses. The browser uploads
 * straight to the bucket through a presigned PUT (AWS Signature Version 4 in the query, signed
 * by aws4); the server's own writes and checks are signed requests too.
 */
export class S3Store implements FileStore {
  readonly kind = 's3' as const;
  private readonly endpoint: URL;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: S3StoreOptions) {
    this.endpoint = new URL(options.endpoint);
    this.fetch = options.fetch ?? fetch;
  }

  private objectPath(key: string): string {
    if (!isValidKey(key)) throw keyError(key);
    return `/${encodeURIComponent(this.options.bucket)}/${encodeKey(key)}`;
  }

  private credentials() {
    return {
      accessKeyId: this.options.accessKeyId,
      secretAccessKey: this.options.secretAccessKey,
    };
  }

  private presign(
    method: 'PUT' | 'GET',
    key: string,
    seconds: number,
    headers: Record<string, string>,
    extraQuery: Record<string, string> = {},
  ): string {
    const query = new URLSearchParams({
      ...extraQuery,
      'X-Amz-Expires': String(seconds),
      'X-Amz-Date': amzDate(this.options.now()),
    });
    const signed = aws4.sign(
      {
        host: this.endpoint.host,
        path: `${this.objectPath(key)}?${query}`,
        method,
        service: 's3',
        region: this.options.region,
        signQuery: true,
        headers: { Host: this.endpoint.host, ...headers },
      },
      this.credentials(),
    );
    return `${this.endpoint.origin}${signed.path}`;
  }

  private async request(
    method: 'PUT' | 'HEAD',
    key: string,
    body?: Uint8Array | string,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const signed = aws4.sign(
      {
        host: this.endpoint.host,
        path: this.objectPath(key),
        method,
        service: 's3',
        region: this.options.region,
        body: body === undefined ? undefined : Buffer.from(body),
        headers: {
          Host: this.endpoint.host,
          'X-Amz-Date': amzDate(this.options.now()),
          ...headers,
        },
      },
      this.credentials(),
    );
    const { Host: _host, ...sent } = signed.headers as Record<string, string>;
    return this.fetch(`${this.endpoint.origin}${signed.path}`, {
      method,
      headers: sent,
      body: body === undefined ? undefined : Buffer.from(body),
    });
  }

  async signedPutUrl(key: string, mime: string, expiresInSeconds = PUT_URL_TTL_SECONDS) {
    return this.presign('PUT', key, expiresInSeconds, { 'Content-Type': mime });
  }

  publicUrl(key: string, options: UrlOptions = {}): string {
    const width = options.width ? `?width=${options.width}` : '';
    if (this.options.publicUrl) return `${this.options.publicUrl}/${encodeKey(key)}${width}`;
    return `${this.endpoint.origin}${this.objectPath(key)}${width}`;
  }

  async signedGetUrl(key: string, options: SignedGetOptions = {}) {
    const disposition = options.downloadName
      ? {
          'response-content-disposition': `attachment; filename="${options.downloadName.replace(/["\\]/g, '')}"`,
        }
      : undefined;
    return this.presign(
      'GET',
      key,
      options.expiresInSeconds ?? GET_URL_TTL_SECONDS,
      {},
      disposition,
    );
  }

  async put(key: string, bytes: Uint8Array | string, mime: string): Promise<void> {
    const res = await this.request('PUT', key, bytes, { 'Content-Type': mime });
    if (!res.ok) throw new Error(`S3 PUT ${key} failed with status ${res.status}`);
  }

  async stat(key: string): Promise<StoredFile | null> {
    if (!isValidKey(key)) return null;
    const res = await this.request('HEAD', key);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`S3 HEAD ${key} failed with status ${res.status}`);
    return {
      size: Number(res.headers.get('content-length') ?? 0),
      mime: res.headers.get('content-type') ?? 'application/octet-stream',
    };
  }
}

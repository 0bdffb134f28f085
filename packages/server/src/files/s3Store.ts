import { createReadStream } from 'node:fs';
import { stat as statFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import aws4 from 'aws4';
import { XMLParser } from 'fast-xml-parser';
import type { S3Config } from './config';
import { PUBLIC_PREFIX, encodeKey, isValidKey } from './keys';
import { keyError } from './folderStore';
import {
  GET_URL_TTL_SECONDS,
  PUT_URL_TTL_SECONDS,
  type FileStore,
  type SignedGetOptions,
  type StoredFile,
  type StoredUpload,
  type UrlOptions,
} from './store';

export interface S3StoreOptions extends S3Config {
  /** Public base address of the bucket's files (a CDN); the path-style bucket address otherwise. */
  publicUrl?: string;
  now: () => Date;
  /** The HTTP client; tests keep the default. */
  fetch?: typeof fetch;
}

/** What ListObjectsV2 answers, as fast-xml-parser reads it (every value kept as text). */
interface ListBucketResult {
  ListBucketResult?: {
    Contents?: { Key?: string; LastModified?: string }[];
    IsTruncated?: string;
    NextContinuationToken?: string;
  };
}

const listParser = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'Contents' });

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

  private request(
    method: 'PUT' | 'HEAD' | 'DELETE',
    key: string,
    body?: Uint8Array | string,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    return this.signedFetch(method, this.objectPath(key), body, headers);
  }

  /** A request signed in the Authorization header; `path` may carry a query. */
  private async signedFetch(
    method: 'GET' | 'PUT' | 'HEAD' | 'DELETE',
    path: string,
    body?: Uint8Array | string,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const signed = aws4.sign(
      {
        host: this.endpoint.host,
        path,
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

  /**
   * If-None-Match is signed, so the browser must send it, and the bucket then refuses (412) a PUT
   * to a key that holds an object: a second use of the address, or one after createFile.
   */
  async signedPutUrl(key: string, mime: string, expiresInSeconds = PUT_URL_TTL_SECONDS) {
    return this.presign('PUT', key, expiresInSeconds, {
      'Content-Type': mime,
      'If-None-Match': '*',
    });
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

  /**
   * One PUT whose body streams from the disk (S3 takes up to 5 GB so), signed with S3's
   * UNSIGNED-PAYLOAD: hashing the body first would read the file twice.
   */
  async putFile(key: string, file: string, mime: string): Promise<void> {
    const { size } = await statFile(file);
    const signed = aws4.sign(
      {
        host: this.endpoint.host,
        path: this.objectPath(key),
        method: 'PUT',
        service: 's3',
        region: this.options.region,
        headers: {
          Host: this.endpoint.host,
          'X-Amz-Date': amzDate(this.options.now()),
          'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD',
          'Content-Type': mime,
          'Content-Length': String(size),
        },
      },
      this.credentials(),
    );
    const { Host: _host, ...sent } = signed.headers as Record<string, string>;
    const res = await this.fetch(`${this.endpoint.origin}${signed.path}`, {
      method: 'PUT',
      headers: sent,
      body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
      duplex: 'half',
    } as RequestInit);
    if (!res.ok) throw new Error(`S3 PUT ${key} failed with status ${res.status}`);
  }

  async stat(key: string): Promise<StoredFile | null> {
    if (!isValidKey(key)) return null;
    const res = await this.request('HEAD', key);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`S3 HEAD ${key} failed with status ${res.status}`);
    const modified = Date.parse(res.headers.get('last-modified') ?? '');
    return {
      size: Number(res.headers.get('content-length') ?? 0),
      mime: res.headers.get('content-type') ?? 'application/octet-stream',
      modifiedAt: Number.isNaN(modified) ? this.options.now() : new Date(modified),
    };
  }

  /** ListObjectsV2 over uploads/, a page of up to 1,000 keys at a time. */
  async *listUploads(): AsyncIterable<StoredUpload> {
    let token: string | undefined;
    do {
      const query = new URLSearchParams({
        'list-type': '2',
        prefix: PUBLIC_PREFIX,
        ...(token ? { 'continuation-token': token } : {}),
      });
      const res = await this.signedFetch(
        'GET',
        `/${encodeURIComponent(this.options.bucket)}?${query}`,
      );
      if (!res.ok) throw new Error(`S3 list of ${PUBLIC_PREFIX} failed with status ${res.status}`);
      const page = (listParser.parse(await res.text()) as ListBucketResult).ListBucketResult;
      for (const item of page?.Contents ?? []) {
        const modified = Date.parse(item.LastModified ?? '');
        if (item.Key && isValidKey(item.Key) && !Number.isNaN(modified)) {
          yield { key: item.Key, modifiedAt: new Date(modified) };
        }
      }
      token = page?.IsTruncated === 'true' ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async remove(key: string): Promise<void> {
    const res = await this.request('DELETE', key);
    if (!res.ok && res.status !== 404) {
      throw new Error(`S3 DELETE ${key} failed with status ${res.status}`);
    }
  }
}

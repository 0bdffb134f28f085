import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  copyFile,
  link,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  rmdir,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { PUBLIC_PREFIX, encodeKey, isValidKey } from './keys';
import {
  GET_URL_TTL_SECONDS,
  PUT_URL_TTL_SECONDS,
  type FileStore,
  type SignedGetOptions,
  type StoredFile,
  type StoredUpload,
  type UrlOptions,
} from './store';

/** Where the server answers for the folder store's files. */
export const FILES_PATH = '/files';

export interface FolderStoreOptions {
  /** The folder; objects/ holds the bytes and meta/ their types. */
  dir: string;
  /** Base address of the files: FILES_PUBLIC_URL, or this server's /files (relative). */
  baseUrl?: string;
  /** Key of the URL signatures. */
  secret: Uint8Array;
  now: () => Date;
}

/** What a signed address of the folder store carries in its query. */
export interface FolderSignature {
  expires: number;
  signature: string;
  /** Set on download addresses: the name the browser saves the file as. */
  download?: string;
}

export function keyError(key: string): Error {
  return new Error(`Invalid file key "${key}"`);
}

/** The default store: a folder on this machine, its files served by this server. */
export class FolderStore implements FileStore {
  readonly kind = 'folder' as const;
  private readonly baseUrl: string;

  constructor(private readonly options: FolderStoreOptions) {
    this.baseUrl = (options.baseUrl ?? FILES_PATH).replace(/\/+$/, '');
  }

  private objectPath(key: string): string {
    if (!isValidKey(key)) throw keyError(key);
    return path.join(this.options.dir, 'objects', ...key.split('/'));
  }

  private metaPath(key: string): string {
    if (!isValidKey(key)) throw keyError(key);
    return path.join(this.options.dir, 'meta', ...key.split('/')) + '.json';
  }

  private sign(method: string, key: string, mime: string, expires: number, download = ''): string {
    return createHmac('sha256', this.options.secret)
      .update([method, key, mime, String(expires), download].join('\n'))
      .digest('hex');
  }

  private expiry(seconds: number): number {
    return Math.floor(this.options.now().getTime() / 1000) + seconds;
  }

  /** True when the signature was made by this store for this request and has not expired. */
  verify(method: 'PUT' | 'GET', key: string, mime: string, query: FolderSignature): boolean {
    if (!Number.isInteger(query.expires) || !/^[0-9a-f]{64}$/.test(query.signature)) return false;
    if (query.expires * 1000 < this.options.now().getTime()) return false;
    const expected = Buffer.from(
      this.sign(method, key, mime, query.expires, query.download ?? ''),
      'hex',
    );
    return timingSafeEqual(expected, Buffer.from(query.signature, 'hex'));
  }

  async signedPutUrl(key: string, mime: string, expiresInSeconds = PUT_URL_TTL_SECONDS) {
    if (!isValidKey(key)) throw keyError(key);
    const expires = this.expiry(expiresInSeconds);
    const query = new URLSearchParams({
      expires: String(expires),
      signature: this.sign('PUT', key, mime, expires),
    });
    return `${this.baseUrl}/${encodeKey(key)}?${query}`;
  }

  publicUrl(key: string, options: UrlOptions = {}): string {
    if (!isValidKey(key)) throw keyError(key);
    const width = options.width ? `?width=${options.width}` : '';
    return `${this.baseUrl}/${encodeKey(key)}${width}`;
  }

  async signedGetUrl(key: string, options: SignedGetOptions = {}) {
    if (!isValidKey(key)) throw keyError(key);
    const expires = this.expiry(options.expiresInSeconds ?? GET_URL_TTL_SECONDS);
    const download = options.downloadName ?? '';
    const query = new URLSearchParams({
      expires: String(expires),
      ...(download ? { download } : {}),
      signature: this.sign('GET', key, '', expires, download),
    });
    return `${this.baseUrl}/${encodeKey(key)}?${query}`;
  }

  async put(key: string, bytes: Uint8Array | string, mime: string): Promise<void> {
    await this.replace(key, mime, (temporary) => writeFile(temporary, bytes));
  }

  async putFile(key: string, file: string, mime: string): Promise<void> {
    await this.replace(key, mime, (temporary) => copyFile(file, temporary));
  }

  /** Writes the key's bytes aside and renames them in, so a reader never sees half a file. */
  private async replace(key: string, mime: string, write: (temporary: string) => Promise<void>) {
    const target = this.objectPath(key);
    const meta = this.metaPath(key);
    await mkdir(path.dirname(target), { recursive: true });
    await mkdir(path.dirname(meta), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      await write(temporary);
      await writeFile(meta, JSON.stringify({ mime }));
      await rename(temporary, target);
    } catch (e) {
      await rm(temporary, { force: true });
      throw e;
    }
  }

  /**
   * Stores a browser upload unless the key already holds one, and answers whether it did: an
   * upload address is good for one file. The bytes are claimed with a hard link, which fails when
   * the name exists, so of two PUTs racing on one address exactly one wins.
   */
  async putUpload(key: string, bytes: Uint8Array, mime: string): Promise<boolean> {
    const target = this.objectPath(key);
    const meta = this.metaPath(key);
    await mkdir(path.dirname(target), { recursive: true });
    await mkdir(path.dirname(meta), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      await writeFile(temporary, bytes);
      try {
        await link(temporary, target);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw e;
      }
      // Until the type is written, stat finds nothing, so nobody records a half-stored upload.
      await writeFile(meta, JSON.stringify({ mime }));
      return true;
    } finally {
      await rm(temporary, { force: true });
    }
  }

  /** Whether the key holds bytes (stored, or being stored). */
  async exists(key: string): Promise<boolean> {
    return stat(this.objectPath(key)).then(
      () => true,
      (e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return false;
        throw e;
      },
    );
  }

  async *listUploads(): AsyncIterable<StoredUpload> {
    const root = path.join(this.options.dir, 'objects', ...PUBLIC_PREFIX.split('/'));
    let names: string[];
    try {
      names = await readdir(root, { recursive: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw e;
    }
    for (const name of names) {
      const info = await stat(path.join(root, name)).catch(() => null);
      if (!info?.isFile()) continue;
      // Left-over .part files of broken uploads are listed too, so the sweep takes them.
      yield { key: `${PUBLIC_PREFIX}${name.split(path.sep).join('/')}`, modifiedAt: info.mtime };
    }
  }

  async remove(key: string): Promise<void> {
    for (const file of [this.objectPath(key), this.metaPath(key)]) {
      await rm(file, { force: true });
      // The upload's own folder (uploads/<user>/<uuid>/) goes when it is left empty.
      await rmdir(path.dirname(file)).catch(() => undefined);
    }
  }

  async stat(key: string): Promise<StoredFile | null> {
    if (!isValidKey(key)) return null;
    try {
      const [info, meta] = await Promise.all([
        stat(this.objectPath(key)),
        readFile(this.metaPath(key), 'utf8'),
      ]);
      const { mime } = JSON.parse(meta) as { mime?: unknown };
      return info.isFile()
        ? {
            size: info.size,
            mime: typeof mime === 'string' ? mime : 'application/octet-stream',
            modifiedAt: info.mtime,
          }
        : null;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  /** The file's bytes on disk, for the server to stream (null when nothing is stored). */
  async locate(key: string): Promise<(StoredFile & { path: string }) | null> {
    const found = await this.stat(key);
    return found ? { ...found, path: this.objectPath(key) } : null;
  }
}

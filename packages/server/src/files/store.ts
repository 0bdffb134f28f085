/** Size and type of a stored file. */
export interface StoredFile {
  size: number;
  mime: string;
}

export interface UrlOptions {
  /** Asks for a preview this many pixels wide (spec 1 §1: previews at width 200). */
  width?: number;
}

export interface SignedGetOptions {
  /** How long the address works; 15 minutes by default. */
  expiresInSeconds?: number;
  /** The file name the browser saves the download as. */
  downloadName?: string;
}

/**
 * Where file bytes live. The default keeps them in a folder and serves them from this server;
 * an S3-compatible bucket takes over when configured. Other areas (exports' download addresses,
 * product images) use the same interface.
 */
export interface FileStore {
  readonly kind: 'folder' | 's3';
  /** A short-lived address the browser PUTs the file to, sending exactly this Content-Type. */
  signedPutUrl(key: string, mime: string, expiresInSeconds?: number): Promise<string>;
  /** The lasting address of a public file (keys under uploads/). */
  publicUrl(key: string, options?: UrlOptions): string;
  /** A short-lived address to read any file, public or not (an export's download). */
  signedGetUrl(key: string, options?: SignedGetOptions): Promise<string>;
  /** Stores bytes the server made itself (an export file), replacing what the key held. */
  put(key: string, bytes: Uint8Array | string, mime: string): Promise<void>;
  /** What is stored under the key, or null when nothing is. */
  stat(key: string): Promise<StoredFile | null>;
}

/** Longest upload accepted (the folder store enforces it; a bucket's own limits apply there). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** How long an upload address works. */
export const PUT_URL_TTL_SECONDS = 15 * 60;

export const GET_URL_TTL_SECONDS = 15 * 60;

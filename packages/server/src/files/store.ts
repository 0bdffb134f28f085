/** Size and type of a stored file, as the store holds them, and when it was written. */
export interface StoredFile {
  size: number;
  mime: string;
  modifiedAt: Date;
}

/** A browser upload (a key under uploads/) as the sweep sees it. */
export interface StoredUpload {
  key: string;
  modifiedAt: Date;
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
  /**
   * A short-lived address the browser PUTs the file to once, sending exactly this Content-Type
   * and `If-None-Match: *`: a second PUT finds the key taken and is refused.
   */
  signedPutUrl(key: string, mime: string, expiresInSeconds?: number): Promise<string>;
  /** The lasting address of a public file (keys under uploads/). */
  publicUrl(key: string, options?: UrlOptions): string;
  /** A short-lived address to read any file, public or not (an export's download). */
  signedGetUrl(key: string, options?: SignedGetOptions): Promise<string>;
  /** Stores bytes the server made itself (an export file), replacing what the key held. */
  put(key: string, bytes: Uint8Array | string, mime: string): Promise<void>;
  /**
   * Stores a file the server wrote on disk (a 100,000-order export), streamed: memory stays flat
   * whatever its size.
   */
  putFile(key: string, file: string, mime: string): Promise<void>;
  /** What is stored under the key, or null when nothing is. */
  stat(key: string): Promise<StoredFile | null>;
  /** Every browser upload in the store, recorded or not. */
  listUploads(): AsyncIterable<StoredUpload>;
  /** Deletes what the key holds (nothing happens when it holds nothing). */
  remove(key: string): Promise<void>;
}

/**
 * Largest upload accepted. The folder store refuses a larger PUT; a bucket takes any size at a
 * presigned address, so createFile refuses and deletes a larger object there.
 */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** The refusal of a file over MAX_UPLOAD_BYTES. */
export const FILE_TOO_LARGE = `The file is too large: at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;

/** How long an upload address works. */
export const PUT_URL_TTL_SECONDS = 15 * 60;

/** How long after its PUT an upload may still be recorded with createFile. */
export const RECORD_WINDOW_SECONDS = PUT_URL_TTL_SECONDS + 15 * 60;

/**
 * Age past which the sweep deletes an upload nobody recorded. Half an hour beyond the record
 * window, so a createFile that checked the upload is long done before the sweep may take it.
 */
export const UNRECORDED_UPLOAD_MAX_AGE_SECONDS = RECORD_WINDOW_SECONDS + 30 * 60;

/** How often each server sweeps (and once at start). */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export const GET_URL_TTL_SECONDS = 15 * 60;

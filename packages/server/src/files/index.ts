import { createHmac } from 'node:crypto';
import path from 'node:path';
import type { ServerConfig } from '../config';
import type { Services } from '../graphql/context';
import type { FilesConfig } from './config';
import { FolderStore } from './folderStore';
import { folderRoutes } from './http';
import { S3Store } from './s3Store';
import type { FileStore } from './store';
import { startUploadSweeper, type UploadSweeper } from './sweep';

export type { FileStore, StoredFile, UrlOptions, SignedGetOptions } from './store';
export {
  FILE_TOO_LARGE,
  MAX_UPLOAD_BYTES,
  RECORD_WINDOW_SECONDS,
  UNRECORDED_UPLOAD_MAX_AGE_SECONDS,
} from './store';
export { sweepUnrecordedUploads } from './sweep';
export { filesConfigFromEnv, type FilesConfig, type S3Config } from './config';
export { isPublicKey, isUploadKeyOf, isValidKey, safeFileName, uploadKey } from './keys';
export { FILES_PATH, FolderStore } from './folderStore';
export { S3Store } from './s3Store';

export interface FileStoreDeps {
  dataDir: string;
  /** Key of the folder store's signed addresses. */
  secret: Uint8Array;
  now: () => Date;
}

/** The store the configuration asks for: the bucket when S3 is set, else the folder. */
export function createFileStore(config: FilesConfig | undefined, deps: FileStoreDeps): FileStore {
  if (config?.s3) return new S3Store({ ...config.s3, publicUrl: config.publicUrl, now: deps.now });
  return new FolderStore({
    dir: config?.dir ?? path.join(deps.dataDir, 'files'),
    baseUrl: config?.publicUrl,
    secret: deps.secret,
    now: deps.now,
  });
}

const stores = new WeakMap<Services, FileStore>();
const downloadPrivate = new WeakMap<Services, boolean>();

/** Whether this server downloads designs from addresses inside the network (FILES_DOWNLOAD_PRIVATE). */
export function downloadsPrivateOf(services: Services): boolean {
  return downloadPrivate.get(services) ?? false;
}

/** The file store of a running server, for resolvers (ctx.services) and other areas. */
export function fileStoreOf(services: Services): FileStore {
  const store = stores.get(services);
  if (!store) throw new Error('No file store: the server did not call attachFileStore');
  return store;
}

export interface FileRoutes {
  /** True for the paths the file store answers on this server. */
  handles(pathname: string): boolean;
  handle(...args: Parameters<ReturnType<typeof folderRoutes>['handle']>): void;
  /** Sweeps unrecorded uploads now and every hour (once the server listens). */
  startSweeping(): void;
  /** Stops the sweep (waiting for a running one). */
  close(): Promise<void>;
}

/**
 * Creates the configured store for a server's services and returns its HTTP routes (none for a
 * bucket, which serves itself) and the sweep of its unrecorded uploads. Upload addresses are
 * signed with a key derived from the JWT key.
 */
export function attachFileStore(services: Services, config: ServerConfig): FileRoutes {
  const secret = createHmac('sha256', services.jwtKey).update('podoffice file store').digest();
  const store = createFileStore(config.files, {
    dataDir: config.dataDir,
    secret,
    now: () => services.now(),
  });
  stores.set(services, store);
  downloadPrivate.set(services, config.files?.downloadPrivate === true);
  let sweeper: UploadSweeper | undefined;
  const routes =
    store instanceof FolderStore
      ? folderRoutes(store)
      : { handles: () => false, handle: () => undefined };
  return {
    ...routes,
    startSweeping() {
      sweeper ??= startUploadSweeper(
        store,
        services.db,
        () => services.now(),
        config.files.sweepIntervalMs,
      );
    },
    close: async () => sweeper?.stop(),
  };
}

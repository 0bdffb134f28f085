import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { files } from '../../db/schema';
import { isPublicKey, type FileStore } from '../../files';
import { inKeyOrder, type Batch } from '../loaders';
import type { File } from '../resolvers-types.generated';

export type FileRow = typeof files.$inferSelect;

/** Texts of the file operations' refusals (the spec's 'Could not upload file' is the client's). */
export const FILE_MESSAGES = {
  fileNotFound: 'File not found',
  fileNameRequired: 'File name is required',
  fileNameTooLong: 'File name must be at most 255 characters',
  mimeInvalid: 'File type is not valid',
  notUploaded: 'The file was not uploaded',
  foreignKey: 'This upload address was not given to you',
  alreadyRecorded: 'This file is already recorded',
  uploadTooOld: 'This upload is too old to record. Upload the file again',
  uuidInvalid: 'uuid must be 1 to 100 characters',
  changeNotAllowed: "Only the file's owner or an Administrator can change it",
} as const;

/** What the source column says about where a file's bytes are (spec 1 §3: source aws). */
export function sourceOf(store: FileStore): string {
  return store.kind === 's3' ? 'aws' : 'local';
}

export async function fileRowById(db: Executor, id: number): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/** Files by id, for per-row fields such as User.avatar (ctx.loader). */
export const filesById: Batch<number, FileRow> = async (db, ids) =>
  inKeyOrder(
    ids,
    await db
      .select()
      .from(files)
      .where(inArray(files.id, [...ids])),
    (r) => r.id,
  );

/** The address a file is read at: lasting for uploads, short-lived for private files. */
export async function fileUrl(store: FileStore, key: string): Promise<string> {
  return isPublicKey(key) ? store.publicUrl(key) : store.signedGetUrl(key);
}

export async function toFile(store: FileStore, row: FileRow): Promise<File> {
  const url = await fileUrl(store, row.key);
  const image = row.fileMime.startsWith('image/') && isPublicKey(row.key);
  return {
    id: row.id,
    key: row.key,
    source: row.source,
    file_name: row.fileName,
    file_mime: row.fileMime,
    file_size: row.fileSize,
    sku: row.sku,
    uuid: row.uuid,
    url,
    preview_url: image ? store.publicUrl(row.key, { width: 200 }) : url,
    created_at: row.createdAt.toISOString(),
  };
}

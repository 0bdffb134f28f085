import { eq } from 'drizzle-orm';
import { canChangeFile, isStaff } from '@podoffice/domain';
import { files } from '../../db/schema';
import {
  FILE_TOO_LARGE,
  MAX_UPLOAD_BYTES,
  RECORD_WINDOW_SECONDS,
  fileStoreOf,
  isUploadKeyOf,
  uploadKey,
} from '../../files';
import { parseId } from '../args';
import type { Viewer } from '../context';
import { badInput, forbidden, isUniqueViolation, notFound } from '../errors';
import type { Resolvers } from '../resolvers-types.generated';
import { FILE_MESSAGES, fileRowById, fileUrl, sourceOf, toFile, type FileRow } from './files';

// type/subtype with the characters RFC 6838 allows, and an optional parameter such as charset.
const MIME =
  /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}(;\s*[a-z0-9-]+=[a-z0-9-]+)?$/i;
const MAX_NAME_LENGTH = 255;
const MAX_UUID_LENGTH = 100;

function fileName(value: string): string {
  const name = value.trim();
  if (!name) throw badInput(FILE_MESSAGES.fileNameRequired);
  if (name.length > MAX_NAME_LENGTH) throw badInput(FILE_MESSAGES.fileNameTooLong);
  return name;
}

/** A file its recorder or staff may see; to anyone else it does not exist. */
function visibleTo(viewer: Viewer, row: FileRow | undefined): FileRow {
  if (!row || (row.userId !== viewer.id && !isStaff(viewer))) {
    throw notFound(FILE_MESSAGES.fileNotFound);
  }
  return row;
}

/** Resolvers of schema/files.graphql. */
export const filesResolvers: Resolvers = {
  Query: {
    file: async (_parent, { file_id }, ctx) => {
      const viewer = await ctx.viewer();
      const id = parseId(file_id, FILE_MESSAGES.fileNotFound);
      const row = visibleTo(viewer, await fileRowById(ctx.db, id));
      return toFile(fileStoreOf(ctx.services), row);
    },

    getFileUrl: async (_parent, { file_id }, ctx) => {
      const viewer = await ctx.viewer();
      const id = parseId(file_id, FILE_MESSAGES.fileNotFound);
      const row = visibleTo(viewer, await fileRowById(ctx.db, id));
      return fileUrl(fileStoreOf(ctx.services), row.key);
    },
  },

  Mutation: {
    createSignedUrl: async (_parent, args, ctx) => {
      const viewer = await ctx.viewer();
      const name = fileName(args.filename);
      const mime = args.fileMime.trim();
      if (!MIME.test(mime)) throw badInput(FILE_MESSAGES.mimeInvalid);
      const key = uploadKey(viewer.id, name);
      return { key, url: await fileStoreOf(ctx.services).signedPutUrl(key, mime) };
    },

    createFile: async (_parent, { input }, ctx) => {
      const viewer = await ctx.viewer();
      const name = fileName(input.file_name);
      if (!isUploadKeyOf(input.key, viewer.id)) throw forbidden(FILE_MESSAGES.foreignKey);
      const store = fileStoreOf(ctx.services);
      // The stored bytes are the truth: their size and the type the upload was signed for, not
      // the file_size and file_mime the caller sends.
      const stored = await store.stat(input.key);
      if (!stored) throw badInput(FILE_MESSAGES.notUploaded);
      if (stored.size > MAX_UPLOAD_BYTES) {
        // A bucket takes any size at a presigned address; the folder store refused it already.
        await store.remove(input.key);
        throw badInput(FILE_TOO_LARGE);
      }
      // Past the window the sweep may be deleting it: recording it now could keep a missing file.
      if (ctx.now.getTime() - stored.modifiedAt.getTime() > RECORD_WINDOW_SECONDS * 1000) {
        throw badInput(FILE_MESSAGES.uploadTooOld);
      }
      try {
        const [row] = await ctx.db
          .insert(files)
          .values({
            key: input.key,
            source: sourceOf(store),
            fileName: name,
            fileMime: stored.mime,
            fileSize: stored.size,
            sku: input.sku?.trim() || null,
            userId: viewer.id,
            createdAt: ctx.now,
          })
          .returning();
        if (!row) throw new Error('createFile: the insert returned no row');
        return toFile(store, row);
      } catch (e) {
        if (isUniqueViolation(e)) throw badInput(FILE_MESSAGES.alreadyRecorded);
        throw e;
      }
    },

    updateFileUUID: async (_parent, { file_id, uuid }, ctx) => {
      const viewer = await ctx.viewer();
      const id = parseId(file_id, FILE_MESSAGES.fileNotFound);
      const file = visibleTo(viewer, await fileRowById(ctx.db, id));
      if (!canChangeFile(viewer, file.userId)) throw forbidden(FILE_MESSAGES.changeNotAllowed);
      const value = uuid.trim();
      if (!value || value.length > MAX_UUID_LENGTH) throw badInput(FILE_MESSAGES.uuidInvalid);
      const [row] = await ctx.db
        .update(files)
        .set({ uuid: value })
        .where(eq(files.id, id))
        .returning();
      if (!row) throw notFound(FILE_MESSAGES.fileNotFound);
      return toFile(fileStoreOf(ctx.services), row);
    },
  },
};

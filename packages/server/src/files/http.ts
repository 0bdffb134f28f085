import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FILES_PATH, type FolderStore } from './folderStore';
import { isPublicKey, isValidKey } from './keys';
import { FILE_TOO_LARGE, MAX_UPLOAD_BYTES } from './store';
import { unexpectedErrorLine } from '../errorLog';

// Types a browser may show inline; anything else downloads, so an uploaded page or script never
// runs on this origin (the sandbox policy and nosniff guard the rest).
const INLINE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'application/pdf',
]);

function send(res: ServerResponse, status: number, message?: string) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(message === undefined ? undefined : JSON.stringify({ error: message }));
}

function keyOf(pathname: string): string | null {
  if (!pathname.startsWith(`${FILES_PATH}/`)) return null;
  try {
    const key = pathname
      .slice(FILES_PATH.length + 1)
      .split('/')
      .map(decodeURIComponent)
      .join('/');
    return isValidKey(key) ? key : null;
  } catch {
    return null;
  }
}

function signatureOf(params: URLSearchParams) {
  return {
    expires: Number(params.get('expires')),
    signature: params.get('signature') ?? '',
    download: params.get('download') ?? undefined,
  };
}

/** Reads the request body, refusing it once it passes the limit. */
async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const ADDRESS_USED = 'This upload address has already been used. Ask for a new one';

async function upload(store: FolderStore, key: string, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const mime = req.headers['content-type'] ?? '';
  if (!store.verify('PUT', key, mime, signatureOf(url.searchParams))) {
    return send(res, 403, 'The upload address is invalid or has expired');
  }
  // Asked before the body is read, so a reused address costs no transfer; putUpload decides races.
  if (await store.exists(key)) return send(res, 409, ADDRESS_USED);
  if (Number(req.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES) {
    return send(res, 413, FILE_TOO_LARGE);
  }
  const body = await readBody(req, MAX_UPLOAD_BYTES);
  if (!body) return send(res, 413, FILE_TOO_LARGE);
  if (!(await store.putUpload(key, body, mime))) return send(res, 409, ADDRESS_USED);
  res.writeHead(200, { 'cache-control': 'no-store' });
  res.end();
}

async function download(
  store: FolderStore,
  key: string,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const signature = signatureOf(url.searchParams);
  const signed = url.searchParams.has('signature');
  if (signed ? !store.verify('GET', key, '', signature) : !isPublicKey(key)) {
    return send(res, signed ? 403 : 404, signed ? 'The address has expired' : 'not found');
  }
  const file = await store.locate(key);
  if (!file) return send(res, 404, 'not found');
  // Opened before the answer starts: the sweep may delete the file between locate and here, and
  // an open file stays readable after its name is removed.
  const handle = await open(file.path).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return null;
    throw e;
  });
  if (!handle) return send(res, 404, 'not found');
  const name = (signature.download ?? key.split('/').pop() ?? 'file').replace(/["\\\r\n]/g, '');
  const inline = INLINE_TYPES.has(file.mime) && !signature.download;
  // A ?width= preview is answered with the original: the server carries no image library.
  res.writeHead(200, {
    'content-type': file.mime,
    'content-length': String(file.size),
    'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${name}"`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "sandbox; default-src 'none'",
    'cache-control': signed ? 'private, no-store' : 'public, max-age=31536000, immutable',
  });
  if (req.method === 'HEAD') {
    await handle.close();
    return res.end();
  }
  // A read that fails half-way ends the answer instead of leaving the client waiting.
  pipeline(handle.createReadStream(), res).catch(() => res.destroy());
}

/** The folder store's HTTP side: PUT with a signed address, GET and HEAD of stored files. */
export function folderRoutes(store: FolderStore) {
  return {
    handles: (pathname: string) => pathname.startsWith(`${FILES_PATH}/`),
    handle(req: IncomingMessage, res: ServerResponse): void {
      const key = keyOf(new URL(req.url ?? '/', 'http://localhost').pathname);
      const work = !key
        ? Promise.resolve(send(res, 404, 'not found'))
        : req.method === 'PUT'
          ? upload(store, key, req, res)
          : req.method === 'GET' || req.method === 'HEAD'
            ? download(store, key, req, res)
            : Promise.resolve(send(res, 405, 'method not allowed'));
      work.catch((e: unknown) => {
        console.error(`File store: ${unexpectedErrorLine(e)}`);
        if (!res.headersSent) send(res, 500, 'file store unavailable');
        else res.destroy();
      });
    },
  };
}

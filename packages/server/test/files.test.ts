import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SERVER_MESSAGES, USER_ROLES, type UserRole } from '@podoffice/domain';
import { eq } from 'drizzle-orm';
import { files } from '../src/db/schema';
import {
  FILE_TOO_LARGE,
  FolderStore,
  MAX_UPLOAD_BYTES,
  RECORD_WINDOW_SECONDS,
  S3Store,
  UNRECORDED_UPLOAD_MAX_AGE_SECONDS,
  filesConfigFromEnv,
} from '../src/files';
import { folderRoutes } from '../src/files/http';
import { FILE_MESSAGES } from '../src/graphql/files/files';
import { USER_MESSAGES } from '../src/graphql/accounts/messages';
import { startFakeS3, type FakeS3 } from './fakes/s3';
import { demoEmail, startTestApi, type TestApi } from './harness';

const SIGNED_URL = `mutation SignedUrl($filename: String!, $fileMime: String!) {
  createSignedUrl(filename: $filename, fileMime: $fileMime) { key url }
}`;
const FILE_FIELDS =
  'id key source file_name file_mime file_size sku uuid url preview_url created_at';
const CREATE_FILE = `mutation CreateFile($input: CreateFileInput!) { createFile(input: $input) { ${FILE_FIELDS} } }`;
const FILE = `query File($id: ID!) { file(file_id: $id) { ${FILE_FIELDS} } }`;
const FILE_URL = `query FileUrl($id: ID!) { getFileUrl(file_id: $id) }`;
const UPDATE_UUID = `mutation Uuid($id: ID!, $uuid: String!) { updateFileUUID(file_id: $id, uuid: $uuid) { id uuid } }`;
const SET_AVATAR = `mutation Avatar($id: ID!, $avatar: ID) { updateUser(id: $id, input: { avatar_id: $avatar }) { avatar { id url } } }`;
const ME_AVATAR = `{ me { avatar { id url } } }`;

interface FileHit {
  id: string;
  key: string;
  source: string;
  file_name: string;
  file_mime: string;
  file_size: number;
  uuid: string | null;
  url: string;
  preview_url: string;
}

// A 1 × 1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAE/wH+2M3+XQAAAABJRU5ErkJggg==',
  'base64',
);

const absolute = (api: TestApi, url: string) => new URL(url, api.server.url).href;

async function signed(api: TestApi, token: string, filename: string, fileMime: string) {
  return (
    await api.ok<{ createSignedUrl: { key: string; url: string } }>(
      SIGNED_URL,
      { filename, fileMime },
      token,
    )
  ).createSignedUrl;
}

/** A PUT as the app sends it: the signed type, and If-None-Match (an upload address takes one file). */
function putTo(url: string, bytes: Buffer | Uint8Array = PNG, mime = 'image/png') {
  return fetch(url, {
    method: 'PUT',
    headers: { 'content-type': mime, 'if-none-match': '*' },
    body: new Uint8Array(bytes),
  });
}

/** Polls until `check` holds (the sweep runs on its own timer), for at most five seconds. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** The whole upload of spec 1 §7: signed address, PUT with the type, then createFile. */
async function upload(
  api: TestApi,
  token: string,
  bytes: Buffer = PNG,
  mime = 'image/png',
  name = 'avatar.png',
): Promise<FileHit> {
  const { key, url } = await signed(api, token, name, mime);
  const put = await putTo(absolute(api, url), bytes, mime);
  expect(put.status).toBe(200);
  return (
    await api.ok<{ createFile: FileHit }>(
      CREATE_FILE,
      {
        input: { source: 'aws', key, file_name: name, file_mime: mime, file_size: bytes.length },
      },
      token,
    )
  ).createFile;
}

describe('the folder store (default)', () => {
  let api: TestApi;
  const tokenOf = (role: UserRole) => api.tokenFor(demoEmail(role));
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.close());
  afterEach(() => api.clock.reset());

  test.each(USER_ROLES)('a %s uploads a file and reads it back', async (role) => {
    const token = await tokenOf(role);
    const file = await upload(api, token);
    const userId = await api.idOf(demoEmail(role));
    expect(file).toMatchObject({
      source: 'local',
      file_name: 'avatar.png',
      file_mime: 'image/png',
      file_size: PNG.length,
    });
    expect(file.key).toMatch(new RegExp(`^uploads/${userId}/[0-9a-f-]{36}/avatar\\.png$`));
    expect(file.url).toBe(`/files/${file.key}`);
    expect(file.preview_url).toBe(`/files/${file.key}?width=200`);
    const res = await fetch(absolute(api, file.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG);
    // No image library on the server: a preview is the original.
    const preview = await fetch(absolute(api, file.preview_url));
    expect(Buffer.from(await preview.arrayBuffer())).toEqual(PNG);
  });

  test('an uploaded page downloads instead of running on this origin', async () => {
    const token = await tokenOf('Seller');
    const file = await upload(
      api,
      token,
      Buffer.from('<script>alert(1)</script>'),
      'text/html',
      'x.html',
    );
    const res = await fetch(absolute(api, file.url));
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(res.headers.get('content-type')).toBe('text/html');
  });

  test('the signed address takes only its own type, unaltered, before it expires', async () => {
    const token = await tokenOf('Seller');
    const { url } = await signed(api, token, 'a.png', 'image/png');
    const put = (address: string, mime = 'image/png') =>
      fetch(absolute(api, address), {
        method: 'PUT',
        headers: { 'content-type': mime },
        body: PNG,
      });
    expect((await put(url, 'image/jpeg')).status).toBe(403);
    // Change the signature's first digit to another one (replacing it with '0' keeps it when it is '0').
    const forged = url.replace(/signature=([0-9a-f])/, (_, digit: string) =>
      digit === '0' ? 'signature=1' : 'signature=0',
    );
    expect((await put(forged)).status).toBe(403);
    expect((await put(url.replace('a.png', 'b.png'))).status).toBe(403);
    api.clock.advance(16 * 60_000);
    expect((await put(url)).status).toBe(403);
    api.clock.reset();
    expect((await put(url)).status).toBe(200);
  });

  test('refuses a file over the size limit', async () => {
    const token = await tokenOf('Seller');
    const { url } = await signed(api, token, 'big.bin', 'application/octet-stream');
    const res = await fetch(absolute(api, url), {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(MAX_UPLOAD_BYTES + 1),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: FILE_TOO_LARGE });
  });

  test('a file that is not public needs a signature, and a missing file is not found', async () => {
    expect((await fetch(`${api.server.url}/files/exports/report.csv`)).status).toBe(404);
    expect((await fetch(`${api.server.url}/files/uploads/1/none/x.png`)).status).toBe(404);
    expect((await fetch(`${api.server.url}/files/uploads/../../etc/passwd`)).status).toBe(404);
  });

  test.each([
    ['an empty name', { filename: ' ', fileMime: 'image/png' }, FILE_MESSAGES.fileNameRequired],
    [
      'a long name',
      { filename: `${'x'.repeat(256)}.png`, fileMime: 'image/png' },
      FILE_MESSAGES.fileNameTooLong,
    ],
    ['a malformed type', { filename: 'a.png', fileMime: 'png' }, FILE_MESSAGES.mimeInvalid],
  ])('createSignedUrl refuses %s', async (_case, args, message) => {
    expect(await api.refused(SIGNED_URL, args, await tokenOf('Seller'))).toBe(message);
  });

  test('nobody signed out gets an upload address or a file', async () => {
    expect(await api.refused(SIGNED_URL, { filename: 'a.png', fileMime: 'image/png' })).toBe(
      SERVER_MESSAGES.notSignedIn,
    );
    expect(await api.refused(FILE, { id: '1' })).toBe(SERVER_MESSAGES.notSignedIn);
  });

  test('createFile records only an uploaded file, once, from its own address', async () => {
    const seller = await tokenOf('Seller');
    const before = await api.rows(files);
    const { key } = await signed(api, seller, 'late.png', 'image/png');
    const input = { key, file_name: 'late.png', file_mime: 'image/png', file_size: 1 };
    expect(await api.refused(CREATE_FILE, { input }, seller)).toBe(FILE_MESSAGES.notUploaded);
    expect(await api.refused(CREATE_FILE, { input }, await tokenOf('Supplier'))).toBe(
      FILE_MESSAGES.foreignKey,
    );
    expect(
      await api.refused(CREATE_FILE, { input: { ...input, key: 'uploads/../x' } }, seller),
    ).toBe(FILE_MESSAGES.foreignKey);
    expect(await api.rows(files)).toBe(before);
    const file = await upload(api, seller);
    expect(
      await api.refused(
        CREATE_FILE,
        { input: { key: file.key, file_name: 'again.png', file_mime: 'image/png', file_size: 1 } },
        seller,
      ),
    ).toBe(FILE_MESSAGES.alreadyRecorded);
  });

  test('the recorder and staff read a file and its address; other users do not', async () => {
    const seller = await tokenOf('Seller');
    const file = await upload(api, seller);
    for (const role of ['Seller', 'Administrator', 'Supporter', 'Listing', 'Accounting'] as const) {
      const token = await tokenOf(role);
      expect((await api.ok<{ file: FileHit }>(FILE, { id: file.id }, token)).file.key).toBe(
        file.key,
      );
      expect(await api.ok(FILE_URL, { id: file.id }, token)).toEqual({ getFileUrl: file.url });
    }
    const other = await api.tokenFor('seller2@podoffice.test');
    for (const token of [other, await tokenOf('Supplier')]) {
      expect(await api.refused(FILE, { id: file.id }, token)).toBe(FILE_MESSAGES.fileNotFound);
      expect(await api.refused(FILE_URL, { id: file.id }, token)).toBe(FILE_MESSAGES.fileNotFound);
    }
    expect(await api.refused(FILE, { id: '999999' }, seller)).toBe(FILE_MESSAGES.fileNotFound);
  });

  test('updateFileUUID links a file for its recorder and staff only', async () => {
    const seller = await tokenOf('Seller');
    const file = await upload(api, seller);
    expect(await api.ok(UPDATE_UUID, { id: file.id, uuid: 'design-42' }, seller)).toEqual({
      updateFileUUID: { id: file.id, uuid: 'design-42' },
    });
    const admin = await tokenOf('Administrator');
    expect(
      (
        await api.ok<{ updateFileUUID: { uuid: string } }>(
          UPDATE_UUID,
          { id: file.id, uuid: 'd-43' },
          admin,
        )
      ).updateFileUUID.uuid,
    ).toBe('d-43');
    expect(
      await api.refused(UPDATE_UUID, { id: file.id, uuid: 'x' }, await tokenOf('Supplier')),
    ).toBe(FILE_MESSAGES.fileNotFound);
    expect(await api.refused(UPDATE_UUID, { id: file.id, uuid: ' ' }, seller)).toBe(
      FILE_MESSAGES.uuidInvalid,
    );
  });

  test('a seller sets an uploaded image as avatar, and me shows its address', async () => {
    const seller = await tokenOf('Seller');
    const id = await api.idOf(demoEmail('Seller'));
    const file = await upload(api, seller);
    const { updateUser } = await api.ok<{ updateUser: { avatar: { id: string; url: string } } }>(
      SET_AVATAR,
      { id, avatar: file.id },
      seller,
    );
    expect(updateUser.avatar).toEqual({ id: file.id, url: file.url });
    expect(await api.ok(ME_AVATAR, {}, seller)).toEqual({ me: { avatar: updateUser.avatar } });
    expect((await fetch(absolute(api, updateUser.avatar.url))).status).toBe(200);

    const others = await upload(api, await tokenOf('Supplier'));
    expect(await api.refused(SET_AVATAR, { id, avatar: others.id }, seller)).toBe(
      USER_MESSAGES.avatarNotFound,
    );
    const text = await upload(api, seller, Buffer.from('hello'), 'text/plain', 'notes.txt');
    expect(await api.refused(SET_AVATAR, { id, avatar: text.id }, seller)).toBe(
      USER_MESSAGES.avatarNotImage,
    );
    const removed = await api.ok<{ updateUser: { avatar: null } }>(
      SET_AVATAR,
      { id, avatar: null },
      seller,
    );
    expect(removed.updateUser.avatar).toBeNull();
  });
});

// Issue 8 point 13: an upload address takes one file, what is recorded is what was stored, and
// uploads nobody records do not stay.
describe('uploads are single-use, recorded as stored, and swept when unrecorded (folder store)', () => {
  let api: TestApi;
  const seller = () => api.tokenFor(demoEmail('Seller'));
  const read = async (key: string) => {
    const res = await fetch(`${api.server.url}/files/${key}`);
    return res.status === 200 ? Buffer.from(await res.arrayBuffer()) : res.status;
  };
  beforeAll(async () => {
    api = await startTestApi({ files: { sweepIntervalMs: 100 } });
  });
  afterAll(() => api?.close());
  afterEach(() => api.clock.reset());

  test('a second PUT to an address is refused and the first file stays', async () => {
    const { key, url } = await signed(api, await seller(), 'one.png', 'image/png');
    expect((await putTo(absolute(api, url))).status).toBe(200);
    const again = await putTo(absolute(api, url), Buffer.from('<svg onload=alert(1)>'));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: 'This upload address has already been used. Ask for a new one',
    });
    expect(await read(key)).toEqual(PNG);
  });

  test('a PUT after createFile recorded the key is refused; the recorded bytes do not change', async () => {
    const token = await seller();
    const { key, url } = await signed(api, token, 'two.png', 'image/png');
    expect((await putTo(absolute(api, url))).status).toBe(200);
    await api.ok(
      CREATE_FILE,
      { input: { key, file_name: 'two.png', file_mime: 'image/png', file_size: PNG.length } },
      token,
    );
    expect((await putTo(absolute(api, url), Buffer.from('changed'))).status).toBe(409);
    expect(await read(key)).toEqual(PNG);
  });

  test('of PUTs racing on one address exactly one is stored', async () => {
    const { key, url } = await signed(api, await seller(), 'race.png', 'image/png');
    const bodies = Array.from({ length: 6 }, (_, i) => Buffer.from(`body ${i}`));
    const answers = await Promise.all(bodies.map((b) => putTo(absolute(api, url), b)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect(await read(key)).toEqual(bodies[statuses.indexOf(200)]);
  });

  test('createFile records the size and type that were stored, not the ones it is told', async () => {
    const token = await seller();
    const { key, url } = await signed(api, token, 'told.png', 'image/png');
    expect((await putTo(absolute(api, url))).status).toBe(200);
    const { createFile } = await api.ok<{ createFile: FileHit }>(
      CREATE_FILE,
      { input: { key, file_name: 'told.gif', file_mime: 'image/gif', file_size: 999_999 } },
      token,
    );
    expect(createFile).toMatchObject({ file_mime: 'image/png', file_size: PNG.length });
    const [row] = await api.server.db.select().from(files).where(eq(files.key, key));
    expect(row).toMatchObject({ fileMime: 'image/png', fileSize: PNG.length });
  });

  test('an upload is recorded within its window, not later', async () => {
    const token = await seller();
    const { key, url } = await signed(api, token, 'late.png', 'image/png');
    expect((await putTo(absolute(api, url))).status).toBe(200);
    api.clock.advance((RECORD_WINDOW_SECONDS + 60) * 1000);
    const before = await api.rows(files);
    const input = { key, file_name: 'late.png', file_mime: 'image/png', file_size: PNG.length };
    expect(await api.refused(CREATE_FILE, { input }, token)).toBe(FILE_MESSAGES.uploadTooOld);
    expect(await api.rows(files)).toBe(before);
  });

  test('the sweep deletes old unrecorded uploads and keeps recorded and young ones', async () => {
    const token = await seller();
    const recorded = await upload(api, token);
    const { key: forgotten, url } = await signed(api, token, 'forgotten.png', 'image/png');
    expect((await putTo(absolute(api, url))).status).toBe(200);
    // Several sweeps pass (every 100 ms here) while the upload is young: it stays.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await read(forgotten)).toEqual(PNG);

    api.clock.advance((UNRECORDED_UPLOAD_MAX_AGE_SECONDS + 60) * 1000);
    expect(await eventually(async () => (await read(forgotten)) === 404)).toBe(true);
    expect(await read(recorded.key)).toEqual(PNG);
    // The recorded file is still recorded, with its size.
    expect((await api.ok<{ file: FileHit }>(FILE, { id: recorded.id }, token)).file.file_size).toBe(
      PNG.length,
    );
  });
});

describe('the folder store on its own', () => {
  let dir: string;
  let server: ReturnType<typeof createServer>;
  let origin: string;
  let store: FolderStore;
  let now = new Date('2026-03-01T10:00:00Z');

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'podoffice-files-'));
    store = new FolderStore({ dir, secret: Buffer.from('k'.repeat(32)), now: () => now });
    const routes = folderRoutes(store);
    server = createServer((req, res) => routes.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  test('a private file the server wrote downloads only through a signed, expiring address', async () => {
    await store.put('exports/2026/orders.csv', 'id,sku\n1,TEE-M\n', 'text/csv');
    expect(await store.stat('exports/2026/orders.csv')).toMatchObject({
      size: 15,
      mime: 'text/csv',
    });
    // A file the server wrote on disk is copied in, not read into memory.
    await writeFile(path.join(dir, 'written.csv'), 'id\n7\n');
    await store.putFile('exports/2026/written.csv', path.join(dir, 'written.csv'), 'text/csv');
    expect(await store.stat('exports/2026/written.csv')).toMatchObject({
      size: 5,
      mime: 'text/csv',
    });
    expect((await fetch(`${origin}/files/exports/2026/orders.csv`)).status).toBe(404);
    const url = await store.signedGetUrl('exports/2026/orders.csv', {
      downloadName: 'orders March.csv',
    });
    const res = await fetch(`${origin}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="orders March.csv"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.text()).toBe('id,sku\n1,TEE-M\n');
    now = new Date(now.getTime() + 16 * 60_000);
    expect((await fetch(`${origin}${url}`)).status).toBe(403);
  });

  // The CI run of session 7 hung here: the sweep removed a file between the download's lookup
  // and its read, the read stream failed, and the answer never ended.
  test('a file removed while it is being downloaded answers 404 or its bytes, never hangs', async () => {
    const bytes = 'x'.repeat(64 * 1024);
    for (let i = 0; i < 40; i += 1) {
      const key = `uploads/9/race-${i}/file.txt`;
      await store.put(key, bytes, 'text/plain');
      const [res] = await Promise.all([
        fetch(`${origin}/files/${key}`, { signal: AbortSignal.timeout(5000) }),
        store.remove(key),
      ]);
      if (res.status === 200) expect(await res.text()).toBe(bytes);
      else expect(res.status).toBe(404);
    }
  });

  test('refuses keys that could leave the folder', async () => {
    await expect(store.put('../outside.txt', 'x', 'text/plain')).rejects.toThrow(
      /Invalid file key/,
    );
    await expect(store.signedPutUrl('a//b', 'text/plain')).rejects.toThrow(/Invalid file key/);
    expect(await store.stat('../../etc/passwd')).toBeNull();
  });
});

describe('configuration', () => {
  const resolve = (dir: string) => path.resolve('/srv', dir);

  test('the folder by default, FILES_DIR, FILES_PUBLIC_URL and FILES_DOWNLOAD_PRIVATE when given', () => {
    expect(filesConfigFromEnv({}, resolve)).toEqual({
      dir: undefined,
      publicUrl: undefined,
      s3: undefined,
      downloadPrivate: false,
    });
    expect(
      filesConfigFromEnv(
        {
          FILES_DIR: 'uploads',
          FILES_PUBLIC_URL: 'https://cdn.example/',
          FILES_DOWNLOAD_PRIVATE: 'allow',
        },
        resolve,
      ),
    ).toEqual({
      dir: '/srv/uploads',
      publicUrl: 'https://cdn.example',
      s3: undefined,
      downloadPrivate: true,
    });
    expect(() => filesConfigFromEnv({ FILES_DOWNLOAD_PRIVATE: 'yes' }, resolve)).toThrow(
      'FILES_DOWNLOAD_PRIVATE must be allow or deny, got "yes"',
    );
  });

  test('S3 when all four settings are given, with us-east-1 unless told', () => {
    const env = {
      FILES_S3_ENDPOINT: 'https://s3.example.com/',
      FILES_S3_BUCKET: 'pod',
      FILES_S3_ACCESS_KEY: 'AK',
      FILES_S3_SECRET_KEY: 'SK',
    };
    expect(filesConfigFromEnv(env, resolve).s3).toEqual({
      endpoint: 'https://s3.example.com',
      bucket: 'pod',
      accessKeyId: 'AK',
      secretAccessKey: 'SK',
      region: 'us-east-1',
    });
    expect(() => filesConfigFromEnv({ ...env, FILES_S3_SECRET_KEY: '' }, resolve)).toThrow(
      'S3 file storage needs FILES_S3_SECRET_KEY as well',
    );
    expect(() =>
      filesConfigFromEnv({ ...env, FILES_S3_ENDPOINT: 's3.example.com' }, resolve),
    ).toThrow(/FILES_S3_ENDPOINT must be an http\(s\) origin/);
  });
});

describe('an S3-compatible bucket', () => {
  let s3: FakeS3;
  let api: TestApi;

  beforeAll(async () => {
    s3 = await startFakeS3();
    api = await startTestApi({
      files: {
        s3: {
          endpoint: s3.endpoint,
          bucket: s3.bucket,
          accessKeyId: s3.accessKeyId,
          secretAccessKey: s3.secretAccessKey,
          region: s3.region,
        },
      },
    });
  });
  afterAll(async () => {
    await api?.close();
    await s3?.close();
  });

  test('the browser PUTs straight to the bucket with a presigned address, and the file is recorded', async () => {
    const token = await api.tokenFor(demoEmail('Seller'));
    const { key, url } = await signed(api, token, 'avatar.png', 'image/png');
    const address = new URL(url);
    expect(address.origin).toBe(s3.endpoint);
    expect(address.pathname).toBe(`/${s3.bucket}/${key}`);
    expect(address.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(address.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host;if-none-match');
    expect(address.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(address.searchParams.get('X-Amz-Credential')).toMatch(
      new RegExp(`^${s3.accessKeyId}/\\d{8}/${s3.region}/s3/aws4_request$`),
    );

    const wrongType = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': 'image/gif' },
      body: PNG,
    });
    expect(wrongType.status).toBe(403);
    expect(await wrongType.text()).toContain('SignatureDoesNotMatch');
    const ok = await putTo(url);
    expect(ok.status).toBe(200);
    expect(s3.objects.get(key)).toMatchObject({ body: PNG, contentType: 'image/png' });

    const { createFile } = await api.ok<{ createFile: FileHit }>(
      CREATE_FILE,
      { input: { key, file_name: 'avatar.png', file_mime: 'image/png', file_size: PNG.length } },
      token,
    );
    expect(createFile).toMatchObject({
      source: 'aws',
      file_size: PNG.length,
      file_mime: 'image/png',
    });
    expect(createFile.url).toBe(`${s3.endpoint}/${s3.bucket}/${key}`);
    expect(createFile.preview_url).toBe(`${s3.endpoint}/${s3.bucket}/${key}?width=200`);
    // The server checked the upload with a HEAD signed in the Authorization header.
    expect(s3.requests.some((r) => r.method === 'HEAD' && r.signedBy === 'header')).toBe(true);
    const read = await fetch(createFile.url);
    expect(Buffer.from(await read.arrayBuffer())).toEqual(PNG);
  });

  test('a file never PUT is not recorded', async () => {
    const token = await api.tokenFor(demoEmail('Seller'));
    const { key } = await signed(api, token, 'ghost.png', 'image/png');
    expect(
      await api.refused(
        CREATE_FILE,
        { input: { key, file_name: 'ghost.png', file_mime: 'image/png', file_size: 1 } },
        token,
      ),
    ).toBe(FILE_MESSAGES.notUploaded);
  });

  test('server-side writes, signed downloads and a CDN base address', async () => {
    const store = new S3Store({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      region: s3.region,
      publicUrl: 'https://cdn.example',
      now: () => new Date(),
    });
    await store.put('exports/orders.csv', 'id\n1\n', 'text/csv');
    expect(await store.stat('exports/orders.csv')).toMatchObject({ size: 5, mime: 'text/csv' });
    expect(await store.stat('exports/missing.csv')).toBeNull();
    const url = await store.signedGetUrl('exports/orders.csv', { downloadName: 'orders.csv' });
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="orders.csv"');
    expect(await res.text()).toBe('id\n1\n');
    expect(store.publicUrl('uploads/1/a/b.png', { width: 200 })).toBe(
      'https://cdn.example/uploads/1/a/b.png?width=200',
    );
    const wrongKey = new S3Store({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: 'not-the-secret',
      region: s3.region,
      now: () => new Date(),
    });
    await expect(wrongKey.put('exports/x.csv', 'x', 'text/csv')).rejects.toThrow(/status 403/);

    // A file on disk streams up in one PUT whose body is not hashed first (UNSIGNED-PAYLOAD).
    const onDisk = path.join(await mkdtemp(path.join(os.tmpdir(), 'podoffice-s3-')), 'big.csv');
    const big = 'id\n' + Array.from({ length: 50_000 }, (_, i) => `${i}\n`).join('');
    await writeFile(onDisk, big);
    await store.putFile('exports/big.csv', onDisk, 'text/csv');
    expect(s3.objects.get('exports/big.csv')?.body.toString()).toBe(big);
    expect(await store.stat('exports/big.csv')).toMatchObject({
      size: big.length,
      mime: 'text/csv',
    });
    await expect(wrongKey.putFile('exports/y.csv', onDisk, 'text/csv')).rejects.toThrow(
      /status 403/,
    );
    await rm(path.dirname(onDisk), { recursive: true, force: true });
  });
});

describe('uploads are single-use and swept when unrecorded (S3-compatible bucket)', () => {
  let s3: FakeS3;
  let api: TestApi;
  const seller = () => api.tokenFor(demoEmail('Seller'));

  beforeAll(async () => {
    s3 = await startFakeS3();
    api = await startTestApi({
      files: {
        s3: {
          endpoint: s3.endpoint,
          bucket: s3.bucket,
          accessKeyId: s3.accessKeyId,
          secretAccessKey: s3.secretAccessKey,
          region: s3.region,
        },
        sweepIntervalMs: 100,
      },
    });
  });
  afterAll(async () => {
    await api?.close();
    await s3?.close();
  });
  afterEach(() => api.clock.reset());

  test('the bucket refuses a second PUT and a PUT after createFile', async () => {
    const token = await seller();
    const { key, url } = await signed(api, token, 'one.png', 'image/png');
    // The condition is signed: a PUT without it does not match the signature.
    const unconditional = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    });
    expect(unconditional.status).toBe(403);
    expect((await putTo(url)).status).toBe(200);
    const again = await putTo(url, Buffer.from('changed'));
    expect(again.status).toBe(412);
    expect(await again.text()).toContain('PreconditionFailed');
    await api.ok(
      CREATE_FILE,
      { input: { key, file_name: 'one.png', file_mime: 'image/png', file_size: 1 } },
      token,
    );
    expect((await putTo(url, Buffer.from('changed'))).status).toBe(412);
    expect(s3.objects.get(key)?.body).toEqual(PNG);
  });

  test('createFile refuses and deletes an object over the size limit', async () => {
    const token = await seller();
    const { key, url } = await signed(api, token, 'big.bin', 'application/octet-stream');
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    expect((await putTo(url, big, 'application/octet-stream')).status).toBe(200);
    const before = await api.rows(files);
    const input = { key, file_name: 'big.bin', file_mime: 'text/plain', file_size: 1 };
    expect(await api.refused(CREATE_FILE, { input }, token)).toBe(FILE_TOO_LARGE);
    expect(s3.objects.has(key)).toBe(false);
    expect(await api.rows(files)).toBe(before);
  });

  test('the sweep deletes old unrecorded objects and keeps recorded and young ones', async () => {
    const token = await seller();
    const recorded = await signed(api, token, 'kept.png', 'image/png');
    expect((await putTo(recorded.url)).status).toBe(200);
    await api.ok(
      CREATE_FILE,
      { input: { key: recorded.key, file_name: 'kept.png', file_mime: 'image/png', file_size: 1 } },
      token,
    );
    const forgotten = await signed(api, token, 'forgotten.png', 'image/png');
    expect((await putTo(forgotten.url)).status).toBe(200);
    await s3Store(s3).put('exports/report.csv', 'id\n', 'text/csv');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(s3.objects.has(forgotten.key)).toBe(true);

    api.clock.advance((UNRECORDED_UPLOAD_MAX_AGE_SECONDS + 60) * 1000);
    expect(await eventually(async () => !s3.objects.has(forgotten.key))).toBe(true);
    expect(s3.objects.has(recorded.key)).toBe(true);
    // Only uploads are swept: the server's own files (exports) are not.
    expect(s3.objects.has('exports/report.csv')).toBe(true);
    expect(s3.requests.some((r) => r.method === 'DELETE' && r.signedBy === 'header')).toBe(true);
  });
});

function s3Store(s3: FakeS3) {
  return new S3Store({
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    region: s3.region,
    now: () => new Date(),
  });
}

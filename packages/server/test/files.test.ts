import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SERVER_MESSAGES, USER_ROLES, type UserRole } from '@podoffice/domain';
import { files } from '../src/db/schema';
import { FolderStore, MAX_UPLOAD_BYTES, S3Store, filesConfigFromEnv } from '../src/files';
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

/** The whole upload of spec 1 §7: signed address, PUT with the type, then createFile. */
async function upload(
  api: TestApi,
  token: string,
  bytes: Buffer = PNG,
  mime = 'image/png',
  name = 'avatar.png',
): Promise<FileHit> {
  const { key, url } = await signed(api, token, name, mime);
  const put = await fetch(absolute(api, url), {
    method: 'PUT',
    headers: { 'content-type': mime },
    body: new Uint8Array(bytes),
  });
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
    expect(await store.stat('exports/2026/orders.csv')).toEqual({ size: 15, mime: 'text/csv' });
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

  test('the folder by default, FILES_DIR and FILES_PUBLIC_URL when given', () => {
    expect(filesConfigFromEnv({}, resolve)).toEqual({
      dir: undefined,
      publicUrl: undefined,
      s3: undefined,
    });
    expect(
      filesConfigFromEnv(
        { FILES_DIR: 'uploads', FILES_PUBLIC_URL: 'https://cdn.example/' },
        resolve,
      ),
    ).toEqual({
      dir: '/srv/uploads',
      publicUrl: 'https://cdn.example',
      s3: undefined,
    });
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
    expect(address.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
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
    const ok = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    });
    expect(ok.status).toBe(200);
    expect(s3.objects.get(key)).toEqual({ body: PNG, contentType: 'image/png' });

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
    expect(await store.stat('exports/orders.csv')).toEqual({ size: 5, mime: 'text/csv' });
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
  });
});

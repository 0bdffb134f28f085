import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DownloadError, downloadToFile, isReachableAddress } from '../src/files/download';

// The SSRF guard of re-download print files (src/files/download.ts): only public addresses, the
// check in the connection's own lookup, redirects checked again, the size capped as it streams.

let server: Server;
let base: string;
let folder: string;
const BIG = Buffer.alloc(64 * 1024, 1);

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/design.png')
      return res.writeHead(200, { 'content-type': 'image/png' }).end('png');
    if (req.url === '/to-metadata') {
      return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    }
    if (req.url === '/big') return res.writeHead(200).end(BIG);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  folder = await mkdtemp(path.join(tmpdir(), 'download-test-'));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(folder, { recursive: true, force: true });
});

const options = { allowPrivate: false, maxBytes: 1024 * 1024, timeoutMs: 5_000 };
const to = (name: string) => path.join(folder, name);

test.each([
  ['127.0.0.1', false],
  ['10.1.2.3', false],
  ['192.168.0.10', false],
  ['169.254.169.254', false],
  ['::1', false],
  ['::ffff:10.0.0.1', false],
  ['fd00::1', false],
  ['0.0.0.0', false],
  ['8.8.8.8', true],
  ['2606:4700:4700::1111', true],
])('%s is a public address: %s', (address, reachable) => {
  expect(isReachableAddress(address, false)).toBe(reachable);
});

test('refuses an address inside the network, by IP or by a name that resolves inside it', async () => {
  await expect(downloadToFile(`${base}/design.png`, to('a'), options)).rejects.toThrow(
    new DownloadError('127.0.0.1 is not a public address'),
  );
  const port = (server.address() as AddressInfo).port;
  await expect(
    downloadToFile(`http://localhost:${port}/design.png`, to('b'), options),
  ).rejects.toThrow(/localhost is not a public address/);
});

test('with private addresses allowed (tests, the demo): downloads, and still checks the size, answer and scheme', async () => {
  const allowed = { ...options, allowPrivate: true };
  const got = await downloadToFile(`${base}/design.png`, to('c'), allowed);
  expect(got).toEqual({ fileName: 'design.png', mime: 'image/png', size: 3 });
  expect(await readFile(to('c'), 'utf8')).toBe('png');
  await expect(
    downloadToFile(`${base}/big`, to('d'), { ...allowed, maxBytes: 1024 }),
  ).rejects.toThrow('The design is too large');
  await expect(downloadToFile(`${base}/nothing`, to('e'), allowed)).rejects.toThrow(
    /answered HTTP 404/,
  );
  await expect(downloadToFile('file:///etc/passwd', to('f'), allowed)).rejects.toThrow(
    'The design address must start with http:// or https://',
  );
});

test('each redirect is checked as a new address: one to the cloud metadata address is refused', async () => {
  // Only this test's own server is let through; the redirect's target is checked again.
  await expect(
    downloadToFile(`${base}/to-metadata`, to('g'), { ...options, allowPrivate: ['127.0.0.1'] }),
  ).rejects.toThrow('169.254.169.254 is not a public address');
  await expect(
    downloadToFile(`${base}/design.png`, to('h'), { ...options, allowPrivate: ['127.0.0.1'] }),
  ).resolves.toMatchObject({ size: 3 });
});

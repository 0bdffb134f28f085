import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake S3-compatible bucket on 127.0.0.1. It checks every signed request the way S3 does
 * (AWS Signature Version 4, in the query for presigned addresses or in the Authorization header),
 * with its own implementation of the algorithm, so a signature that merely looks right fails.
 */
export interface FakeS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  objects: Map<string, { body: Buffer; contentType: string; lastModified: Date }>;
  /** Every request as received: method, path and query. */
  requests: { method: string; url: string; signedBy: 'query' | 'header' | null }[];
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();
const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function parseQuery(raw: string): [string, string][] {
  if (!raw) return [];
  return raw.split('&').map((pair) => {
    const [k = '', v = ''] = pair.split('=');
    return [decodeURIComponent(k.replace(/\+/g, ' ')), decodeURIComponent(v.replace(/\+/g, ' '))];
  });
}

function fail(res: ServerResponse, status: number, code: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakeS3(
  options: {
    bucket?: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    region?: string;
  } = {},
): Promise<FakeS3> {
  const bucket = options.bucket ?? 'pod-files';
  const accessKeyId = options.accessKeyId ?? 'AKIAFAKE0000EXAMPLE';
  const secretAccessKey = options.secretAccessKey ?? 'fake/secret+key/0123456789abcdef';
  const region = options.region ?? 'eu-west-1';
  const objects: FakeS3['objects'] = new Map();
  const requests: FakeS3['requests'] = [];

  function verify(
    req: IncomingMessage,
    path: string,
    query: [string, string][],
    payloadHash: string,
    auth: { credential: string; signedHeaders: string; signature: string; amzDate: string },
  ): string | null {
    const [key, date, scopeRegion, service, terminal] = auth.credential.split('/');
    if (key !== accessKeyId) return 'InvalidAccessKeyId';
    if (!/^\d{8}T\d{6}Z$/.test(auth.amzDate) || date !== auth.amzDate.slice(0, 8)) {
      return 'AuthorizationQueryParametersError';
    }
    if (scopeRegion !== region || service !== 's3' || terminal !== 'aws4_request') {
      return 'AuthorizationQueryParametersError';
    }
    const names = auth.signedHeaders.split(';');
    if (!names.includes('host')) return 'AuthorizationQueryParametersError';
    if (!/^[0-9a-f]{64}$/.test(auth.signature)) return 'SignatureDoesNotMatch';
    const canonicalQuery = query
      .filter(([k]) => k !== 'X-Amz-Signature')
      .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
      .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const headers = names
      .map(
        (name) =>
          `${name}:${String(req.headers[name] ?? '')
            .trim()
            .replace(/\s+/g, ' ')}\n`,
      )
      .join('');
    const canonical = [
      req.method,
      path,
      canonicalQuery,
      headers,
      auth.signedHeaders,
      payloadHash,
    ].join('\n');
    const scope = `${date}/${region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', auth.amzDate, scope, sha256(canonical)].join('\n');
    const signingKey = hmac(
      hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), 's3'),
      'aws4_request',
    );
    const expected = hmac(signingKey, toSign);
    return timingSafeEqual(expected, Buffer.from(auth.signature, 'hex'))
      ? null
      : 'SignatureDoesNotMatch';
  }

  /** ListObjectsV2: keys under a prefix in order, max-keys at a time, the token an offset. */
  function list(res: ServerResponse, q: Map<string, string>) {
    if (q.get('list-type') !== '2') return fail(res, 400, 'InvalidArgument');
    const prefix = q.get('prefix') ?? '';
    const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
    const start = Number(q.get('continuation-token') ?? 0);
    const size = Number(q.get('max-keys') ?? 1000);
    const page = keys.slice(start, start + size);
    const more = start + size < keys.length;
    const xml = (text: string) =>
      text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name>` +
        `<Prefix>${xml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount>` +
        page
          .map(
            (k) =>
              `<Contents><Key>${xml(k)}</Key><LastModified>${objects.get(k)!.lastModified.toISOString()}</LastModified>` +
              `<Size>${objects.get(k)!.body.length}</Size></Contents>`,
          )
          .join('') +
        `<IsTruncated>${more}</IsTruncated>` +
        (more ? `<NextContinuationToken>${start + size}</NextContinuationToken>` : '') +
        `</ListBucketResult>`,
    );
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = req.url ?? '/';
      const [path = '/', rawQuery = ''] = url.split('?');
      const query = parseQuery(rawQuery);
      const q = new Map(query);
      const body = await bodyOf(req);
      const authorization = req.headers.authorization;
      let error: string | null = null;
      let signedBy: 'query' | 'header' | null = null;
      if (q.has('X-Amz-Signature')) {
        signedBy = 'query';
        if (q.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256')
          error = 'AuthorizationQueryParametersError';
        const expires = Number(q.get('X-Amz-Expires'));
        const amzDate = q.get('X-Amz-Date') ?? '';
        if (!Number.isInteger(expires) || expires < 1 || expires > 604800) {
          error = 'AuthorizationQueryParametersError';
        }
        const signedAt = Date.parse(
          amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
        );
        if (!error && signedAt + expires * 1000 < Date.now()) error = 'AccessDenied';
        error ??= verify(req, path, query, 'UNSIGNED-PAYLOAD', {
          credential: q.get('X-Amz-Credential') ?? '',
          signedHeaders: q.get('X-Amz-SignedHeaders') ?? '',
          signature: q.get('X-Amz-Signature') ?? '',
          amzDate,
        });
      } else if (authorization) {
        signedBy = 'header';
        const match =
          /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]+)$/.exec(
            authorization,
          );
        const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
        if (!match) error = 'AuthorizationHeaderMalformed';
        // S3 takes a signed request whose body it does not hash (a streamed upload).
        else if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
          error = 'XAmzContentSHA256Mismatch';
        } else {
          error = verify(req, path, query, payloadHash, {
            credential: match[1]!,
            signedHeaders: match[2]!,
            signature: match[3]!,
            amzDate: String(req.headers['x-amz-date'] ?? ''),
          });
        }
      }
      requests.push({ method: req.method ?? '', url, signedBy });
      if (error) return fail(res, 403, error);
      const prefix = `/${bucket}/`;
      if ((path === `/${bucket}` || path === prefix) && req.method === 'GET') {
        if (!signedBy) return fail(res, 403, 'AccessDenied');
        return list(res, q);
      }
      if (!path.startsWith(prefix)) return fail(res, 404, 'NoSuchBucket');
      const key = path.slice(prefix.length).split('/').map(decodeURIComponent).join('/');
      // Writes need a signature; reads of a public bucket do not.
      if (req.method === 'PUT') {
        if (!signedBy) return fail(res, 403, 'AccessDenied');
        // S3's conditional write: If-None-Match: * creates the object only if the key is free.
        if (req.headers['if-none-match'] === '*' && objects.has(key)) {
          return fail(res, 412, 'PreconditionFailed');
        }
        objects.set(key, {
          body,
          contentType: String(req.headers['content-type'] ?? ''),
          lastModified: new Date(),
        });
        res.writeHead(200, { etag: `"${sha256(body).slice(0, 32)}"` });
        return res.end();
      }
      if (req.method === 'DELETE') {
        if (!signedBy) return fail(res, 403, 'AccessDenied');
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      const object = objects.get(key);
      if (req.method === 'HEAD' || req.method === 'GET') {
        if (!object) return fail(res, 404, 'NoSuchKey');
        res.writeHead(200, {
          'content-type': object.contentType,
          'content-length': String(object.body.length),
          'last-modified': object.lastModified.toUTCString(),
          ...(q.get('response-content-disposition')
            ? { 'content-disposition': q.get('response-content-disposition') }
            : {}),
        });
        return res.end(req.method === 'GET' ? object.body : undefined);
      }
      fail(res, 405, 'MethodNotAllowed');
    })().catch((e: unknown) => {
      console.error(e);
      fail(res, 500, 'InternalError');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    region,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

import { createWriteStream } from 'node:fs';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { pipeline } from 'node:stream/promises';
import ipaddr from 'ipaddr.js';

/**
 * Downloads a file a user named by its address (re-download print files, spec 2 §5, §7) without
 * letting that address reach inside the network (SSRF): only http(s); every address the name
 * resolves to must be a public unicast one, checked in the connection's own lookup (a name that
 * resolves to a public address for the check and a private one for the connection cannot slip
 * through); a literal IP host is checked as written; each redirect (at most 3) is checked again;
 * the size is capped while it streams and the whole download has a deadline.
 */

/** Why a download was refused or failed; the message is safe to show the user. */
export class DownloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DownloadError';
  }
}

export interface DownloadOptions {
  /**
   * Lets addresses inside the network through: all of them (the fakes of tests and the demo on
   * 127.0.0.1), or only those listed.
   */
  allowPrivate: boolean | readonly string[];
  maxBytes: number;
  /** The whole download's deadline. */
  timeoutMs: number;
}

const MAX_REDIRECTS = 3;

/** Whether an IP address is one a download may reach: public unicast, unless private is allowed. */
export function isReachableAddress(
  address: string,
  allowPrivate: boolean | readonly string[],
): boolean {
  if (allowPrivate === true) return true;
  if (!ipaddr.isValid(address)) return false;
  if (allowPrivate !== false && allowPrivate.includes(ipaddr.process(address).toString())) {
    return true;
  }
  // An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 address it carries.
  return ipaddr.process(address).range() === 'unicast';
}

function guardedLookup(allowPrivate: DownloadOptions['allowPrivate']): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = found.find((a) => !isReachableAddress(a.address, allowPrivate));
      if (refused || found.length === 0) {
        const e = new DownloadError(`${hostname} is not a public address`);
        return callback(e as NodeJS.ErrnoException, '', 0);
      }
      if (options.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, found);
      return callback(null, found[0]!.address, found[0]!.family);
    });
  };
}

/** The address checked before anything is sent: http(s), and a literal IP host as written. */
function checkedUrl(raw: string, allowPrivate: DownloadOptions['allowPrivate']): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DownloadError('The design address is not an address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new DownloadError('The design address must start with http:// or https://');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isReachableAddress(host, allowPrivate)) {
    throw new DownloadError(`${host} is not a public address`);
  }
  return url;
}

function get(url: URL, options: DownloadOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, {
      method: 'GET',
      headers: { accept: 'image/*, application/octet-stream;q=0.9, */*;q=0.5' },
      lookup: guardedLookup(options.allowPrivate),
      signal,
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

export interface Downloaded {
  /** The name the address gives the file (its last path segment), or 'design'. */
  fileName: string;
  mime: string;
  size: number;
}

/** Downloads `raw` into the file `destination`; refuses what the options do not allow. */
export async function downloadToFile(
  raw: string,
  destination: string,
  options: DownloadOptions,
): Promise<Downloaded> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = checkedUrl(raw, options.allowPrivate);
  for (let redirects = 0; ; redirects++) {
    let response: IncomingMessage;
    try {
      response = await get(url, options, signal);
    } catch (e) {
      if (e instanceof DownloadError) throw e;
      const cause = (e as { cause?: unknown }).cause;
      if (cause instanceof DownloadError) throw cause;
      if ((e as { name?: string }).name === 'AbortError' || signal.aborted) {
        throw new DownloadError(`${url.host} did not send the design in time`);
      }
      throw new DownloadError(`Could not reach ${url.host}`);
    }
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (redirects >= MAX_REDIRECTS) throw new DownloadError(`${url.host} redirects too often`);
      url = checkedUrl(new URL(response.headers.location, url).href, options.allowPrivate);
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new DownloadError(`${url.host} answered HTTP ${status} for the design`);
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      response.destroy();
      throw new DownloadError(tooLarge(options.maxBytes));
    }
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > options.maxBytes) response.destroy(new DownloadError(tooLarge(options.maxBytes)));
    });
    try {
      await pipeline(response, createWriteStream(destination));
    } catch (e) {
      if (e instanceof DownloadError) throw e;
      throw new DownloadError(`The design from ${url.host} could not be read whole`);
    }
    const last = decodeURIComponent(url.pathname.split('/').pop() ?? '').trim();
    return {
      fileName: last || 'design',
      mime: String(response.headers['content-type'] ?? 'application/octet-stream')
        .split(';')[0]!
        .trim(),
      size,
    };
  }
}

const tooLarge = (max: number) => `The design is too large: at most ${max / 1024 / 1024} MB`;

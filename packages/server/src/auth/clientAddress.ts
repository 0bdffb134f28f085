import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import { rule } from '../envRules';

/**
 * Which hops may name the client in X-Forwarded-For (TRUST_PROXY): none by default, so a
 * client cannot pick its own address; a hop count, or addresses and subnets (proxy-addr's
 * names 'loopback', 'linklocal', 'uniquelocal' included) of the proxies in front of the server.
 */
export type TrustProxy = number | string[];

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return 0;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

const HOP_COUNT = /^(\d+|true|false)$/;

/** A part of TRUST_PROXY that proxy-addr cannot read (not an address, subnet or known name). */
function unreadableProxy(text: string): string | undefined {
  if (HOP_COUNT.test(text)) return undefined;
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .find((part) => {
      try {
        proxyAddr.compile(part);
        return false;
      } catch {
        return true;
      }
    });
}

/** TRUST_PROXY as config.ts validates it: a hop count, or addresses and subnets. */
export const trustProxySetting = rule(
  (text) => unreadableProxy(text) === undefined,
  (text) =>
    `TRUST_PROXY must be a hop count or the proxies' addresses and subnets (e.g. loopback, 10.0.0.0/8), got "${unreadableProxy(text)}"`,
);

/** The address throttles count a request against: the socket's peer, or a trusted proxy's client. */
export function clientAddressResolver(trust: TrustProxy): (req: IncomingMessage) => string {
  const trusted =
    typeof trust === 'number'
      ? (_address: string, hop: number) => hop < trust
      : proxyAddr.compile(trust);
  return (req) => {
    try {
      return proxyAddr(req, trusted);
    } catch {
      return req.socket.remoteAddress ?? 'unknown';
    }
  };
}

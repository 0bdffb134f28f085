import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

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

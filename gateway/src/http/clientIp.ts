import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

// X-Forwarded-For is believed only from a proxy on loopback or a private network in front of us:
// the same rule Express applied (`trust proxy`), with the same library.
const trusted = proxyAddr.compile(['loopback', 'linklocal', 'uniquelocal']);

/** The browser's address: the nearest X-Forwarded-For hop not set by a trusted proxy, else the socket's. */
export function clientIp(req: IncomingMessage): string | undefined {
  if (!req.socket.remoteAddress) return undefined;
  return proxyAddr(req, trusted);
}

import http from 'node:http';
import https from 'node:https';

/**
 * Connections to the API this process keeps open at most: past them, calls wait for a free one
 * (within their timeout) instead of flooding the API, which sheds what it cannot serve (503).
 */
export const MAX_UPSTREAM_CONNECTIONS = 64;

// Kept-alive connections to the API, shared by every request's client.
const transports = {
  'http:': { request: http.request, agent: new http.Agent({ keepAlive: true, maxSockets: MAX_UPSTREAM_CONNECTIONS }) },
  'https:': { request: https.request, agent: new https.Agent({ keepAlive: true, maxSockets: MAX_UPSTREAM_CONNECTIONS }) },
};

/** The kept-alive transport of `url`'s protocol, shared with streamed calls (uploads); undefined for others. */
export function transportOf(url: URL): (typeof transports)['http:'] | undefined {
  return url.protocol === 'https:' || url.protocol === 'http:' ? transports[url.protocol] : undefined;
}

/** An upstream answer: what the REST client and the error mapping read of it. */
export interface UpstreamResponse {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  body: Buffer;
}

export interface UpstreamRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string | undefined;
  /** The call fails with a TimeoutError when the whole answer has not arrived by then. */
  timeoutMs: number;
}

/** A header map over node's lower-cased headers, with the `get` of WHATWG Headers. */
class NodeHeaders {
  constructor(private readonly values: http.IncomingHttpHeaders) {}
  get(name: string): string | null {
    const value = this.values[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  }
}

/** One HTTP call over a kept-alive connection, the whole body buffered. */
export function httpRequest({ method, url, headers, body, timeoutMs }: UpstreamRequest): Promise<UpstreamResponse> {
  const transport = transportOf(url);
  if (!transport) return Promise.reject(new TypeError(`unsupported protocol ${url.protocol}`));
  const sendHeaders = body === undefined ? headers : { ...headers, 'Content-Length': String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      reject(error);
    };
    const timer = setTimeout(() => {
      const error = new Error(`The API did not answer within ${timeoutMs} ms`);
      error.name = 'TimeoutError';
      fail(error);
    }, timeoutMs);
    const req = transport.request(url, { method, headers: sendHeaders, agent: transport.agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', fail);
      res.on('aborted', () => fail(new Error('upstream response aborted')));
      res.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const status = res.statusCode ?? 502;
        resolve({
          ok: status >= 200 && status < 300,
          status,
          headers: new NodeHeaders(res.headers),
          body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks),
        });
      });
    });
    req.on('error', fail);
    req.end(body);
  });
}

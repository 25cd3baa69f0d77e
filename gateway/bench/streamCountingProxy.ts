import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP proxy in front of the api that counts the event streams (`GET /api/v1/events`) going
 * through it: how many were opened and how many are open now. The benchmark puts it between a
 * gateway process and the api, to count that gateway's upstream streams from outside.
 */
export async function startStreamCountingProxy(apiUrl: string) {
  const target = new URL(apiUrl);
  let opened = 0;
  let open = 0;
  const server = createServer((req, res) => {
    const isStream = req.method === 'GET' && (req.url ?? '').startsWith('/api/v1/events');
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        if (isStream && answer.statusCode === 200) {
          opened += 1;
          open += 1;
          res.once('close', () => (open -= 1));
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    res.once('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get opened() {
      return opened;
    },
    get open() {
      return open;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// A bare HTTP hop in front of the API, for the monitoring benchmark's reference row: Node's own
// http server and client, kept-alive connections, the request and the answer passed through
// untouched (no parsing, no GraphQL). What it adds is the floor under any gateway that runs as a
// process of its own on the same machine. PORT, API_URL; answers GET /hop-healthz itself.
import http from 'node:http';

const api = new URL(process.env.API_URL ?? 'http://127.0.0.1:4000');
const agent = new http.Agent({ keepAlive: true });

const server = http.createServer((req, res) => {
  if (req.url === '/hop-healthz') return void res.end('ok');
  const upstream = http.request(
    { host: api.hostname, port: api.port, path: req.url, method: req.method, headers: { ...req.headers, host: api.host }, agent },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.statusCode = 502;
    res.end();
  });
  req.pipe(upstream);
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));

// Development mode with hot reload: the API and the gateway restart on change (tsx watch), and Vite
// serves the web app with HMR on http://localhost:5173, proxying /graphql to the gateway.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { start, waitForHttp } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '4100';
const port = process.env.PORT ?? '4000';
const apiUrl = `http://localhost:${apiPort}`;
const watch = ['--import', 'tsx', '--watch'];

start('api', process.execPath, [...watch, 'src/server.ts'], { cwd: path.join(root, 'api'), env: { PORT: apiPort } });
await waitForHttp(`${apiUrl}/api/health`, { name: 'the REST API' });
start('gateway', process.execPath, [...watch, 'src/server.ts'], {
  cwd: path.join(root, 'gateway'),
  env: { PORT: port, API_URL: apiUrl },
});
await waitForHttp(`http://localhost:${port}/healthz`, { name: 'the gateway' });
start('web', process.execPath, [path.join(root, 'web', 'node_modules', 'vite', 'bin', 'vite.js')], {
  cwd: path.join(root, 'web'),
  env: { GATEWAY_URL: `http://localhost:${port}` },
});

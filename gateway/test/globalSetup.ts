import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
  }
}

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let api: ChildProcess | undefined;
let dataDir: string | undefined;

/**
 * Starts the REAL api once for every test file, as a separate process (the gateway never imports
 * api code), on a fresh PGlite database in a temporary folder, seeded with the demo data on start.
 * (A fresh folder rather than DATA_DIR=memory: the api's server entry takes DATA_DIR as a path.)
 */
export async function setup(project: TestProject) {
  const port = await freePort();
  dataDir = process.env.TEST_API_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'gateway-test-api-'));
  const apiUrl = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  api = spawn(path.join(apiDir, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, API_PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so teardown stops tsx and the node process it starts.
    detached: true,
  });
  api.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  api.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  let exited = false;
  api.once('exit', () => (exited = true));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error(`The api exited during start-up:\n${log.join('')}`);
    try {
      const res = await fetch(`${apiUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`The api did not become healthy in time:\n${log.join('')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('apiUrl', apiUrl);
}

export async function teardown() {
  if (api?.pid && api.exitCode === null) {
    const exited = new Promise((resolve) => api!.once('exit', resolve));
    process.kill(-api.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    if (api.exitCode === null) process.kill(-api.pid, 'SIGKILL');
  }
  if (dataDir && !process.env.TEST_API_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
}

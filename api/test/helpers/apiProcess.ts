import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ApiProcess {
  url: string;
  port: number;
  /** Ends the process at once, as a crash or the OOM killer would: no shutdown hooks run. */
  kill(): Promise<void>;
  /** A clean shutdown (SIGTERM), forced after 15 s. */
  stop(): Promise<void>;
  /** What the process printed last (for failure messages). */
  output(): string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The api's real server entry (`src/server.ts`) as a process of its own, on `port` (a restart
 * passes the same one) with `env` added; resolves once /api/health answers.
 */
export async function startApiProcess(env: NodeJS.ProcessEnv, port?: number): Promise<ApiProcess> {
  const listenOn = port ?? (await freePort());
  const url = `http://127.0.0.1:${listenOn}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HEARTBEAT_INTERVAL_MS: '0',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      ...env,
      API_PORT: String(listenOn),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (!running()) throw new Error(`the api exited during start-up:\n${output}`);
    const up = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the api did not become healthy in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port: listenOn,
    output: () => output,
    async kill() {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!running()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

// Small process supervisor for the run scripts: start named children with prefixed output, wait for
// HTTP readiness, and take everything down together when one exits or on Ctrl-C.
import { spawn } from 'node:child_process';

const children = new Set();
let stopping = false;

export function start(name, command, args, options = {}) {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
    env: { ...process.env, ...options.env },
  });
  children.add(child);
  const prefix = `[${name}] `;
  const pipe = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(prefix + line + '\n');
    });
  };
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`${prefix}exited (${signal ?? code}); stopping the rest`);
      stopAll(code ?? 1);
    }
  });
  return child;
}

export function stopAll(exitCode = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  const deadline = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 5000);
  deadline.unref();
  const check = setInterval(() => {
    if (children.size === 0) {
      clearInterval(check);
      process.exit(exitCode);
    }
  }, 50);
}

export async function waitForHttp(url, { timeoutMs = 120_000, name = url } = {}) {
  const started = Date.now();
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${name} did not become ready within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

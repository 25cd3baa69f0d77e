import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';

// The gateway as `pnpm start` runs it (node + tsx, not Vite's module graph): the libraries load
// as they do in production, where a resolver error once came back as an internal error because a
// library's errors behaved differently there than under the test runner.
describe('the gateway process', () => {
  let child: ChildProcess;
  let url: string;

  beforeAll(async () => {
    const gatewayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: gatewayDir,
      env: { ...process.env, NODE_ENV: 'production', API_URL: inject('apiUrl'), PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    url = await new Promise<string>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`gateway did not start: ${output}`)), 60_000);
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /gateway on (http:\/\/\S+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!.replace('localhost', '127.0.0.1'));
        }
      });
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => reject(new Error(`gateway exited (${code}): ${output}`)));
    });
  });
  afterAll(() => {
    child?.kill('SIGTERM');
  });

  const gql = async (query: string, variables: Record<string, unknown>, language: string) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': language },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: unknown; errors?: { message: string; path?: string[]; extensions: { code: string } }[] };
  };

  it('answers a resolver error with its code, path and message in the caller’s language', async () => {
    const login = 'mutation ($input: LoginInput!) { login(input: $input) { token } }';
    const result = await gql(login, { input: { email: 'nobody@example.com', password: 'wrong-password' } }, 'da');
    expect(result.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect(result.errors?.[0]?.path).toEqual(['login']);
    expect(result.errors?.[0]?.message).toMatch(/[æøå]|adgangskode|e-mail/i);
  });

  it('answers a variable of the wrong type with BAD_USER_INPUT', async () => {
    const login = 'mutation ($input: LoginInput!) { login(input: $input) { token } }';
    const result = await gql(login, { input: { email: 5, password: 'x' } }, 'en');
    expect(result.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toMatch(/^Variable "\$\w+" got invalid value/);
  });

  it('answers a query with data', async () => {
    expect(await gql('{ __typename }', {}, 'en')).toEqual({ data: { __typename: 'Query' } });
  });
});

import type { ExecutionResult } from 'graphql';
import { inject } from 'vitest';
import type { GatewayConfig } from '../src/config.ts';
import { createGateway } from '../src/gateway.ts';

export const demoPassword = 'Demo1234!';
export const demoUsers = {
  admin: 'admin@example.com',
  member: 'member@example.com',
  technician: 'technician@example.com',
} as const;

/** More of a `gql()` request: its operation name, and headers to add (X-Forwarded-For...). */
export interface GqlOptions {
  operationName?: string;
  headers?: Record<string, string>;
}

export interface TestGateway {
  url: string;
  wsUrl: string;
  apiUrl: string;
  /** Errors the gateway logged as unexpected. */
  loggedErrors: unknown[];
  /** POST /graphql; `raw` is the body text, to check what reaches clients. */
  gql<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string | null,
    options?: GqlOptions,
  ): Promise<ExecutionResult<T> & { raw: string; status: number }>;
  close(): Promise<void>;
}

/** A gateway on a free port in front of the real api started by globalSetup. */
export async function startGateway(overrides: Partial<GatewayConfig> = {}): Promise<TestGateway> {
  const apiUrl = overrides.apiUrl ?? inject('apiUrl');
  const loggedErrors: unknown[] = [];
  const gateway = await createGateway({
    apiUrl,
    upstreamTimeoutMs: 10_000,
    graphiql: true,
    introspection: true,
    corsOrigins: [],
    production: false,
    logLevel: 'silent',
    ...overrides,
  });
  const { port } = await gateway.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    wsUrl: `ws://127.0.0.1:${port}/graphql`,
    apiUrl,
    loggedErrors,
    async gql(query, variables, token, { operationName, headers } = {}) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables, operationName }),
      });
      const raw = await res.text();
      return { ...JSON.parse(raw), raw, status: res.status };
    },
    close: () => gateway.close(),
  };
}

const tokens = new Map<string, string>();

/** Signs in through the gateway (once per user and test file) and returns the bearer token. */
export async function tokenFor(gw: TestGateway, email: string): Promise<string> {
  const cached = tokens.get(email);
  if (cached) return cached;
  const result = await gw.gql<{ login: { token: string } }>(
    'mutation ($input: LoginInput!) { login(input: $input) { token } }',
    { input: { email, password: demoPassword } },
  );
  if (!result.data?.login) throw new Error(`login failed for ${email}: ${result.raw}`);
  tokens.set(email, result.data.login.token);
  return result.data.login.token;
}

/** A fresh token (not cached), for tests that revoke it. */
export async function freshToken(gw: Pick<TestGateway, 'apiUrl'>, email: string): Promise<string> {
  const res = await fetch(`${gw.apiUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  const body = (await res.json()) as { token: string };
  return body.token;
}

export const codeOf = (result: ExecutionResult) => result.errors?.[0]?.extensions?.code;

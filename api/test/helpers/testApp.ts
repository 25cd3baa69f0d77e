import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type AppConfig, testConfig } from '../../src/config.ts';
import { createMemoryMailer, type Mailer, type SentMail } from '../../src/mail/mailer.ts';
import { createTestDatabase, type TestDatabase } from '../db/createTestDatabase.ts';

export const DEMO_PASSWORD = 'Demo1234!';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  /** Messages the app sent, when no other mailer was given. */
  sentMail: SentMail[];
  /** Signs in through the real login route and returns the bearer token. */
  login(email: string, password?: string): Promise<string>;
  /** Authorization header for `app.inject`. */
  auth(token: string): { authorization: string };
  close(): Promise<void>;
}

/**
 * A real app on a database of its own (PGlite in memory, or a new database on the server given by
 * TEST_DATABASE_URL), with a small deterministic demo data set (TEST_SEED). One per test file.
 */
export async function createTestApp(
  opts: { config?: Partial<AppConfig>; mailer?: Mailer; seed?: boolean } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ seeded: opts.seed !== false });
  const config = testConfig(opts.config);
  const memoryMailer = createMemoryMailer(config.mailFrom);
  const app = await buildApp({ database, config, mailer: opts.mailer ?? memoryMailer });
  // Each test signs in from its own address so the per-IP sign-in limit never trips by accident.
  let nextIp = 1;
  return {
    app,
    database,
    config,
    sentMail: memoryMailer.sent,
    async login(email, password = DEMO_PASSWORD) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password },
        remoteAddress: `10.0.0.${nextIp++ % 250}`,
      });
      if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
      return response.json().token as string;
    },
    auth: (token) => ({ authorization: `Bearer ${token}` }),
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** The error body contract: `{ message, code }` and nothing that looks like a stack trace. */
export function expectErrorShape(body: Record<string, unknown>, code: string): void {
  if (body.code !== code) throw new Error(`expected code ${code}, got ${JSON.stringify(body)}`);
  if (typeof body.message !== 'string') throw new Error(`no message in ${JSON.stringify(body)}`);
  const text = JSON.stringify(body);
  if ('stack' in body || /\bat .+\.(ts|js):\d+/.test(text) || text.includes('node_modules')) {
    throw new Error(`error body leaks internals: ${text}`);
  }
}

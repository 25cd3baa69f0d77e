import { request, type APIRequestContext } from '@playwright/test';

export const PASSWORD = 'Demo1234!';
export const users = {
  admin: 'admin@example.com',
  member: 'member@example.com',
  technician: 'technician@example.com',
} as const;
export type DemoUser = keyof typeof users;

/** Per stack (port): runs against two stacks at once on one machine must not sign each other out. */
export const storageStateOf = (user: DemoUser) => `.auth/${process.env.E2E_PORT ?? '4500'}-${user}.json`;

/** A REST client signed in as a demo user, for setting up and checking state through the API. */
export async function apiAs(user: DemoUser): Promise<APIRequestContext> {
  const baseURL = process.env.E2E_API_URL;
  if (!baseURL) throw new Error('E2E_API_URL is not set (playwright.config.ts sets it)');
  const anonymous = await request.newContext({ baseURL });
  const res = await anonymous.post('/api/v1/auth/login', { data: { email: users[user], password: PASSWORD } });
  if (!res.ok()) throw new Error(`API sign-in as ${user} failed: ${res.status()} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  await anonymous.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
}

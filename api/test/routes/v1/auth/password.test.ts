import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../../src/db/client.ts';
import { createFileMailer } from '../../../../src/mail/mailer.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../../../helpers/testApp.ts';

let t: TestApp;
let mailDir: string;
beforeAll(async () => {
  mailDir = await mkdtemp(path.join(tmpdir(), 'api-mail-'));
  // The real file mailer: what a developer without SMTP gets under <DATA_DIR>/mail.
  t = await createTestApp({
    mailer: createFileMailer(mailDir, 'FieldSense <no-reply@fieldsense.local>'),
    config: { authRateLimitPerMinute: 15 },
  });
});
afterAll(async () => {
  await t?.close();
  await rm(mailDir, { recursive: true, force: true });
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

/** Waits for the next .eml file (the mail is sent in the background) and returns its text. */
async function nextMail(seen: Set<string>): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const files = (await readdir(mailDir)).filter((f) => f.endsWith('.eml') && !seen.has(f));
    if (files[0]) {
      seen.add(files[0]);
      return readFile(path.join(mailDir, files[0]), 'utf8');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no mail was written');
}

/** The link is quoted-printable encoded in the .eml; undo soft line breaks and =3D first. */
function tokenFrom(raw: string): string {
  const decoded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = decoded.match(/http:\/\/localhost:4000\/password\/new\?token=([\w%-]+)/);
  if (!match) throw new Error(`no reset link in:\n${raw}`);
  return decodeURIComponent(match[1]!);
}

describe('password reset', () => {
  const seen = new Set<string>();

  it('answers 202 for an unknown address and sends nothing', async () => {
    const response = await post('/api/v1/auth/password/reset', { email: 'nobody@example.com' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await readdir(mailDir)).length).toBe(0);
  });

  it('mails a one-time link, sets the new password once, and the old one stops working', async () => {
    const oldSession = await t.login('technician@example.com');
    const response = await post('/api/v1/auth/password/reset', { email: ' Technician@Example.com ', language: 'en' });
    expect(response.statusCode).toBe(202);
    const raw = await nextMail(seen);
    expect(raw).toMatch(/^To: technician@example.com/m);
    expect(raw).toMatch(/Subject: Reset your FieldSense password/);
    const token = tokenFrom(raw);

    // Only a hash is stored.
    const stored = await t.database.db.select().from(schema.passwordResetTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(stored[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);

    const set = await post('/api/v1/auth/password/new', { token, password: 'A-new-passw0rd' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ ok: true });

    const again = await post('/api/v1/auth/password/new', { token, password: 'Another-passw0rd' });
    expect(again.statusCode).toBe(400);
    expectErrorShape(again.json(), 'INVALID_RESET_TOKEN');

    // Sessions signed in with the old password end with it.
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${oldSession}` } });
    expect(me.statusCode).toBe(401);
    await expect(t.login('technician@example.com')).rejects.toThrow(/401/);
    await expect(t.login('technician@example.com', 'A-new-passw0rd')).resolves.toBeTruthy();

    const audit = await t.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'auth.password_reset'));
    expect(audit).toHaveLength(1);
  });

  it("writes the mail in the user's own language by default (Danish)", async () => {
    await post('/api/v1/auth/password/reset', { email: 'member@example.com' });
    const raw = await nextMail(seen);
    expect(raw).toMatch(/Subject: Nulstil din adgangskode/);
  });

  it('rejects an unknown or expired token', async () => {
    const unknown = await post('/api/v1/auth/password/new', { token: 'not-a-token', password: 'long-enough' });
    expect(unknown.statusCode).toBe(400);
    expectErrorShape(unknown.json(), 'INVALID_RESET_TOKEN');

    await post('/api/v1/auth/password/reset', { email: 'sofie.jensen@example.com' });
    const token = tokenFrom(await nextMail(seen));
    await t.database.db.update(schema.passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await post('/api/v1/auth/password/new', { token, password: 'long-enough' });
    expect(expired.statusCode).toBe(400);
    expectErrorShape(expired.json(), 'INVALID_RESET_TOKEN');
  });

  it('requires a password of at least 8 characters', async () => {
    const response = await post('/api/v1/auth/password/new', { token: 'whatever', password: 'short' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expectErrorShape(body, 'VALIDATION_FAILED');
    expect(body.fields).toEqual([{ field: 'password', message: expect.stringMatching(/8/) }]);
  });

  it('limits requests per IP on the auth routes (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 20; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password/reset',
        payload: { email: `flood${i}@example.com` },
        remoteAddress: '192.0.2.77',
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 15).every((s) => s === 202)).toBe(true);
    expect(last!.statusCode).toBe(429);
    expectErrorShape(last!.json(), 'RATE_LIMITED');
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });
});

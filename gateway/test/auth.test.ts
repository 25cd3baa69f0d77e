import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, demoPassword, demoUsers, freshToken, startGateway, type TestGateway } from './helpers.ts';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

const loginMutation = `mutation Login($input: LoginInput!) {
  login(input: $input) { token user { id userId email name } }
}`;

describe('login', () => {
  it('signs in with the demo password and answers the token and the user', async () => {
    const result = await gw.gql(loginMutation, { input: { email: '  Member@Example.com ', password: demoPassword } });
    expect(result.errors).toBeUndefined();
    expect(result.data?.login.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(result.data?.login.user).toMatchObject({ email: demoUsers.member });
  });

  it('answers UNAUTHENTICATED with the API message for a wrong password', async () => {
    const upstream = await fetch(`${gw.apiUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoUsers.technician, password: 'wrong-password' }),
    });
    const { message } = (await upstream.json()) as { message: string };

    const result = await gw.gql(loginMutation, { input: { email: demoUsers.technician, password: 'wrong-password' } });
    expect(result.data).toBeNull();
    expect(codeOf(result)).toBe('UNAUTHENTICATED');
    expect(result.errors?.[0]?.message).toBe(message);
  });
});

describe('viewer and tokens', () => {
  it('is null without a token (signed out is not an error)', async () => {
    const result = await gw.gql('{ viewer { id } }');
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ viewer: null });
  });

  it('answers UNAUTHENTICATED for a token the API rejects', async () => {
    const result = await gw.gql('{ viewer { id } }', undefined, 'not-a-real-token');
    expect(result.data).toEqual({ viewer: null });
    expect(codeOf(result)).toBe('UNAUTHENTICATED');
  });

  it('logout revokes the token: the API then rejects it', async () => {
    const token = await freshToken(gw, demoUsers.member);
    expect((await gw.gql('{ viewer { user { email } } }', undefined, token)).data?.viewer.user.email).toBe(demoUsers.member);

    const out = await gw.gql('mutation { logout { ok } }', undefined, token);
    expect(out.errors).toBeUndefined();
    expect(out.data).toEqual({ logout: { ok: true } });

    const after = await gw.gql('{ viewer { id } }', undefined, token);
    expect(codeOf(after)).toBe('UNAUTHENTICATED');
  });

  it('logout without a token is UNAUTHENTICATED', async () => {
    expect(codeOf(await gw.gql('mutation { logout { ok } }'))).toBe('UNAUTHENTICATED');
  });
});

describe('password reset', () => {
  it('accepts a reset request whether or not the account exists', async () => {
    for (const email of [demoUsers.member, 'nobody@example.com']) {
      const result = await gw.gql('mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { ok } }', {
        input: { email, language: 'en' },
      });
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({ requestPasswordReset: { ok: true } });
    }
  });

  it('rejects an unknown reset token as BAD_USER_INPUT', async () => {
    const result = await gw.gql('mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { ok } }', {
      input: { token: 'unknown-reset-token', password: 'NewPassword123!' },
    });
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions?.upstreamCode).toBe('INVALID_RESET_TOKEN');
    expect(result.errors?.[0]?.extensions?.fields).toBeInstanceOf(Array);
  });
});

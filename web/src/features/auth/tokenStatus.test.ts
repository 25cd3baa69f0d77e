import { describe, expect, it } from 'vitest';
import { makeToken } from '../../test/makeToken';
import { AUTH_STORAGE_KEY, restoreAuthState } from './authStore';
import { msUntilValid, tokenStatus } from './tokenStatus';

const now = Date.UTC(2026, 10, 22, 12, 0, 0);
const seconds = now / 1000;
const saved = (token: string) =>
  JSON.stringify({ token, user: { id: 'u1', userId: 'user-1', name: 'Ada', email: 'a@example.com' }, isLoggedIn: true });

describe('tokenStatus', () => {
  it('is valid between nbf and exp', () => {
    expect(tokenStatus(makeToken({ nbf: seconds - 10, exp: seconds + 10 }), now)).toBe('valid');
  });
  it('is expired at or after exp', () => {
    expect(tokenStatus(makeToken({ nbf: seconds - 100, exp: seconds - 1 }), now)).toBe('expired');
    expect(tokenStatus(makeToken({ nbf: seconds - 100, exp: seconds }), now)).toBe('expired');
  });
  it('is not yet valid before nbf', () => {
    const token = makeToken({ nbf: seconds + 5, exp: seconds + 3600 });
    expect(tokenStatus(token, now)).toBe('notYetValid');
    expect(msUntilValid(token, now)).toBe(5000);
  });
  it('is malformed when the payload cannot be read', () => {
    expect(tokenStatus('not-a-token', now)).toBe('malformed');
    expect(tokenStatus('a.%%%.c', now)).toBe('malformed');
  });
});

describe('restoreAuthState', () => {
  it('drops an expired token', () => {
    expect(restoreAuthState(saved(makeToken({ exp: seconds - 1 })), now)).toEqual({ token: null, user: null, isLoggedIn: false });
  });
  it('keeps a token that is only not yet valid', () => {
    const token = makeToken({ nbf: seconds + 30, exp: seconds + 3600 });
    expect(restoreAuthState(saved(token), now)).toMatchObject({ token, isLoggedIn: true });
  });
  it('keeps a valid token and its user', () => {
    const token = makeToken({ nbf: seconds - 30, exp: seconds + 3600 });
    expect(restoreAuthState(saved(token), now)).toMatchObject({ token, isLoggedIn: true, user: { userId: 'user-1' } });
  });
  it('ignores garbage in storage', () => {
    expect(restoreAuthState('{nope', now).isLoggedIn).toBe(false);
    expect(restoreAuthState(JSON.stringify({ token: 5 }), now).isLoggedIn).toBe(false);
    expect(restoreAuthState(null, now).isLoggedIn).toBe(false);
  });
  it('uses the storage key "auth"', () => {
    expect(AUTH_STORAGE_KEY).toBe('auth');
  });
});

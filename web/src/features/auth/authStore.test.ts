import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../../test/makeToken';
import { AUTH_STORAGE_KEY, createAuthStore } from './authStore';

const user = { id: 'u1', userId: 'user-1', name: 'Ada', email: 'a@example.com' };

describe('auth persistence', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('writes at most once per second, ending with the latest state', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const store = createAuthStore(localStorage);
    const tokens = [makeToken({ sub: 'a' }), makeToken({ sub: 'b' }), makeToken({ sub: 'c' })];

    store.signIn(tokens[0]!, user);
    expect(setItem).toHaveBeenCalledTimes(1);

    store.signIn(tokens[1]!, user);
    store.signIn(tokens[2]!, user);
    vi.advanceTimersByTime(999);
    expect(setItem).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY)!).token).toBe(tokens[2]);
    setItem.mockRestore();
  });

  it('restores the saved session in a new store', () => {
    const token = makeToken();
    createAuthStore(localStorage).signIn(token, user);
    expect(createAuthStore(localStorage).get()).toEqual({ token, user, isLoggedIn: true });
  });

  it('removes the saved session on sign-out without waiting, keeping the language', () => {
    localStorage.setItem('selected_language', 'en');
    const store = createAuthStore(localStorage);
    store.signIn(makeToken(), user);
    store.signOut();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('selected_language')).toBe('en');
  });
});

import { throttle } from './throttle';
import { tokenStatus } from './tokenStatus';

export const AUTH_STORAGE_KEY = 'auth';

export type AuthUser = { id: string; userId: string; name: string; email: string };
export type AuthState = { token: string | null; user: AuthUser | null; isLoggedIn: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The saved session's fields, or null when it is not one. Checked by hand: this runs before the
 * first render, which should not wait for a schema library.
 */
function readAuthState(value: unknown): AuthState | null {
  if (!isRecord(value) || typeof value.isLoggedIn !== 'boolean') return null;
  const { token, user } = value;
  if (token !== null && typeof token !== 'string') return null;
  if (user === null) return { token, user: null, isLoggedIn: value.isLoggedIn };
  if (!isRecord(user)) return null;
  const { id, userId, name, email } = user;
  if (typeof id !== 'string' || typeof userId !== 'string' || typeof name !== 'string' || typeof email !== 'string') return null;
  return { token, user: { id, userId, name, email }, isLoggedIn: value.isLoggedIn };
}

const signedOut: AuthState = { token: null, user: null, isLoggedIn: false };

/** Restores the saved session, dropping it when the token is unreadable or expired. */
export function restoreAuthState(raw: string | null, nowMs: number = Date.now()): AuthState {
  if (!raw) return signedOut;
  try {
    const saved = readAuthState(JSON.parse(raw));
    if (!saved?.token) return signedOut;
    const status = tokenStatus(saved.token, nowMs);
    if (status === 'expired' || status === 'malformed') return signedOut;
    return { ...saved, isLoggedIn: true };
  } catch {
    return signedOut;
  }
}

type Listener = (state: AuthState) => void;

/**
 * The session: a tiny external store (read with `useAuth`) persisted to localStorage at most once
 * per second, as the spec asks, so bursts of updates cost one write.
 */
export function createAuthStore(storage: Storage) {
  let state = restoreAuthState(storage.getItem(AUTH_STORAGE_KEY));
  const listeners = new Set<Listener>();

  const persist = throttle((next: AuthState) => {
    if (next.isLoggedIn) storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(next));
    else storage.removeItem(AUTH_STORAGE_KEY);
  }, 1000);

  const set = (next: AuthState) => {
    state = next;
    persist(next);
    listeners.forEach((listener) => listener(next));
  };

  return {
    get: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    signIn(token: string, user: AuthUser) {
      set({ token, user, isLoggedIn: true });
    },
    signOut() {
      if (!state.isLoggedIn) return;
      set(signedOut);
      // Signing out must not be lost to the throttle window if the tab closes right after.
      persist.flush();
    },
    flush: () => persist.flush(),
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;

export const authStore = createAuthStore(globalThis.localStorage);

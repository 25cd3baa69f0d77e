import * as z from 'zod/mini';
import { throttle } from './throttle';
import { tokenStatus } from './tokenStatus';

export const AUTH_STORAGE_KEY = 'auth';

const authUserSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
});
export type AuthUser = z.output<typeof authUserSchema>;

const authStateSchema = z.object({
  token: z.nullable(z.string()),
  user: z.nullable(authUserSchema),
  isLoggedIn: z.boolean(),
});
export type AuthState = z.output<typeof authStateSchema>;

const signedOut: AuthState = { token: null, user: null, isLoggedIn: false };

/** Restores the saved session, dropping it when the token is unreadable or expired. */
export function restoreAuthState(raw: string | null, nowMs: number = Date.now()): AuthState {
  if (!raw) return signedOut;
  try {
    const parsed = authStateSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || !parsed.data.token) return signedOut;
    const status = tokenStatus(parsed.data.token, nowMs);
    if (status === 'expired' || status === 'malformed') return signedOut;
    return { ...parsed.data, isLoggedIn: true };
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

import type { Environment } from 'relay-runtime';
import { authStore } from '../features/auth/authStore';
import { createNetworkEnvironment } from './createNetworkEnvironment';

export type EnvironmentFactory = (token: string | null) => { environment: Environment; dispose: () => void };

let factory: EnvironmentFactory = createNetworkEnvironment;
let current: ReturnType<EnvironmentFactory> | null = null;
let currentToken: string | null = null;
const listeners = new Set<() => void>();

/**
 * The Relay environment of the current session. Route loaders read it outside React, so it lives
 * here rather than in context; it is rebuilt whenever the token changes.
 */
export function getEnvironment(): Environment {
  const token = authStore.get().token;
  if (!current || token !== currentToken) {
    current?.dispose();
    currentToken = token;
    current = factory(token);
    listeners.forEach((listener) => listener());
  }
  return current.environment;
}

export function subscribeEnvironment(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Lets tests run the app against a mocked schema instead of the network. */
export function setEnvironmentFactory(next: EnvironmentFactory) {
  factory = next;
  current?.dispose();
  current = null;
}

authStore.subscribe(() => {
  getEnvironment();
});

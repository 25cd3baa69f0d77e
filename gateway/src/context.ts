import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { GatewayConfig } from './config.ts';
import type { EventHub } from './events/createEventHub.ts';
import type { HubMessage } from './events/HubMessage.ts';
import type { FileTickets } from './http/fileTickets.ts';
import { negotiateLanguage } from './i18n/negotiateLanguage.ts';
import { createLoaders, type Loaders } from './loaders/createLoaders.ts';
import { limits } from './protection.ts';
import { CallBudget } from './rest/CallBudget.ts';
import { createRestClient, type RestClient } from './rest/createRestClient.ts';

/** What every resolver receives: the caller's token, the REST client and this request's loaders. */
export interface GatewayContext {
  /** The bearer token of the caller, or null when the request carries none. */
  token: string | null;
  /** The REST API with the caller's token on every call (and a timeout, and the operation's call budget). */
  api: RestClient;
  /** The upstream calls this operation may still make. */
  budget: CallBudget;
  /** This request's DataLoaders; replaced by `refresh()`. */
  loaders: Loaders;
  /**
   * Starts over with empty loader caches. A subscription keeps one context for its lifetime, so
   * it refreshes before resolving each event, otherwise it would emit the data of its first event.
   */
  refresh(): void;
  /**
   * Subscribes to the API's events of `types` for the caller's session, through the process's
   * event hub: every subscription of one session shares one upstream stream.
   */
  subscribeEvents(types: readonly string[]): Promise<AsyncIterableIterator<HubMessage>>;
  /** Signs `DeviceImage.url`s (the process's key); null for a context without one. */
  fileTickets: FileTickets | null;
}

const bearer = z
  .string()
  .trim()
  .regex(/^Bearer\s+\S+$/i)
  .transform((v) => v.replace(/^Bearer\s+/i, ''));

/** The token of an `Authorization: Bearer <token>` value; null when absent or malformed. */
export function tokenFromAuthorization(value: unknown): string | null {
  const parsed = bearer.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Who is calling, passed on to the API so its per-IP limits and logs see the browser, not us. */
export interface Caller {
  /** The browser's address (as Express computed it under `trust proxy`). */
  ip?: string | undefined;
  /** The request id to log under on both sides; one is made when the client sent none. */
  requestId?: string | undefined;
  /**
   * The caller's `Accept-Language` (or a bare `da`/`en` from WebSocket `connectionParams`), so the
   * API words its error messages — shown to people as they are — in the caller's language.
   */
  language?: unknown;
}

// What an Accept-Language value can contain (`da-DK,da;q=0.9,en;q=0.8`, `*`); anything else is dropped.
const acceptLanguage = z.string().trim().max(200).regex(/^[A-Za-z0-9*,;=. \t-]+$/);

/** A value fit to forward as `Accept-Language`, or undefined. */
export function acceptLanguageOf(value: unknown): string | undefined {
  const parsed = acceptLanguage.safeParse(Array.isArray(value) ? value.join(',') : value);
  return parsed.success && parsed.data !== '' ? parsed.data : undefined;
}

/**
 * Builds a context for one HTTP request or one WebSocket subscription. `eventHub` is the process's
 * (see gateway.ts); only subscriptions use it.
 */
export function createContext(
  config: GatewayConfig,
  authorization: unknown,
  caller: Caller = {},
  eventHub?: EventHub,
  fileTickets?: FileTickets,
): GatewayContext {
  const token = tokenFromAuthorization(authorization);
  const forwardHeaders: Record<string, string> = { 'X-Request-Id': caller.requestId ?? randomUUID() };
  if (caller.ip) forwardHeaders['X-Forwarded-For'] = caller.ip;
  const language = acceptLanguageOf(caller.language);
  if (language) forwardHeaders['Accept-Language'] = language;
  // Anonymous callers can sign in or ask for a reset link, nothing that costs more.
  const budget = new CallBudget(
    token ? (config.callBudget?.signedIn ?? limits.maxUpstreamCalls) : (config.callBudget?.anonymous ?? limits.maxAnonymousUpstreamCalls),
  );
  const api = createRestClient({
    apiUrl: config.apiUrl,
    token,
    timeoutMs: config.upstreamTimeoutMs,
    onCall: config.onUpstreamCall,
    headers: forwardHeaders,
    budget,
    concurrency: limits.maxConcurrentUpstreamCalls,
  });
  const context: GatewayContext = {
    token,
    api,
    budget,
    loaders: createLoaders(api),
    fileTickets: fileTickets ?? null,
    refresh() {
      context.loaders = createLoaders(api);
      budget.reset();
    },
    subscribeEvents(types) {
      if (!token) throw new Error('subscribeEvents needs a token');
      if (!eventHub) throw new Error('subscribeEvents needs the event hub');
      // One session per token and language: record names come in the stream's language.
      return eventHub.subscribe({ token, language: negotiateLanguage(language) }, types);
    },
  };
  return context;
}

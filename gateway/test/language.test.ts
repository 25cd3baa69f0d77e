import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { acceptLanguageOf } from '../src/context.ts';
import { startGateway, type TestGateway } from './helpers.ts';
import type { UpstreamCall } from '../src/rest/createRestClient.ts';

// Every upstream call's Accept-Language, to see the gateway forwards it on each one.
const upstreamLanguages: Array<string | null> = [];
const watchCall = (call: UpstreamCall) => upstreamLanguages.push(new Headers(call.headers).get('accept-language'));

let gw: TestGateway;
const clients: Client[] = [];
beforeAll(async () => {
  gw = await startGateway({ onUpstreamCall: watchCall });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await gw.close();
});

const loginMutation = 'mutation ($input: LoginInput!) { login(input: $input) { token } }';

async function gqlIn(language: string | undefined, query: string, variables?: Record<string, unknown>) {
  const res = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(language ? { 'accept-language': language } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}

// An address no account has: answered like a wrong password, and no demo account collects failed
// sign-ins from 127.0.0.1 (five would make the other files' sign-ins as that user wait 15 minutes).
const wrongPassword = { input: { email: 'nobody-here@example.com', password: 'wrong-password' } };

describe("the caller's language reaches the API", () => {
  it('answers a failed login in Danish for accept-language: da', async () => {
    upstreamLanguages.length = 0;
    const result = await gqlIn('da', loginMutation, wrongPassword);
    expect(result.errors?.[0]?.message).toBe('Forkert e-mail eller adgangskode.');
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(upstreamLanguages).toEqual(['da']);
  });

  it('answers it in English for accept-language: en-GB and forwards the header as sent', async () => {
    upstreamLanguages.length = 0;
    const result = await gqlIn('en-GB,en;q=0.9,da;q=0.5', loginMutation, wrongPassword);
    expect(result.errors?.[0]?.message).toBe('Wrong e-mail or password.');
    expect(upstreamLanguages).toEqual(['en-GB,en;q=0.9,da;q=0.5']);
  });

  it('words field errors of the API in Danish', async () => {
    const result = await gqlIn('da', 'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { ok } }', {
      input: { token: 'unknown-reset-token', password: 'NewPassword123!' },
    });
    expect(result.errors?.[0]?.message).toBe('Linket til at nulstille adgangskoden er ugyldigt, udløbet eller allerede brugt.');
  });

  it('leaves the choice to the API when the caller names no language of ours', async () => {
    upstreamLanguages.length = 0;
    // Node's fetch sends `accept-language: *` by default: forwarded as is, and the API answers
    // an anonymous caller without a language of ours in English.
    const result = await gqlIn(undefined, loginMutation, wrongPassword);
    expect(result.errors?.[0]?.message).toBe('Wrong e-mail or password.');
    expect(upstreamLanguages).toHaveLength(1);
    expect(upstreamLanguages[0] ?? '*').toBe('*');
  });

  it('takes a subscription\'s language from connectionParams.language', async () => {
    const client = createClient({
      url: gw.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: 'Bearer not-a-real-token', language: 'da' },
      retryAttempts: 0,
    });
    clients.push(client);
    const events = client.iterate({ query: 'subscription { viewerChanged { id } }' });
    const { value } = await events.next();
    expect(value.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(value.errors?.[0]?.message).toBe('Dit login er ugyldigt. Log ind igen.');
  });

  it("falls back to the WebSocket upgrade request's Accept-Language", async () => {
    class DanishWebSocket extends WebSocket {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(address, protocols, { headers: { 'accept-language': 'da-DK,da;q=0.9' } });
      }
    }
    const client = createClient({
      url: gw.wsUrl,
      webSocketImpl: DanishWebSocket,
      connectionParams: { authorization: 'Bearer not-a-real-token' },
      retryAttempts: 0,
    });
    clients.push(client);
    const { value } = await client.iterate({ query: 'subscription { viewerChanged { id } }' }).next();
    expect(value.errors?.[0]?.message).toBe('Dit login er ugyldigt. Log ind igen.');
  });
});

describe('acceptLanguageOf', () => {
  it.each([
    ['da', 'da'],
    [' en-GB, en;q=0.8 ', 'en-GB, en;q=0.8'],
    [['da', 'en;q=0.5'], 'da,en;q=0.5'],
    ['*', '*'],
  ])('forwards %j as %j', (value, expected) => {
    expect(acceptLanguageOf(value)).toBe(expected);
  });

  it.each([undefined, null, '', 42, { language: 'da' }, 'da\r\nX-Evil: 1', 'x'.repeat(300)])('drops %j', (value) => {
    expect(acceptLanguageOf(value)).toBeUndefined();
  });
});

import { createServer } from 'node:http';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { languages } from '../src/i18n/Language.ts';
import { messages } from '../src/i18n/messages.ts';
import { demoUsers, startGateway, tokenFor, type TestGateway } from './helpers.ts';

// The gateway's OWN messages (not the API's, see language.test.ts) in the caller's language.

interface Answer {
  status: number;
  raw: string;
  data?: any;
  errors?: Array<{ message: string; extensions?: Record<string, any> }>;
}

async function gqlIn(gw: TestGateway, language: string | undefined, query: string, variables?: Record<string, unknown>, token?: string): Promise<Answer> {
  const res = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // Node's fetch sends `accept-language: *` unless told otherwise: no language of ours.
      ...(language ? { 'accept-language': language } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const raw = await res.text();
  return { ...JSON.parse(raw), raw, status: res.status };
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the message catalog', () => {
  it.each(Object.entries(messages))('%s has every language with the same placeholders', (_id, texts) => {
    const byLanguage = texts as Record<string, string>;
    expect(Object.keys(byLanguage).sort()).toEqual([...languages].sort());
    for (const language of languages) expect(byLanguage[language]?.trim()).not.toBe('');
    expect(placeholders(byLanguage.da!)).toEqual(placeholders(byLanguage.en!));
  });
});

describe('against the real API', () => {
  let gw: TestGateway;
  let admin: string;
  const clients: Client[] = [];
  beforeAll(async () => {
    gw = await startGateway();
    admin = await tokenFor(gw, demoUsers.admin);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await gw.close();
  });

  const pageQuery = `query ($first: Int, $filter: MonitoringFilter) {
    monitoringRecords(first: $first, filter: $filter) { totalCount }
  }`;

  it.each([
    ['da', 'first skal være mellem 1 og 100.'],
    ['da-DK,da;q=0.9,en;q=0.5', 'first skal være mellem 1 og 100.'],
    ['en', 'first must be between 1 and 100.'],
    [undefined, 'first must be between 1 and 100.'],
    ['fr', 'first must be between 1 and 100.'],
  ])('words a bad `first` for accept-language %j', async (language, message) => {
    const result = await gqlIn(gw, language, pageQuery, { first: 101 }, admin);
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: [{ field: 'first', message }] });
    // The message id travels inside the gateway only.
    expect(result.raw).not.toContain('i18n');
  });

  it.each([
    ['da', 'Alle id’er i statusIds skal være StatusCode-id’er.'],
    ['en', 'Every id in statusIds must be a StatusCode id.'],
  ])('words a malformed filter id in %s', async (language, message) => {
    const result = await gqlIn(gw, language, pageQuery, { filter: { statusIds: ['not an id'] } }, admin);
    expect(result.errors?.[0]?.message).toBe(message);
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: [{ field: 'filter.statusIds', message }] });
  });

  it('joins the messages of several bad filters into one, in Danish', async () => {
    const result = await gqlIn(gw, 'da', pageQuery, { filter: { statusIds: ['x'], packageIds: ['y'] } }, admin);
    expect(result.errors?.[0]?.message).toBe(
      'Alle id’er i packageIds skal være Package-id’er. Alle id’er i statusIds skal være StatusCode-id’er.',
    );
    expect(result.errors?.[0]?.extensions?.fields.map((f: { message: string }) => f.message)).toEqual([
      'Alle id’er i packageIds skal være Package-id’er.',
      'Alle id’er i statusIds skal være StatusCode-id’er.',
    ]);
  });

  it("words a mutation input's field errors in Danish, and leaves the API's own messages alone", async () => {
    const mutation = 'mutation ($input: UpdateMonitoringRecordInput!) { updateMonitoringRecord(input: $input) { monitoringRecord { id } } }';
    const ours = await gqlIn(gw, 'da', mutation, { input: { id: 'not an id' } }, admin);
    expect(ours.errors?.[0]?.message).toBe('Nogle felter er ikke udfyldt korrekt.');
    expect(ours.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'id', message: 'Skal være et MonitoringRecord-id.' }],
    });
    const login = 'mutation ($input: LoginInput!) { login(input: $input) { token } }';
    const empty = await gqlIn(gw, 'da', login, { input: { email: '', password: 'x' } });
    expect(empty.errors?.[0]?.extensions?.fields).toEqual([{ field: 'email', message: 'Skal udfyldes.' }]);
    const theirs = await gqlIn(gw, 'da', login, { input: { email: demoUsers.admin, password: 'wrong-password' } });
    expect(theirs.errors?.[0]?.message).toBe('Forkert e-mail eller adgangskode.');
  });

  it('words UNAUTHENTICATED and a bad DateTime in Danish', async () => {
    // (A rejected token gets the API's message, already Danish; a missing one gets ours.)
    const noToken = await gqlIn(gw, 'da', pageQuery, { first: 10 });
    expect(noToken.errors?.[0]).toMatchObject({ message: 'Du er ikke logget ind.', extensions: { code: 'UNAUTHENTICATED' } });

    const badVariable = await gqlIn(gw, 'da', pageQuery, { filter: { errorFrom: 'yesterday' } }, admin);
    expect(badVariable.errors?.[0]).toMatchObject({
      message: 'DateTime skal være en dato og tid i ISO 8601-format.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const badLiteral = await gqlIn(gw, 'da', '{ monitoringRecords(filter: { errorFrom: "yesterday" }) { totalCount } }', undefined, admin);
    expect(badLiteral.errors?.[0]).toMatchObject({
      message: 'DateTime skal være en dato og tid i ISO 8601-format.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    // English keeps graphql-js's note of where it happened.
    const english = await gqlIn(gw, 'en', pageQuery, { filter: { errorFrom: 'yesterday' } }, admin);
    expect(english.errors?.[0]?.message).toMatch(/^Variable "\$filter" got invalid value .*DateTime must be an ISO 8601 date-time string\.$/);
    expect(badVariable.raw + badLiteral.raw + english.raw).not.toContain('i18n');
  });

  it("gives a subscription without a token the Danish UNAUTHENTICATED from connectionParams.language", async () => {
    const client = createClient({ url: gw.wsUrl, webSocketImpl: WebSocket, connectionParams: { language: 'da' }, retryAttempts: 0 });
    clients.push(client);
    const { value } = await client.iterate({ query: 'subscription { viewerChanged { id } }' }).next();
    expect(value.errors).toEqual([expect.objectContaining({ message: 'Du er ikke logget ind.', extensions: { code: 'UNAUTHENTICATED' } })]);
  });

  it('gives it in English when the subscription names no language', async () => {
    const client = createClient({ url: gw.wsUrl, webSocketImpl: WebSocket, connectionParams: {}, retryAttempts: 0 });
    clients.push(client);
    const { value } = await client.iterate({ query: 'subscription { viewerChanged { id } }' }).next();
    expect(value.errors?.[0]?.message).toBe('You are not signed in.');
  });

  it('words a plain HTTP error outside GraphQL', async () => {
    const res = await fetch(`${gw.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'da' },
      body: '{ not json',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Forespørgslen er ugyldig.' });
  });
});

describe('with the API down', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    // A port nothing listens on: bind one, then close it.
    const probe = createServer();
    const port = await new Promise<number>((resolve) => probe.listen(0, '127.0.0.1', () => resolve((probe.address() as { port: number }).port)));
    await new Promise((r) => probe.close(r));
    gw = await startGateway({ apiUrl: `http://127.0.0.1:${port}` });
  });
  afterAll(() => gw.close());

  it.each([
    ['da', 'Tjenesten er ikke tilgængelig lige nu. Prøv igen om lidt.'],
    ['en', 'The service is unavailable. Please try again shortly.'],
  ])('answers UPSTREAM_UNAVAILABLE in %s', async (language, message) => {
    const result = await gqlIn(gw, language, 'mutation ($input: LoginInput!) { login(input: $input) { token } }', {
      input: { email: demoUsers.admin, password: 'x' },
    });
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'UPSTREAM_UNAVAILABLE', reason: 'unreachable' } });
    const viewer = await gqlIn(gw, language, '{ viewer { id } }', undefined, 'some-token');
    expect(viewer.errors?.[0]).toMatchObject({ message, extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    expect(result.raw + viewer.raw).not.toContain('i18n');
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helpers.ts';
import type { UpstreamCall } from '../src/rest/createRestClient.ts';

// The API limits failed sign-ins per client address: it must see the browser's address, not the
// gateway's, or every user behind one gateway would share one budget.
const seen: Headers[] = [];
const recordCall = (call: UpstreamCall) => seen.push(new Headers(call.headers));

let gw: TestGateway;
// The same gateway behind a proxy of ours (on loopback, as this test's client is).
let proxied: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ onUpstreamCall: recordCall });
  proxied = await startGateway({ onUpstreamCall: recordCall, trustProxy: 'loopback' });
});
afterAll(async () => {
  await gw.close();
  await proxied.close();
});

const resetRequest = (url: string, headers: Record<string, string>) =>
  fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: 'mutation { requestPasswordReset(input: { email: "nobody@example.com" }) { ok } }' }),
  });

it("passes the client's own address and the request id on to the API, whatever X-Forwarded-For a client sends", async () => {
  const res = await resetRequest(gw.url, { 'x-forwarded-for': '203.0.113.7', 'x-request-id': 'req-abc.1' });
  expect((await res.json()).data.requestPasswordReset.ok).toBe(true);
  const headers = seen.at(-1)!;
  expect(headers.get('x-forwarded-for')).toBe('127.0.0.1');
  expect(headers.get('x-request-id')).toBe('req-abc.1');
});

it('believes X-Forwarded-For from a configured proxy only', async () => {
  await resetRequest(proxied.url, { 'x-forwarded-for': '203.0.113.7' });
  expect(seen.at(-1)!.get('x-forwarded-for')).toBe('203.0.113.7');
});

it('makes a request id when the client sends none or a malformed one', async () => {
  await resetRequest(gw.url, { 'x-request-id': 'bad id with spaces' });
  const id = seen.at(-1)!.get('x-request-id');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helpers.ts';
import type { UpstreamCall } from '../src/rest/createRestClient.ts';

// The API limits failed sign-ins per client address: it must see the browser's address, not the
// gateway's, or every user behind one gateway would share one budget.
const seen: Headers[] = [];
const recordCall = (call: UpstreamCall) => seen.push(new Headers(call.headers));

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ onUpstreamCall: recordCall });
});
afterAll(() => gw.close());

it('passes the client address and request id on to the API', async () => {
  const res = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7', 'x-request-id': 'req-abc.1' },
    body: JSON.stringify({ query: 'mutation { requestPasswordReset(input: { email: "nobody@example.com" }) { ok } }' }),
  });
  expect((await res.json()).data.requestPasswordReset.ok).toBe(true);
  const headers = seen.at(-1)!;
  expect(headers.get('x-forwarded-for')).toBe('203.0.113.7');
  expect(headers.get('x-request-id')).toBe('req-abc.1');
});

it('makes a request id when the client sends none or a malformed one', async () => {
  await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': 'bad id with spaces' },
    body: JSON.stringify({ query: 'mutation { requestPasswordReset(input: { email: "nobody@example.com" }) { ok } }' }),
  });
  const id = seen.at(-1)!.get('x-request-id');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
});

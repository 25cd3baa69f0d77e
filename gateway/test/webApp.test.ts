import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helpers.ts';

let dist: string;
let gw: TestGateway;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'gateway-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>web app</title>');
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  gw = await startGateway({ webDist: dist });
});
afterAll(async () => {
  await gw.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => fetch(url, { headers: { accept: 'text/html,*/*' } });

describe('the built web app', () => {
  it('is served at / with index.html for client-side routes', async () => {
    for (const route of ['/', '/dashboard', '/devices/42']) {
      const res = await get(`${gw.url}${route}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>web app</title>');
    }
    expect(await (await get(`${gw.url}/assets/app.js`)).text()).toBe('console.log(1)');
  });

  it('lets browsers keep content-hashed assets for a year, and revalidate everything else', async () => {
    const asset = await get(`${gw.url}/assets/app.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const route of ['/', '/dashboard', '/favicon.svg']) {
      const res = await get(`${gw.url}${route}`);
      expect(res.headers.get('cache-control'), route).toBe('no-cache');
      expect(res.headers.get('x-content-type-options'), route).toBe('nosniff');
    }
    // Revalidating an unchanged index.html costs no body. (Cache-Control set here: fetch adds
    // `no-cache` to a request with If-None-Match otherwise, which asks for the whole file.)
    const first = await get(`${gw.url}/dashboard`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${gw.url}/monitoring`, { headers: { accept: 'text/html', 'if-none-match': etag!, 'cache-control': 'max-age=0' } });
    expect(again.status).toBe(304);
  });

  it('never answers server paths or missing files with the app', async () => {
    expect((await get(`${gw.url}/assets/missing.js`)).status).toBe(404);
    expect((await get(`${gw.url}/graphql/nope`)).status).toBe(404);
    // Not a browser asking for a page (an API client with a wrong path): a JSON 404, not the app.
    const json = await fetch(`${gw.url}/dashboard`, { headers: { accept: 'application/json' } });
    expect(json.status).toBe(404);
    expect(await json.json()).toEqual({ message: expect.any(String) });
    expect(await (await get(`${gw.url}/healthz`)).json()).toEqual({ ok: true });
    const gql = await gw.gql('{ __typename }');
    expect(gql.data).toEqual({ __typename: 'Query' });
  });
});

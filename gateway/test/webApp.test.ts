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

  it('never answers server paths or missing files with the app', async () => {
    expect((await get(`${gw.url}/assets/missing.js`)).status).toBe(404);
    expect(await (await get(`${gw.url}/healthz`)).json()).toEqual({ ok: true });
    const gql = await gw.gql('{ __typename }');
    expect(gql.data).toEqual({ __typename: 'Query' });
  });
});

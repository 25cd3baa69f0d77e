import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import { demoUsers, startGateway, tokenFor, type TestGateway } from './helpers.ts';

const chromiumPath = '/usr/bin/chromium';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

describe('GraphiQL', () => {
  it('is one page with no external scripts, styles or images', async () => {
    const res = await fetch(`${gw.url}/graphiql`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).not.toMatch(/<(script|link|img|iframe)\b[^>]*\b(src|href)\s*=\s*["']?(https?:)?\/\//i);
    expect(html).not.toMatch(/@import\s+url\(\s*["']?(https?:)?\/\//i);
    expect(html).toContain('gatewayGraphiQLOptions');
  });

  it('redirects a browser opening /graphql to it', async () => {
    const res = await fetch(`${gw.url}/graphql`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/graphiql');
  });

  it.runIf(existsSync(chromiumPath))('loads in Chromium with no failed requests and the web app token prefilled', async () => {
    const token = await tokenFor(gw, demoUsers.member);
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const page = await browser.newPage();
      // The IDE is one large page of inline scripts: on a loaded machine, parsing it alone can take
      // longer than Playwright's 30 s default. Every wait below is for an event, with this deadline.
      page.setDefaultTimeout(120_000);
      const failed: string[] = [];
      const external: string[] = [];
      page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== gw.url) external.push(request.url());
      });
      // Sign in the way the web app does: its auth state in localStorage on the same origin.
      await page.goto(`${gw.url}/healthz`);
      await page.evaluate((t) => localStorage.setItem('auth', JSON.stringify({ token: t })), token);

      await Promise.all([
        page.waitForRequest((r) => r.url().endsWith('/graphql') && r.method() === 'POST' && (r.postData() ?? '').includes('__schema')),
        page.goto(`${gw.url}/graphiql`),
      ]);
      await page.waitForSelector('.graphiql-container');

      // Run the default query (which asks for the viewer) and read the answer.
      const answer = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('viewer'));
      await page.locator('.graphiql-execute-button').click();
      const response = await answer;
      expect(response.request().headers().authorization).toBe(`Bearer ${token}`);
      const body = (await response.json()) as { data?: { viewer?: { user?: { email?: string } } } };
      expect(body.data?.viewer?.user?.email, JSON.stringify(body)).toBe(demoUsers.member);

      expect(failed).toEqual([]);
      expect(external).toEqual([]);
    } finally {
      await browser.close();
    }
    // A whole browser and a large page: see setDefaultTimeout above.
  }, 300_000);
});

import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helpers.ts';

const files = {
  'index.html': '<!doctype html><title>web app</title>',
  'assets/app.js': 'console.log(1)',
  'assets/app.css': `body { margin: 0 }\n${'.row { display: flex }\n'.repeat(100)}`,
};

let dist: string;
let gw: TestGateway;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'gateway-web-'));
  mkdirSync(path.join(dist, 'assets'));
  // As the build leaves them (web/tooling/precompress.ts): each text file with .br and .gz siblings.
  for (const [file, text] of Object.entries(files)) {
    writeFileSync(path.join(dist, file), text);
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(text));
  }
  // Too small to gain from compressing: the build writes no siblings.
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

/** One request without fetch's automatic decompression, so the bytes are what went over the wire. */
function raw(url: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const varies = (headers: IncomingHttpHeaders) => String(headers.vary).toLowerCase().split(/\s*,\s*/);

describe('compression', () => {
  it('sends the brotli or gzip file the browser accepts, with its encoding and type, else the file itself', async () => {
    for (const file of ['assets/app.js', 'assets/app.css'] as const) {
      const type = file.endsWith('.js') ? /^(application|text)\/javascript/ : /^text\/css/;
      const br = await raw(`${gw.url}/${file}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding'], file).toBe('br');
      expect(br.headers['content-type']).toMatch(type);
      expect(brotliDecompressSync(br.body).toString()).toBe(files[file]);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(varies(br.headers)).toContain('accept-encoding');

      const gzip = await raw(`${gw.url}/${file}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding'], file).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(files[file]);
      expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      // A client that accepts neither (or refuses brotli by q=0) gets what it can read.
      const noBrotli = await raw(`${gw.url}/${file}`, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
      expect(noBrotli.headers['content-encoding']).toBe('gzip');
      for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
        const plain = await raw(`${gw.url}/${file}`, { headers });
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body.toString()).toBe(files[file]);
        // Shared caches must not hand this copy to a browser that accepts brotli, nor the reverse.
        expect(varies(plain.headers)).toContain('accept-encoding');
      }
    }
    // A file without siblings is sent as it is, whatever the browser accepts.
    const favicon = await raw(`${gw.url}/favicon.svg`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(favicon.status).toBe(200);
    expect(favicon.headers['content-encoding']).toBeUndefined();
    expect(favicon.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('sends index.html compressed and never cached for the app routes, revalidated per encoding', async () => {
    for (const route of ['/', '/monitoring', '/devices/42']) {
      const res = await raw(`${gw.url}${route}`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } });
      expect(res.status, route).toBe(200);
      expect(res.headers['content-encoding'], route).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], route).toBe('no-cache');
      expect(varies(res.headers)).toContain('accept-encoding');
      expect(brotliDecompressSync(res.body).toString()).toBe(files['index.html']);
    }
    const gzip = await raw(`${gw.url}/dashboard`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.body).toString()).toBe(files['index.html']);
    expect(gzip.headers['cache-control']).toBe('no-cache');

    // The brotli copy has an ETag of its own: revalidating it costs no body.
    const first = await raw(`${gw.url}/dashboard`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers.etag).not.toBe(gzip.headers.etag);
    const again = await raw(`${gw.url}/dashboard`, { headers: { accept: 'text/html', 'accept-encoding': 'br', 'if-none-match': first.headers.etag! } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('compresses large GraphQL answers (brotli first, then gzip) and leaves small ones alone', async () => {
    const post = (query: string, acceptEncoding?: string) =>
      raw(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
        body: JSON.stringify({ query }),
      });
    // The schema's types with their descriptions: tens of kB of JSON.
    const large = '{ __schema { types { name description fields { name description } } } }';
    const br = await post(large, 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br.headers)).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('no-store');
    const text = brotliDecompressSync(br.body).toString();
    expect(text.length).toBeGreaterThan(10_000);
    expect(br.body.length).toBeLessThan(text.length / 3);
    expect(JSON.parse(text).data.__schema.types.length).toBeGreaterThan(10);

    const gzip = await post(large, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(text);

    const plain = await post(large);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(text);

    // Under 1 kB, compressing would cost more than it saves.
    const small = await post('{ __typename }', 'gzip, deflate, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ data: { __typename: 'Query' } });

    // GET /graphql too.
    const viaGet = await raw(`${gw.url}/graphql?query=${encodeURIComponent(large)}`, { headers: { accept: 'application/json', 'apollo-require-preflight': 'true', 'accept-encoding': 'br' } });
    expect(viaGet.status, viaGet.body.toString().slice(0, 300)).toBe(200);
    expect(viaGet.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(viaGet.body).toString()).toBe(text);
  });
});

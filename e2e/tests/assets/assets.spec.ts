import { expect, test, type APIResponse, type Page, type Response } from '@playwright/test';
import { MonitoringPage } from '../../pages/MonitoringPage';
import { storageStateOf } from '../../support';

// The built app as the gateway serves it: text files precompressed at build time (brotli first),
// content-hashed files kept for a year, index.html revalidated on every visit.
test.use({ storageState: storageStateOf('admin') });

const immutable = 'public, max-age=31536000, immutable';
/** What the build compresses; images and woff2 fonts are compressed already. */
const textFile = /\.(html|css|m?js|json|svg|webmanifest|xml|txt|wasm)$/;
/**
 * Below this, brotli may not beat the file itself (a 117-byte chunk compresses to 105 bytes in one
 * build and to no fewer bytes in the next), and the build then writes no sibling: the file goes as
 * it is, which is right. Above it, every text file must go compressed.
 */
const tooSmallToCompress = 512;

type Headers = Record<string, string>;

/** Checks what every file of the app must be sent with; `bytes` is the decoded body's length. */
function expectServedWell(url: string, headers: Headers, bytes: number) {
  const { pathname } = new URL(url, 'http://gateway');
  if (textFile.test(pathname) && bytes >= tooSmallToCompress) {
    expect(headers['content-encoding'], `${pathname} is sent compressed`).toBe('br');
  }
  expect(headers.vary?.toLowerCase(), `${pathname} varies by Accept-Encoding`).toContain('accept-encoding');
  if (pathname.startsWith('/assets/')) expect(headers['cache-control'], `${pathname} is kept for a year`).toBe(immutable);
  else expectNeverCached(pathname, headers);
}

/** Stored at most for revalidation: a new release reaches the next visit. */
function expectNeverCached(what: string, headers: Headers) {
  const cacheControl = headers['cache-control'] ?? '';
  expect(cacheControl, `${what} is revalidated before every use`).toMatch(/(^|,\s*)(no-cache|no-store)(,|$)/);
  expect(cacheControl, what).not.toMatch(/immutable|max-age=[1-9]/);
}

/** The app's own files the browser fetches while on a page (GraphQL apart), with their answers. */
function filesLoadedBy(page: Page, origin: string): Map<string, Response> {
  const files = new Map<string, Response>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname !== '/graphql') files.set(url.pathname, response);
  });
  return files;
}

const get = (request: { get(url: string, options: object): Promise<APIResponse> }, url: string, acceptEncoding: string) =>
  request.get(url, { headers: { accept: 'text/html,*/*', 'accept-encoding': acceptEncoding } });

test('index.html and every script and stylesheet it names are sent compressed, the hashed ones immutable', async ({ request }) => {
  const index = await get(request, '/', 'br, gzip');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-encoding']).toBe('br');
  expectNeverCached('index.html', index.headers());
  const html = await index.text();

  const referenced = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="([^"]+)"/g)].map((match) => match[1]!);
  const files = referenced.filter((href) => href.startsWith('/') && textFile.test(href));
  expect(files.some((href) => /^\/assets\/.+\.js$/.test(href)), `index.html names the entry script: ${referenced.join(', ')}`).toBe(true);
  for (const href of files) {
    const res = await get(request, href, 'br, gzip');
    expect(res.status(), href).toBe(200);
    expectServedWell(href, res.headers(), (await res.body()).length);
  }

  // A client without brotli gets gzip; one that accepts neither, the file itself.
  const entry = files.find((href) => href.endsWith('.js'))!;
  expect((await get(request, entry, 'gzip')).headers()['content-encoding']).toBe('gzip');
  expect((await get(request, entry, 'identity')).headers()['content-encoding']).toBeUndefined();
});

test('the monitoring page and its lazily loaded chunks arrive compressed in the browser, its data too', async ({ page, baseURL }) => {
  const files = filesLoadedBy(page, new URL(baseURL!).origin);
  const pageQuery = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('query MonitoringPageQuery'));
  await new MonitoringPage(page).goto();

  const document = files.get('/monitoring');
  expect(document, 'the page itself came from the gateway').toBeDefined();
  const documentHeaders = await document!.allHeaders();
  expect(documentHeaders['content-encoding']).toBe('br');
  expectNeverCached('/monitoring (index.html)', documentHeaders);

  const assets = [...files.keys()].filter((path) => path.startsWith('/assets/'));
  // The monitoring page's own code is not in the first load: it comes in a chunk of its own.
  expect(assets.some((path) => /\/Monitoring[^/]*\.js$/.test(path)), assets.join(', ')).toBe(true);
  for (const [path, response] of files) {
    if (path === '/monitoring') continue;
    expectServedWell(path, await response.allHeaders(), (await response.body()).length);
  }

  // GraphQL answers over 1 kB are compressed on the fly.
  const query = await pageQuery;
  expect((await query.body()).length).toBeGreaterThan(1024);
  expect((await query.allHeaders())['content-encoding']).toBe('br');
});

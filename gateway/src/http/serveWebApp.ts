import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './notFound.ts';

// Paths the single-page app must never swallow with its index.html fallback.
const serverPaths = /^\/(graphql|graphiql|healthz|readyz|api|uploads|files)(\/|$)/;

/**
 * The built web app at `/`. Files under `/assets/` are cached for a year (immutable); everything
 * else, index.html (and a service worker, should one come) first, is revalidated on every use
 * (`no-cache`, with ETag and Last-Modified), so a new release reaches browsers at once. Every file is
 * sent as the build's brotli or gzip sibling (`.br`, `.gz`, web/tooling/precompress.ts) when the
 * browser accepts it, with `Vary: Accept-Encoding`. Returns the not-found handler: index.html for
 * the app's own routes (paths without an extension, asked for as HTML), a 404 for anything else.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string) {
  const indexHtml = path.join(webDist, 'index.html');
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    cacheControl: false,
    // Picks `<file>.br`, then `<file>.gz`, by Accept-Encoding, else the file itself; sets
    // Content-Encoding, the file's own Content-Type and `Vary: accept-encoding`. Each sibling has
    // its own ETag, so a revalidation answers 304 for the encoding the browser holds. reply.sendFile
    // (index.html for the app's routes) goes the same way.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // Vite names every file under assets/ by a hash of its content: a changed file is a new URL.
      const hashed = path.relative(webDist, filePath).startsWith(`assets${path.sep}`);
      // "Never cached" is `no-cache`, not `no-store`: the browser may keep a copy but must ask us
      // before every use, which shows a new release at once, just as no-store would, while an
      // unchanged index.html costs a 304 without a body. no-store would download it whole on every
      // visit and keep the page out of Chrome's back/forward cache. A service worker's script is
      // checked past the HTTP cache anyway (updateViaCache 'imports').
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const webAppOrNotFound = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const query = request.url.indexOf('?');
    const urlPath = query === -1 ? request.url : request.url.slice(0, query);
    const isAppRoute =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !serverPaths.test(urlPath) &&
      !path.extname(urlPath) &&
      request.accepts().type(['html']) === 'html' &&
      // Checked per request: the app may be built after the gateway started.
      existsSync(indexHtml);
    return isAppRoute ? reply.sendFile('index.html') : notFound(request, reply);
  };
  // `/` is a folder to the static files (403 without an index); to people, it is the app.
  app.get('/', webAppOrNotFound);
  return webAppOrNotFound;
}

import { constants } from 'node:zlib';
import type { RouteShorthandOptions } from 'fastify';

/**
 * The `compress` route option (@fastify/compress) of GraphQL over HTTP: answers of 1 KB and more
 * (a monitoring page of 25 rows is about 40 KB) are sent with brotli when the client accepts it,
 * else gzip; smaller ones are not worth the CPU and the header bytes. Brotli at quality 4: on a
 * 41.9 KB MonitoringPageQuery answer (2 cores, CPU time) quality 4 took 0.4–0.7 ms for 36.1 % of the
 * size, 5 took 0.8–1.2 ms for 34.4 %, 11 took 40 ms for 30.6 %; gzip at zlib's default level 6 took
 * 0.5 ms for 35.2 %. Executing that query costs the gateway 14–27 ms of CPU
 * (bench/jit-results.md), so compressing adds 2–4 %.
 *
 * Only GraphQL's answers: its WebSocket is an upgrade that never passes the reply hooks, and
 * the static files come precompressed (serveWebApp).
 */
export const graphqlCompression: Exclude<RouteShorthandOptions['compress'], false | undefined> = {
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  },
};

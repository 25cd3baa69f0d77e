import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ApolloServer, HeaderMap } from '@apollo/server';
import { callerLanguage } from '../i18n/callerLanguage.ts';
import { wordText } from '../i18n/wordText.ts';
import type { GatewayContext } from '../context.ts';

/** Largest GraphQL request body we read (the same limit express.json had). */
export const maxBodyBytes = 1024 * 1024;

export interface GraphqlPostOptions {
  apollo: ApolloServer<GatewayContext>;
  /** Builds the context of one request (token, caller, loaders). */
  context: (req: IncomingMessage) => GatewayContext;
  /** Applies the CORS headers; true when the request has been answered (never for POST). */
  cors: (req: IncomingMessage, res: ServerResponse) => void;
}

/** True for the requests the direct handler takes: `POST /graphql` with an uncompressed JSON body. */
export function isPlainGraphqlPost(req: IncomingMessage): boolean {
  if (req.method !== 'POST') return false;
  const url = req.url ?? '';
  if (url !== '/graphql' && !url.startsWith('/graphql?')) return false;
  const type = req.headers['content-type'];
  return !!type && /^application\/(graphql-response\+)?json\s*(;|$)/i.test(type) && !req.headers['content-encoding'];
}

/**
 * `POST /graphql` straight from node:http to Apollo, without Express. Every page of the web app
 * is such a request, and Express's router, body-parser and `res.send` cost about a fifth of the
 * gateway's own time per request: a lot on a 6 ms page. Everything else (GET, OPTIONS, other
 * bodies, GraphiQL, the web app) still goes through Express.
 */
export function createGraphqlPostHandler({ apollo, context, cors }: GraphqlPostOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    cors(req, res);
    const language = callerLanguage(req.headers['accept-language']);
    const answer = (status: number, message: string) => {
      if (res.headersSent) return;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ message }));
    };

    let text: string;
    try {
      text = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLarge) answer(413, wordText(language, { id: 'http.badRequest' }));
      else req.destroy();
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      answer(400, wordText(language, { id: 'http.badRequest' }));
      return;
    }

    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const result = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: 'POST', headers, search: query >= 0 ? url.slice(query) : '', body },
      context: async () => context(req),
    });
    res.statusCode = result.status ?? 200;
    for (const [name, value] of result.headers) res.setHeader(name, value);
    if (result.body.kind === 'complete') {
      res.setHeader('content-length', Buffer.byteLength(result.body.string));
      res.end(result.body.string);
      return;
    }
    for await (const chunk of result.body.asyncIterator) res.write(chunk);
    res.end();
  };
}

class BodyTooLarge extends Error {}

/** The whole request body as UTF-8 text, refusing more than `maxBodyBytes`. */
function readBody(req: IncomingMessage): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (declared > maxBodyBytes) {
    req.resume();
    return Promise.reject(new BodyTooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        req.removeAllListeners('data');
        req.resume();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}


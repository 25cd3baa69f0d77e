import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authStore } from '../../features/auth/authStore';
import { setLanguage } from '../../i18n/i18n';
import { makeToken } from '../../test/makeToken';
import { UploadError, uploadFile } from './uploadFile';

type Seen = { headers: IncomingMessage['headers']; body: string };

describe('uploadFile against a local HTTP server (jsdom XMLHttpRequest over real HTTP)', () => {
  let server: Server;
  let base = '';
  let seen: Seen[] = [];
  /** Requests left unanswered (the abort test); ended after each test. */
  const hanging: ServerResponse[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      // The test page's origin is not the server's: answer CORS as a browser needs.
      response.setHeader('access-control-allow-origin', '*');
      response.setHeader('access-control-allow-headers', 'authorization, accept-language, accept, content-type');
      if (request.method === 'OPTIONS') {
        response.writeHead(204).end();
        return;
      }
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        seen.push({ headers: request.headers, body: Buffer.concat(chunks).toString('latin1') });
        const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        switch (request.url) {
          case '/ok':
            return json(201, { image: { name: 'a.png' } });
          case '/too-big':
            return json(413, { message: 'Filen er for stor. Den må højst være 5 MB.', code: 'PAYLOAD_TOO_LARGE' });
          case '/wrong-type':
            return json(400, { message: "This File type isn't supported", code: 'VALIDATION_FAILED' });
          case '/proxy':
            return response.writeHead(502, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>');
          case '/hang':
            hanging.push(response);
            return undefined;
          default:
            return json(404, { message: 'Not found', code: 'NOT_FOUND' });
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(() => {
    seen = [];
    hanging.splice(0).forEach((response) => response.destroy());
    authStore.signOut();
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4])], 'a.png', { type: 'image/png' });

  it('posts the file in its multipart field with the bearer token and language, reports progress, and resolves with the answer', async () => {
    setLanguage('en');
    const token = makeToken();
    authStore.signIn(token, { id: 'u', userId: 'u', name: 'U', email: 'u@example.com' });
    const progress: [number, number][] = [];
    const result = await uploadFile<{ image: { name: string } }>({
      url: `${base}/ok`,
      file: png(),
      field: 'images',
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    expect(result).toEqual({ image: { name: 'a.png' } });
    const [request] = seen;
    expect(request?.headers.authorization).toBe(`Bearer ${token}`);
    expect(request?.headers['accept-language']).toBe('en');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toContain('name="images"; filename="a.png"');
    expect(request?.body).toContain('\x89PNG');
    // The last progress event has the whole body sent.
    const last = progress.at(-1);
    expect(last && last[0] === last[1] && last[1] > 8).toBe(true);
  });

  it("rejects with the server's own message and code (413, 400), in the language it was asked in", async () => {
    setLanguage('da');
    const tooBig = await uploadFile({ url: `${base}/too-big`, file: png(), field: 'images' }).catch((error: unknown) => error);
    expect(seen[0]?.headers['accept-language']).toBe('da');
    expect(tooBig).toBeInstanceOf(UploadError);
    expect(tooBig).toMatchObject({ code: 'SERVER', status: 413, serverCode: 'PAYLOAD_TOO_LARGE', message: 'Filen er for stor. Den må højst være 5 MB.' });
    const wrongType = await uploadFile({ url: `${base}/wrong-type`, file: png(), field: 'images' }).catch((error: unknown) => error);
    expect(wrongType).toMatchObject({ code: 'SERVER', status: 400, message: "This File type isn't supported" });
  });

  it('says a failure without a message of ours, and a network failure, in our own words', async () => {
    setLanguage('en');
    const proxy = await uploadFile({ url: `${base}/proxy`, file: png(), field: 'images' }).catch((error: unknown) => error);
    expect(proxy).toMatchObject({ code: 'SERVER', status: 502, message: 'The upload failed (status 502). Please try again.' });
    // A port nobody listens on.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const offline = await uploadFile({ url: `http://127.0.0.1:${port}/ok`, file: png(), field: 'images' }).catch((error: unknown) => error);
    expect(offline).toMatchObject({ code: 'NETWORK', message: 'Could not reach the server. Check your connection and try again.' });
  });

  it('is cancelled by its signal, also before it starts', async () => {
    setLanguage('en');
    const controller = new AbortController();
    const pending = uploadFile({ url: `${base}/hang`, file: png(), field: 'images', signal: controller.signal }).catch((error: unknown) => error);
    await expect.poll(() => seen.length).toBe(1);
    controller.abort();
    expect(await pending).toMatchObject({ code: 'ABORTED' });
    const early = await uploadFile({ url: `${base}/ok`, file: png(), field: 'images', signal: controller.signal }).catch((error: unknown) => error);
    expect(early).toMatchObject({ code: 'ABORTED' });
    expect(seen).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n/messages.ts';
import { createTestApp, expectErrorShape, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let memberToken: string;
beforeAll(async () => {
  // Many failed sign-ins on one account here: its lock-out must not answer instead.
  t = await createTestApp({ config: { loginMaxFailures: 100 } });
  memberToken = await t.login('member@example.com');
});
afterAll(() => t?.close());

let nextIp = 1;
const badLogin = (headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers,
    payload: { email: 'technician@example.com', password: 'wrong-password' },
    // A new address each time, so the per-IP sign-in limit never answers instead.
    remoteAddress: `198.51.100.${nextIp++}`,
  });

// A Danish answer may only contain Danish catalog texts (placeholders filled with anything).
const danishPatterns = Object.values(messages).map(
  ({ da }) => new RegExp(`^${da.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '.+')}$`),
);
const isDanishCatalogText = (text: string) => danishPatterns.some((pattern) => pattern.test(text));
function expectDanishOnly(body: { message: string; fields?: Array<{ message: string }> }) {
  expect(isDanishCatalogText(body.message), body.message).toBe(true);
  for (const field of body.fields ?? []) expect(isDanishCatalogText(field.message), field.message).toBe(true);
}

describe('the language of error answers', () => {
  it('answers the same bad login in Danish for Accept-Language: da and in English for en', async () => {
    const da = await badLogin({ 'accept-language': 'da' });
    const en = await badLogin({ 'accept-language': 'en' });
    expect(da.statusCode).toBe(401);
    expect(en.statusCode).toBe(401);
    expectErrorShape(da.json(), 'INVALID_CREDENTIALS');
    expectErrorShape(en.json(), 'INVALID_CREDENTIALS');
    expect(da.json().message).toBe('Forkert e-mail eller adgangskode.');
    expect(en.json().message).toBe('Wrong e-mail or password.');
    expect(da.headers['content-language']).toBe('da');
    expect(en.headers['content-language']).toBe('en');
    expect(da.headers.vary).toMatch(/accept-language/i);
  });

  it('keeps the CORS Vary: Origin beside Vary: Accept-Language', async () => {
    const response = await t.app.inject({
      url: '/api/v1/users/me',
      headers: { origin: 'http://localhost:4000', 'accept-language': 'da' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:4000');
    expect(String(response.headers.vary)).toMatch(/origin/i);
    expect(String(response.headers.vary)).toMatch(/accept-language/i);
  });

  it('understands regions and q-values', async () => {
    expect((await badLogin({ 'accept-language': 'da-DK' })).json().message).toBe('Forkert e-mail eller adgangskode.');
    expect((await badLogin({ 'accept-language': 'en-GB,en;q=0.9' })).json().message).toBe('Wrong e-mail or password.');
    expect((await badLogin({ 'accept-language': 'fr;q=1, en;q=0.4, da;q=0.7' })).json().message).toBe(
      'Forkert e-mail eller adgangskode.',
    );
  });

  it('answers anonymous callers without a usable header in English', async () => {
    for (const headers of [{}, { 'accept-language': 'fr' }] as Array<Record<string, string>>) {
      const response = await badLogin(headers);
      expect(response.json().message).toBe('Wrong e-mail or password.');
      expect(response.headers['content-language']).toBe('en');
    }
  });

  it("words each field's validation message in Danish", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password/new',
      headers: { 'accept-language': 'da' },
      payload: { password: 'short', extra: 1 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expectErrorShape(body, 'VALIDATION_FAILED');
    expect(body.message).toBe('Nogle felter er ikke udfyldt korrekt.');
    expect(body.fields).toEqual(
      expect.arrayContaining([
        { field: 'token', message: 'Skal udfyldes.' },
        { field: 'password', message: 'Skal være mindst 8 tegn.' },
      ]),
    );
    expectDanishOnly(body);
  });

  it('words the same validation failure in English for en', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'accept-language': 'en' },
      payload: { email: 'not-an-email', password: '' },
    });
    expect(response.json()).toEqual({
      message: 'Some fields are not filled in correctly.',
      code: 'VALIDATION_FAILED',
      fields: [
        { field: 'email', message: 'Must be a valid e-mail address.' },
        { field: 'password', message: 'Required.' },
      ],
    });
  });

  it("uses the signed-in user's own language when the request names none", async () => {
    const setLanguage = (language: 'da' | 'en') =>
      t.app.inject({ method: 'PATCH', url: '/api/v1/users/config', headers: t.auth(memberToken), payload: { language } });
    const unknownUser = () =>
      t.app.inject({ url: '/api/v1/users/00000000-0000-4000-8000-000000000000', headers: t.auth(memberToken) });
    const badOffset = () =>
      t.app.inject({ method: 'PATCH', url: '/api/v1/users/config', headers: t.auth(memberToken), payload: { utcOffset: 99 } });

    expect((await setLanguage('da')).statusCode).toBe(200);
    const notFoundDa = await unknownUser();
    expect(notFoundDa.statusCode).toBe(404);
    expect(notFoundDa.json()).toEqual({ message: 'Brugeren findes ikke.', code: 'NOT_FOUND' });
    expect(notFoundDa.headers['content-language']).toBe('da');
    expect((await badOffset()).json().fields).toEqual([{ field: 'utcOffset', message: 'Må højst være 14.' }]);
    const unknownField = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/config',
      headers: t.auth(memberToken),
      payload: { language: 'dk', colour: 'red' },
    });
    expect(unknownField.json().fields).toEqual(
      expect.arrayContaining([
        { field: 'language', message: 'Skal være en af: da, en.' },
        { field: 'body', message: 'Ukendte felter: colour.' },
      ]),
    );
    expectDanishOnly(unknownField.json());

    expect((await setLanguage('en')).statusCode).toBe(200);
    expect((await unknownUser()).json().message).toBe('The user does not exist.');
    expect((await badOffset()).json().fields).toEqual([{ field: 'utcOffset', message: 'Must be at most 14.' }]);

    // The header still wins over the user's own language: it is what the web shows right now.
    const withHeader = await t.app.inject({
      url: '/api/v1/users/00000000-0000-4000-8000-000000000000',
      headers: { ...t.auth(memberToken), 'accept-language': 'da' },
    });
    expect(withHeader.json().message).toBe('Brugeren findes ikke.');
    await setLanguage('da');
  });

  it('words the generic 404 and 401 answers in both languages', async () => {
    const cases = [
      { url: '/api/v1/nothing-here', headers: {}, status: 404, da: 'Siden eller ressourcen findes ikke.', en: 'The page or resource does not exist.' },
      { url: '/api/v1/users/me', headers: {}, status: 401, da: 'Du er ikke logget ind.', en: 'You are not signed in.' },
      {
        url: '/api/v1/users/me',
        headers: { authorization: 'Bearer not-a-token' },
        status: 401,
        da: 'Dit login er ugyldigt. Log ind igen.',
        en: 'Your sign-in is invalid. Please sign in again.',
      },
    ];
    for (const { url, headers, status, da, en } of cases) {
      const inDanish = await t.app.inject({ url, headers: { ...headers, 'accept-language': 'da' } });
      const inEnglish = await t.app.inject({ url, headers: { ...headers, 'accept-language': 'en' } });
      expect(inDanish.statusCode).toBe(status);
      expect(inDanish.json().message).toBe(da);
      expect(inEnglish.json().message).toBe(en);
      expect(inDanish.json().code).toBe(inEnglish.json().code);
    }
  });

  it('words 403, 413, 415 and bad JSON in Danish', async () => {
    const forbidden = await t.app.inject({ url: '/api/v1/users', headers: { ...t.auth(memberToken), 'accept-language': 'da' } });
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'accept-language': 'da' },
      payload: { email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    const mediaType = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'accept-language': 'da', 'content-type': 'application/xml' },
      payload: '<hello/>',
    });
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'accept-language': 'da', 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect([forbidden.statusCode, tooLarge.statusCode, mediaType.statusCode, badJson.statusCode]).toEqual([403, 413, 415, 400]);
    expect(forbidden.json().message).toBe('Du har ikke adgang til dette.');
    expect(tooLarge.json().message).toBe('Forespørgslen er for stor.');
    for (const response of [forbidden, tooLarge, mediaType, badJson]) expectDanishOnly(response.json());
  });

  it('words the rate limit in Danish', async () => {
    const limited = await createTestApp({ seed: false, config: { authRateLimitPerMinute: 1 } });
    try {
      const reset = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/password/reset',
          headers: { 'accept-language': 'da' },
          payload: { email: 'nobody@example.com' },
          remoteAddress: '203.0.113.9',
        });
      expect((await reset()).statusCode).toBe(202);
      const second = await reset();
      expect(second.statusCode).toBe(429);
      expect(second.json()).toEqual({ message: 'For mange forsøg. Prøv igen om lidt.', code: 'RATE_LIMITED' });
      expect(second.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

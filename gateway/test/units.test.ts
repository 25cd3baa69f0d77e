import { describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from '../src/globalId.ts';
import { errorFromUpstream } from '../src/errors.ts';
import { tokenFromAuthorization } from '../src/context.ts';

describe('global ids', () => {
  it('round-trip and reject foreign ids', () => {
    const id = toGlobalId('User', 'a1b2');
    expect(id).not.toContain('User');
    expect(fromGlobalId(id)).toEqual({ type: 'User', restId: 'a1b2' });
    expect(fromGlobalId(Buffer.from('Gadget:1').toString('base64url'))).toBeNull();
    expect(fromGlobalId('***')).toBeNull();
    expect(fromGlobalId('')).toBeNull();
  });
});

describe('upstream error mapping', () => {
  const map = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    errorFromUpstream(new Response(null, { status, headers }), body);

  it('maps statuses to codes and keeps the API message', () => {
    expect(map(401, { message: 'Wrong e-mail or password', code: 'INVALID_CREDENTIALS' }).extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      upstreamCode: 'INVALID_CREDENTIALS',
    });
    expect(map(401, { message: 'Wrong e-mail or password' }).message).toBe('Wrong e-mail or password');
    expect(map(403, { message: 'no' }).extensions.code).toBe('FORBIDDEN');
    expect(map(404, { message: 'no' }).extensions.code).toBe('NOT_FOUND');
    expect(map(409, { message: 'no' }).extensions.code).toBe('CONFLICT');
    const bad = map(400, { message: 'Invalid', code: 'VALIDATION_FAILED', fields: [{ field: 'utcOffset', message: 'too big' }] });
    expect(bad.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'utcOffset', message: 'too big' }] });
    expect(map(429, { message: 'Slow down' }, { 'retry-after': '30' }).extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 30 });
    expect(map(503, 'Bad gateway').extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe('authorization header', () => {
  it('reads bearer tokens only', () => {
    expect(tokenFromAuthorization('Bearer abc.def')).toBe('abc.def');
    expect(tokenFromAuthorization('bearer  abc')).toBe('abc');
    expect(tokenFromAuthorization('Basic abc')).toBeNull();
    expect(tokenFromAuthorization(undefined)).toBeNull();
    expect(tokenFromAuthorization(42)).toBeNull();
  });
});

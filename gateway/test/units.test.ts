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

  it('packs a UUID into 23 characters, and still reads the long ids handed out before', () => {
    const restId = '0f9c2a4e-8b1d-4c3e-9a7f-2b6d8e1c5a30';
    const id = toGlobalId('MonitoringRecord', restId);
    expect(id).toHaveLength(23);
    expect(fromGlobalId(id)).toEqual({ type: 'MonitoringRecord', restId });
    // Each type its own id for the same UUID.
    expect(toGlobalId('Device', restId)).not.toBe(id);
    expect(fromGlobalId(toGlobalId('Device', restId))).toEqual({ type: 'Device', restId });
    const before = Buffer.from(`MonitoringRecord:${restId}`, 'utf8').toString('base64url');
    expect(fromGlobalId(before)).toEqual({ type: 'MonitoringRecord', restId });
    // One id per UUID: the spare bits of the last character must be zero; a first character that
    // is no type's letter is no id of ours.
    expect(fromGlobalId(`${id.slice(0, -1)}${id.at(-1) === 'A' ? 'B' : 'A'}`)?.restId ?? null).not.toBe(restId);
    expect(fromGlobalId(`0${id.slice(1)}`)).toBeNull();
    // Past the 26th type there is no letter: the long form, read back as well.
    expect(toGlobalId('Release', restId)).not.toHaveLength(23);
    expect(fromGlobalId(toGlobalId('Release', restId))).toEqual({ type: 'Release', restId });
    // An upper-case or non-UUID REST id keeps the long form, and reads back exactly.
    expect(fromGlobalId(toGlobalId('Device', restId.toUpperCase()))).toEqual({ type: 'Device', restId: restId.toUpperCase() });
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

import type { ClientOptions } from 'graphql-ws';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { makeToken } from '../test/makeToken';
import { createNetworkEnvironment } from './createNetworkEnvironment';

// Only the options the environment gives graphql-ws matter here; no socket is opened.
const clientOptions: ClientOptions[] = [];
vi.mock('graphql-ws', () => ({
  createClient: (options: ClientOptions) => {
    clientOptions.push(options);
    return { subscribe: () => () => undefined, dispose: () => undefined };
  },
}));

describe('subscription connection params', () => {
  afterEach(() => {
    clientOptions.length = 0;
  });

  it('send the token and the language shown at each (re)connection', async () => {
    const token = makeToken();
    const { dispose } = createNetworkEnvironment(token);
    const params = clientOptions[0]?.connectionParams;
    expect(typeof params).toBe('function');
    const read = async () => (typeof params === 'function' ? await params() : params);

    i18n.activate('en');
    expect(await read()).toEqual({ authorization: `Bearer ${token}`, language: 'en' });
    i18n.activate('da');
    expect(await read()).toEqual({ authorization: `Bearer ${token}`, language: 'da' });
    dispose();
  });
});

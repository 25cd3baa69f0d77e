import { describe, expect, it } from 'vitest';
import { networkName } from './networkName';

describe('networkName', () => {
  it('writes networks and protocols as people do, once when they are the same', () => {
    expect(networkName('nbiot', 'mqtt')).toBe('NB-IoT / MQTT');
    expect(networkName('sigfox', 'sigfox')).toBe('Sigfox');
    expect(networkName('satellite', 'http')).toBe('satellite / HTTP');
  });
});

import { describe, expect, it } from 'vitest';
import { hasNetworkStrength, signalBand } from '../../src/deviceData/signalBand.ts';

describe('signalBand (spec part 2 §9)', () => {
  it.each(['mqtt', 'http'])('bands the %s quality scale, a boundary in the better band', (protocol) => {
    const cases: [number, string][] = [
      [100, 'excellent'],
      [150, 'excellent'],
      [30, 'excellent'],
      [29.99, 'good'],
      [1, 'good'],
      [0.99, 'weak'],
      [0, 'weak'],
      [-0.01, 'bad'],
      [-190, 'bad'],
      [-500, 'bad'],
    ];
    expect(cases.map(([value]) => signalBand(value, protocol))).toEqual(cases.map(([, band]) => band));
  });

  it.each(['sigfox', 'coap'])('bands the %s dBm scale, a boundary in the better band', (protocol) => {
    const cases: [number, string][] = [
      [10, 'excellent'],
      [0, 'excellent'],
      [-100, 'excellent'],
      [-100.01, 'good'],
      [-125, 'good'],
      [-125.01, 'weak'],
      [-130, 'weak'],
      [-130.01, 'bad'],
      [-190, 'bad'],
      [-250, 'bad'],
    ];
    expect(cases.map(([value]) => signalBand(value, protocol))).toEqual(cases.map(([, band]) => band));
  });

  it('shows network strength for NB-IoT over MQTT or HTTP and Sigfox over Sigfox only', () => {
    expect(hasNetworkStrength('nbiot', 'mqtt')).toBe(true);
    expect(hasNetworkStrength('nbiot', 'http')).toBe(true);
    expect(hasNetworkStrength('sigfox', 'sigfox')).toBe(true);
    expect(hasNetworkStrength('nbiot', 'coap')).toBe(false);
    expect(hasNetworkStrength('mqtt', 'mqtt')).toBe(false);
    expect(hasNetworkStrength('lorawan', 'http')).toBe(false);
    expect(hasNetworkStrength('sigfox', 'mqtt')).toBe(false);
  });
});

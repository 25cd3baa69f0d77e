import { describe, expect, it } from 'vitest';
import { signalFor, type SimulatedDevice } from '../../src/simulate/simulatedReadings.ts';

const device = (networkType: string, networkProtocol: string, id = 'a1b2c3'): SimulatedDevice => ({
  id,
  device: `net-${id}`,
  ownerId: 'org',
  category: 'water_level',
  networkType,
  networkProtocol,
  units: ['water_level'],
  values: {},
});

// The web colours signal by the bands of spec part 2 §9, which read signalStrength on a 0–100
// quality scale for MQTT/HTTP and as dBm otherwise: the simulator must speak the same scales.
describe('simulated signal values', () => {
  it('reports a 0–100 quality for NB-IoT modems on MQTT or HTTP, and the RSSI in dBm', () => {
    for (const id of ['a', 'b', 'c', 'd', 'e']) {
      const { signalStrength, rssi } = signalFor(device('nbiot', 'mqtt', id));
      expect(signalStrength).toBeGreaterThanOrEqual(-5);
      expect(signalStrength).toBeLessThanOrEqual(100);
      expect(rssi).toBeLessThan(-40);
    }
  });

  it('reports dBm as the strength for Sigfox and for NB-IoT over CoAP', () => {
    for (const id of ['a', 'b', 'c']) {
      expect(signalFor(device('sigfox', 'sigfox', id)).signalStrength).toBeLessThan(-80);
      const coap = signalFor(device('nbiot', 'coap', id));
      expect(coap.signalStrength).toBe(coap.rssi);
    }
  });
});

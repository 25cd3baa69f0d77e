import { randomUUID } from 'node:crypto';
import { connectAsync, type IClientOptions, type MqttClient } from 'mqtt';
import type { MqttConfig } from '../../src/mqtt/mqttPlugin.ts';
import type { TestApp } from '../helpers/testApp.ts';

/**
 * The broker the MQTT tests run against: Mosquitto (or any broker) when TEST_MQTT_URL is set (CI
 * starts one), otherwise the API's embedded broker on a free port. On a shared broker each app gets
 * a shared-subscription group of its own, so files running at once never take each other's uplinks.
 */
export function testMqttConfig(overrides: Partial<MqttConfig> = {}): MqttConfig {
  const url = process.env.TEST_MQTT_URL || undefined;
  return {
    url,
    host: '127.0.0.1',
    port: 0,
    sharedGroup: url ? `test-${randomUUID().slice(0, 8)}` : undefined,
    reconnectPeriodMs: 200,
    ...overrides,
  };
}

export const brokerKind = process.env.TEST_MQTT_URL ? 'external broker (TEST_MQTT_URL)' : 'embedded broker';

/** The URL devices use to reach the app's broker. */
export function brokerUrl(t: TestApp): string {
  return t.app.mqttBroker?.url ?? t.app.mqtt!.url;
}

/** A device-side client (as the simulator or a real device connects), closed by the caller. */
export async function deviceClient(t: TestApp, opts: IClientOptions = {}): Promise<MqttClient> {
  return connectAsync(brokerUrl(t), { clientId: `test-device-${randomUUID().slice(0, 8)}`, reconnectPeriod: 0, connectTimeout: 10_000, ...opts });
}

/** Waits for `check` to answer something other than undefined, polling until a deadline. */
export async function eventually<T>(check: () => Promise<T | undefined> | T | undefined, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

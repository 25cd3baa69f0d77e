/**
 * The MQTT topics, one pair per device (documented in the README, "MQTT"):
 *
 * - `fieldsense/devices/<networkId>/config`: the API publishes the requested downlink configuration,
 *   retained at QoS 1, so a device gets the latest one whenever it (re)subscribes;
 * - `fieldsense/devices/<networkId>/up`: the device publishes its readings, with the configuration
 *   it applied, at QoS 1.
 *
 * The network id is one topic level, percent-encoded as `encodeURIComponent` does, so an id can never
 * add a level or a wildcard (`/`, `+`, `#`); the usual ids (IMEIs, Sigfox ids, letters, digits,
 * `-_.`) read the same encoded.
 */
export const TOPIC_PREFIX = 'fieldsense/devices';

/** Every device's uplink topic, for the API's subscription. */
export const UPLINK_WILDCARD = `${TOPIC_PREFIX}/+/up`;

export const configTopic = (networkId: string): string => `${TOPIC_PREFIX}/${encodeURIComponent(networkId)}/config`;
export const uplinkTopic = (networkId: string): string => `${TOPIC_PREFIX}/${encodeURIComponent(networkId)}/up`;

const topicPattern = /^fieldsense\/devices\/([^/+#]{1,300})\/(config|up)$/;

/** The network id and kind of one of our topics, or undefined for any other topic (or a badly encoded id). */
export function parseDeviceTopic(topic: string): { networkId: string; kind: 'config' | 'up' } | undefined {
  const match = topicPattern.exec(topic);
  if (!match) return undefined;
  try {
    const networkId = decodeURIComponent(match[1]!);
    return networkId.length > 0 ? { networkId, kind: match[2] as 'config' | 'up' } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Signal bands of spec part 2 §9, with no server-only imports so the web can share the rules (its
 * copy is web/src/features/monitoring/signalBand.ts; both are tested on every boundary).
 *
 * MQTT and HTTP transports report a 0..100-like quality: excellent 30 to 100, good 1 to 30, weak 0
 * to 1, bad below 0 (down to -190). Other protocols report dBm: excellent 0 to -100, good -100 to
 * -125, weak -125 to -130, bad -130 to -190. A value on a boundary belongs to the better band (30 is
 * excellent, -100 is excellent, -125 good); values past either end of a scale fall in its end band.
 */
export const signalBands = ['excellent', 'good', 'weak', 'bad'] as const;
export type SignalBand = (typeof signalBands)[number];

/** Whether a protocol reports the 0..100 quality scale (else dBm). */
export const usesQualityScale = (protocol: string): boolean => protocol === 'mqtt' || protocol === 'http';

export function signalBand(value: number, protocol: string): SignalBand {
  if (usesQualityScale(protocol)) {
    if (value >= 30) return 'excellent';
    if (value >= 1) return 'good';
    if (value >= 0) return 'weak';
    return 'bad';
  }
  if (value >= -100) return 'excellent';
  if (value >= -125) return 'good';
  if (value >= -130) return 'weak';
  return 'bad';
}

/**
 * Network strength means something only for NB-IoT devices over MQTT or HTTP and Sigfox devices over
 * Sigfox (spec part 2 §9); other devices have no network history to show.
 */
export function hasNetworkStrength(networkType: string, protocol: string): boolean {
  return (networkType === 'nbiot' && usesQualityScale(protocol)) || (networkType === 'sigfox' && protocol === 'sigfox');
}

export type SignalBand = 'excellent' | 'good' | 'weak' | 'bad';

/**
 * Spec part 2 §9. MQTT and HTTP report a 0–100-like quality: excellent 30 to 100, good 1 to 30, weak
 * 0 to 1, bad below 0. Other protocols report dBm: excellent 0 to -100, good -100 to -125, weak -125
 * to -130, bad below -130.
 */
export function signalBand(value: number, protocol: string): SignalBand {
  if (protocol === 'mqtt' || protocol === 'http') {
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

/** Strength is meaningful for NB-IoT over MQTT or HTTP and for Sigfox over Sigfox only (spec part 2 §9). */
export function showsSignal(networkType: string, protocol: string): boolean {
  return (networkType === 'nbiot' && (protocol === 'mqtt' || protocol === 'http')) || (networkType === 'sigfox' && protocol === 'sigfox');
}

export const bandPalette: Record<SignalBand, string> = { excellent: 'green', good: 'teal', weak: 'orange', bad: 'red' };

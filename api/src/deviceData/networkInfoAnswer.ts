import type { z } from 'zod';
import type { DeviceFacts, NetworkRow } from './deviceDataRepository.ts';
import type { networkInfoSchema } from './readingSchemas.ts';
import { hasNetworkStrength, signalBand, usesQualityScale } from './signalBand.ts';

export type NetworkInfo = z.infer<typeof networkInfoSchema>;

/** Whether a device has network strength at all (spec part 2 §9): the others' answer has no points and needs no query. */
export const hasNetworkHistory = (device: DeviceFacts) => hasNetworkStrength(device.networkType, device.networkProtocol);

/**
 * A network-info answer (GET /devices/{id}/network-info and its batch form alike): each point with
 * its signal band, and where the next page starts. `rows` is ignored for devices without network strength.
 */
export function networkInfoAnswer(device: DeviceFacts, rows: NetworkRow[], hasMore: boolean): NetworkInfo {
  const protocol = device.networkProtocol;
  const quality = usesQualityScale(protocol);
  const base = {
    networkType: device.networkType,
    networkProtocol: protocol,
    scale: quality ? ('quality' as const) : ('dBm' as const),
  };
  if (!hasNetworkHistory(device)) return { available: false, ...base, data: [], hasMore: false, nextFromUtc: null };
  const data = rows.map((row) => {
    const value = row.signalStrength ?? (quality ? null : row.rssi);
    return { ...row, time: row.time.toISOString(), band: value === null ? null : signalBand(value, protocol) };
  });
  const last = rows.at(-1);
  return {
    available: true,
    ...base,
    data,
    hasMore,
    nextFromUtc: hasMore && last ? new Date(last.time.getTime() + 1).toISOString() : null,
  };
}

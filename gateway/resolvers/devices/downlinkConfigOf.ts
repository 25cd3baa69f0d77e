import type { DownlinkConfig } from '../../src/__generated__/resolvers-types.ts';
import type { components } from '../../src/rest/openapi.d.ts';

type DownlinkConfigDto = components['schemas']['DownlinkConfig'];

/** The API's downlink configuration in the schema's words (the device's own field names, `AcMI`..., spelt out). */
export function downlinkConfigOf(config: DownlinkConfigDto): DownlinkConfig {
  const { requested, applied } = config;
  return {
    brokerNumber: config.brokerNumber,
    topic: config.topic,
    deleted: config.deleted,
    inSync: config.inSync,
    requested: requested && {
      settings: { miAbove: requested.miAbove, xtiAbove: requested.xtiAbove, th: requested.th, miUnder: requested.miUnder, xtiUnder: requested.xtiUnder },
      updatedAt: requested.updatedAt,
      updatedByName: requested.updatedBy?.name ?? null,
    },
    applied: applied && {
      measurementInterval: applied.AcMI,
      measurementsPerTransmission: applied.AcXTI,
      threshold: applied.THVal,
      aboveThreshold: applied.EVENT === null ? null : applied.EVENT === 1,
      messageCount: applied.messageCount ?? applied.MsgCnt,
      deviceType: applied.deviceType,
      time: applied.time,
    },
  };
}

import { z } from 'zod';
import { networkTypes } from '../db/schema/networkTypes.ts';

export const integrationSchema = z
  .object({
    network: z.enum(networkTypes).describe('The network: `nbiot`, `sigfox`, `mqtt` (always listed), `lorawan` or `http` (listed when the organisation has such devices)'),
    devices: z.number().int().describe('The organisation’s live devices of models on this network'),
    lastMessageAt: z.iso.datetime().nullable().describe('When the newest message of those devices was measured; null: none yet'),
    lastDevice: z
      .object({ _id: z.string(), name: z.string(), device: z.string().describe('Network id') })
      .nullable()
      .describe('The device that sent it'),
    keys: z.number().int().describe('Unrevoked API keys that can report for this network’s devices: the ones limited to it and the ones for any network'),
  })
  .meta({ id: 'Integration' });

export const integrationListSchema = z
  .object({
    ingestUrl: z.string().describe('Where devices and network callbacks post readings (`POST /ingest/messages`, with an API key in `X-Api-Key`)'),
    mqtt: z
      .object({
        url: z.string().nullable().describe('The MQTT broker devices connect to, without credentials; null when MQTT is off'),
        uplinkTopic: z.string().describe('Where a device publishes a reading (`<networkId>` is its network id, percent-encoded)'),
        configTopic: z.string().describe('Where it reads its downlink configuration (retained)'),
      })
      .describe('How MQTT devices report: over the broker, with its credentials, not with an API key'),
    data: z.array(integrationSchema),
  })
  .meta({ id: 'IntegrationList' });
export type IntegrationList = z.infer<typeof integrationListSchema>;

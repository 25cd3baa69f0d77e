import { z } from 'zod';
import { unitMeasures } from '../db/schema/index.ts';
import { signalBands } from './signalBand.ts';
import { waterLevelUnits } from './waterLevel.ts';

export const readingSchema = z
  .object({
    time: z.iso.datetime().describe('When the device measured (UTC)'),
    values: z
      .record(z.string(), z.number())
      .describe(
        "The readings keyed by unit slug (see `units`); with a water-level calculation also `water_level_calculated`, in the calculation's unit",
      ),
    signalStrength: z.number().nullable().describe("Signal strength in the network's own scale (0..100 quality over MQTT/HTTP, else dBm)"),
    rssi: z.number().nullable().describe('RSSI in dBm'),
    rsrq: z.number().nullable().describe('RSRQ in dB (NB-IoT)'),
    seqNumber: z.number().int().nullable().describe("The device's message sequence number"),
    transmissionSeqNumber: z.number().int().nullable().describe("The network's transmission sequence number"),
    errorCode: z.string().nullable().describe('Slug of the error code the device reported with the reading (see the error-code lookup)'),
  })
  .meta({ id: 'DeviceReading' });

export const readingUnitSchema = z
  .object({
    slug: z.string().describe('The key of the unit in each reading\'s `values`'),
    name: z
      .string()
      .describe("The unit's name: the device model's (English; clients translate known slugs), the calculated water level's in the caller's language"),
    unit: z.string().describe('What the values are in, e.g. cm, °C, %'),
    measure: z.enum(unitMeasures).describe('How readings combine over time: level, amount or counter'),
    calculated: z.boolean().describe('true for values the API computes (the water level) rather than the device sends'),
  })
  .meta({ id: 'DeviceReadingUnit' });

export const waterLevelCalculationSchema = z
  .object({
    unit: z.enum(waterLevelUnits).describe('The unit of `water_level_calculated`'),
    elevation: z.number().describe("m above sea level (DVR90) of the sensor's face"),
    heightOffset: z.number().describe('cm added to the computed level (a correction)'),
    boundaryDistance: z.number().describe("cm from the sensor's face down to the bottom; longer distances count as the bottom"),
    source: z.string().describe('The unit slug whose readings are the measured distance'),
  })
  .meta({ id: 'WaterLevelCalculation' });

export const readingsSchema = z
  .object({
    data: z.array(readingSchema).describe('Oldest first'),
    units: z.array(readingUnitSchema).describe("The device model's units in its order, then the calculated ones"),
    waterLevel: waterLevelCalculationSchema
      .nullable()
      .describe(
        'The water-level calculation: level = elevation × 100 + heightOffset − min(distance, boundaryDistance) cm (÷ 100 in m); null when the device measures no distance or lacks a term',
      ),
    hasMore: z.boolean().describe('true when the window holds more readings than `limit`: ask again with `startDate=nextStartDate`'),
    nextStartDate: z.number().nullable().describe('With `hasMore`: the startDate of the next page (unix seconds)'),
  })
  .meta({ id: 'DeviceReadings' });

export const networkPointSchema = z
  .object({
    time: z.iso.datetime(),
    rssi: z.number().nullable().describe('RSSI in dBm'),
    rsrq: z.number().nullable().describe('RSRQ in dB (NB-IoT)'),
    signalStrength: z.number().nullable().describe("In the network's own scale (see `scale`)"),
    seqNumber: z.number().int().nullable(),
    transmissionSeqNumber: z.number().int().nullable(),
    band: z
      .enum(signalBands)
      .nullable()
      .describe(
        'The signal band (spec part 2 §9) of `signalStrength` (of `rssi` on a dBm scale when the strength is missing); null without either',
      ),
  })
  .meta({ id: 'NetworkPoint' });

export const networkInfoSchema = z
  .object({
    available: z
      .boolean()
      .describe('false for devices without network strength (only NB-IoT over MQTT/HTTP and Sigfox over Sigfox have it); `data` is then empty'),
    networkType: z.string(),
    networkProtocol: z.string(),
    scale: z.enum(['quality', 'dBm']).describe('quality: 0..100 (MQTT/HTTP); dBm: every other protocol'),
    data: z.array(networkPointSchema).describe('Oldest first'),
    hasMore: z.boolean().describe('true when the window holds more points than `limit`: ask again with `fromUtc=nextFromUtc`'),
    nextFromUtc: z.iso.datetime().nullable(),
  })
  .meta({ id: 'NetworkInfo' });

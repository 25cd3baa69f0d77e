import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceDataBatchRepository } from '../../../deviceData/deviceDataBatchRepository.ts';
import { hasNetworkHistory, networkInfoAnswer } from '../../../deviceData/networkInfoAnswer.ts';
import { networkInfoSchema, readingsSchema } from '../../../deviceData/readingSchemas.ts';
import { readingsAnswerJson, readingsMeta } from '../../../deviceData/readingsMeta.ts';
import { MAX_WINDOW_DAYS, readingWindow, unixSecondsParam } from '../../../deviceData/readingWindow.ts';
import { refusedSchema, sortBatch } from '../../../devices/deviceBatchAccess.ts';
import { forbidden } from '../../../errors.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { isoDateParam } from '../../../monitoring/queryParams.ts';
import { sendRawJson } from '../../../monitoring/sendRawJson.ts';
import { authErrors, errorResponses } from '../../../schemas/common.ts';
import { batchIds, MAX_BATCH_DEVICES } from './batches.ts';
import { MAX_READINGS } from './messages.ts';
import { MAX_NETWORK_POINTS } from './networkInfo.ts';

/**
 * A batch's limit a device: the single read's cap shared by the devices asked, so one batch reads at
 * most as many rows as one single read (100 devices: 200 readings each). A device with more in the
 * window says `hasMore`, and its client asks again from `nextStartDate`/`nextFromUtc`, as it would
 * after a single read's full page.
 */
export const batchLimit = (cap: number, devices: number, asked: number | undefined) => Math.min(asked ?? cap, Math.floor(cap / devices));

const perDeviceLimit = (cap: number, what: string) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(cap)
    .optional()
    .describe(
      `At most this many ${what} a device (default and maximum: ${cap} ÷ the number of devices asked, rounded down; a larger value is lowered to it); see hasMore`,
    );

const readableNeeds = 'Needs `read Device` for each device (the others and unknown ids are left out, as their single read answers 404) ';
const messageNeeds = "and `read DeviceMessage` in its organisation (otherwise the device is in `refused` with the single read's 403). ";

/** GET /devices/messages and GET /devices/network-info: a table page's readings and network history, one call per up to 100 devices. */
export const deviceDataBatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = deviceDataBatchRepository(app.db);
  const messageRefusal = (request: { allowedIn: (a: 'read', s: 'DeviceMessage', o: string) => boolean }) => (device: { ownerId: string }) =>
    request.allowedIn('read', 'DeviceMessage', device.ownerId) ? undefined : forbidden();

  app.get(
    '/messages',
    {
      schema: {
        operationId: 'listMessagesOfDevices',
        tags: ['devices'],
        summary: 'The readings of several devices in one window, up to 100 devices at once (as `GET /devices/{id}/messages`)',
        description:
          readableNeeds +
          messageNeeds +
          `The window's rules are the single read's (defaults, no future, start before end, at most ${MAX_WINDOW_DAYS} days; 400 naming the parameter). ` +
          `The work is bounded as one single read's: each device gets at most ${MAX_READINGS} ÷ the number of devices readings ` +
          `(${MAX_READINGS / MAX_BATCH_DEVICES} for ${MAX_BATCH_DEVICES}), and a device with more says \`hasMore\` with \`nextStartDate\`, where its next ` +
          'request starts. Each answer is what `GET /devices/{id}/messages` answers with the same window and `limit`. One query: a LATERAL ' +
          "join per device over device_messages' primary key (device_id, time), each range scan stopping at the device's limit.",
        querystring: z.object({
          deviceIds: batchIds(`Devices (1 to ${MAX_BATCH_DEVICES})`),
          startDate: unixSecondsParam('Window start, inclusive (default endDate − 24 h)'),
          endDate: unixSecondsParam('Window end, inclusive (default now)'),
          limit: perDeviceLimit(MAX_READINGS, 'readings'),
        }),
        response: {
          200: z
            .object({
              data: z.array(z.object({ deviceId: z.string(), readings: readingsSchema })).describe('The answered devices, in the order asked'),
              refused: refusedSchema,
            })
            .meta({ id: 'DeviceReadingsList' }),
          ...errorResponses(400, 403, ...authErrors),
        },
      },
    },
    async (request, reply) => {
      const { deviceIds, startDate, endDate, limit } = request.query;
      const window = readingWindow({ start: startDate, end: endDate }, { start: 'startDate', end: 'endDate' });
      const { answered, refused } = sortBatch(request, deviceIds, await repository.facts(deviceIds), (d) => d.ownerId, messageRefusal(request));
      const language = requestLanguage(request);
      const metas = answered.map(({ id, device }) => ({ id, meta: readingsMeta(device, language) }));
      const pages = await repository.readingsPages(
        metas.map(({ id, meta }) => ({ id, water: meta.water })),
        window,
        batchLimit(MAX_READINGS, deviceIds.length, limit),
      );
      const data = metas.map(({ id, meta }) => `{"deviceId":${JSON.stringify(id)},"readings":${readingsAnswerJson(meta, pages.get(id)!)}}`);
      reply.header('cache-control', 'private, no-cache');
      // The readings' JSON comes from Postgres as is; the rest is small.
      return sendRawJson(reply, `{"data":[${data.join(',')}],"refused":${JSON.stringify(refused)}}`);
    },
  );

  app.get(
    '/network-info',
    {
      schema: {
        operationId: 'listNetworkInfoOfDevices',
        tags: ['devices'],
        summary: 'The network history of several devices in one window, up to 100 devices at once (as `GET /devices/{id}/network-info`)',
        description:
          readableNeeds +
          messageNeeds +
          `The window's rules are the single read's (at most ${MAX_WINDOW_DAYS} days). Devices without network strength answer ` +
          `\`available: false\` without a query. Each device gets at most ${MAX_NETWORK_POINTS} ÷ the number of devices points, ` +
          'and a device with more says `hasMore` with `nextFromUtc`. Each answer is what `GET /devices/{id}/network-info` answers ' +
          "with the same window and `limit`. One query: a LATERAL join per device over device_messages' primary key (device_id, time).",
        querystring: z.object({
          deviceIds: batchIds(`Devices (1 to ${MAX_BATCH_DEVICES})`),
          fromUtc: isoDateParam('Window start, inclusive (default toUtc − 24 h)'),
          toUtc: isoDateParam('Window end, inclusive (default now)'),
          limit: perDeviceLimit(MAX_NETWORK_POINTS, 'points'),
        }),
        response: {
          200: z
            .object({
              data: z.array(z.object({ deviceId: z.string(), networkInfo: networkInfoSchema })).describe('The answered devices, in the order asked'),
              refused: refusedSchema,
            })
            .meta({ id: 'DeviceNetworkInfoList' }),
          ...errorResponses(400, 403, ...authErrors),
        },
      },
    },
    async (request, reply) => {
      const { deviceIds, fromUtc, toUtc, limit } = request.query;
      const window = readingWindow({ start: fromUtc, end: toUtc }, { start: 'fromUtc', end: 'toUtc' });
      const { answered, refused } = sortBatch(request, deviceIds, await repository.facts(deviceIds), (d) => d.ownerId, messageRefusal(request));
      const withHistory = answered.filter(({ device }) => hasNetworkHistory(device)).map(({ id }) => id);
      const rows = await repository.networkRows(withHistory, window, batchLimit(MAX_NETWORK_POINTS, deviceIds.length, limit));
      reply.header('cache-control', 'private, no-cache');
      return {
        data: answered.map(({ id, device }) => {
          const found = rows.get(id);
          return { deviceId: id, networkInfo: networkInfoAnswer(device, found?.rows ?? [], found?.hasMore ?? false) };
        }),
        refused,
      };
    },
  );
};

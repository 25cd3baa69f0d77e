import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alarmTripPageSchema, toAlarmTripDto } from '../../../alarms/alarmSchema.ts';
import { toDeviceImage } from '../../../deviceImages/deviceImageSchema.ts';
import { refusedSchema, sortBatch } from '../../../devices/deviceBatchAccess.ts';
import { deviceBatchRepository } from '../../../devices/deviceBatchRepository.ts';
import { deviceRepository } from '../../../devices/deviceRepository.ts';
import { deviceOwnerOptionSchema } from '../../../devices/deviceSchema.ts';
import { downlinkConfigRepository } from '../../../downlink/downlinkConfigRepository.ts';
import { downlinkConfigSchema } from '../../../downlink/downlinkConfigSchema.ts';
import { AppError, ErrorCode, forbidden } from '../../../errors.ts';
import { requestLanguage } from '../../../i18n/requestLanguage.ts';
import { translate } from '../../../i18n/translate.ts';
import { pageParam, perPageParam } from '../../../monitoring/queryParams.ts';
import { sendRawJson } from '../../../monitoring/sendRawJson.ts';
import { authErrors, errorResponses, paged } from '../../../schemas/common.ts';
import { serviceHistoryEntrySchema } from '../../../serviceOrders/serviceHistoryEntrySchema.ts';
import { batchIds, MAX_BATCH_DEVICES } from './batches.ts';
import { deviceAuditPageSchema } from './byId.ts';
import { deviceContractPageSchema } from './contracts.ts';
import { imagePageSchema } from './images.ts';

const deviceIds = batchIds(`Devices (1 to ${MAX_BATCH_DEVICES})`);
const leftOut = 'Devices the caller may not read (`read Device` in their organisation) and unknown ids are left out, as their single read answers 404';
const inOrder = 'The answered devices, in the order asked';
const entry = <T extends z.ZodType>(key: string, schema: T) => z.object({ deviceId: z.string().describe('The device'), [key]: schema });

/**
 * Batch forms of a device's sub-lists (trips, contracts, audit, images, downlink configuration, owner
 * options, service history) for a table of up to 100 devices: one call and a constant number of
 * queries, each device's answer what its single read answers for the same query, with the same checks.
 */
export const deviceListBatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const batches = deviceBatchRepository(app.db);
  const devices = deviceRepository(app.db);
  const downlink = downlinkConfigRepository(app.db);

  app.get(
    '/alarm-trips',
    {
      schema: {
        operationId: 'listAlarmTripsOfDevices',
        tags: ['alarms'],
        summary: 'A page of the alarm trips of each of several devices, up to 100 at once (as `GET /devices/{id}/alarm-trips`)',
        description:
          `Needs \`read Device\` (403 otherwise, as the single read). ${leftOut}; deleted devices included. Each device's page is newest first, ` +
          '`alarmId` narrowing every device to that alarm (the others then have none). Pages by a LATERAL join per device on ' +
          'alarm_trips_device_id_tripped_at_idx, totals by a grouped count on it.',
        querystring: z.object({
          deviceIds,
          alarmId: z.guid().optional().describe("Only this alarm's trips"),
          page: pageParam,
          perPage: perPageParam(100, 20),
        }),
        response: {
          200: z.object({ data: z.array(entry('page', alarmTripPageSchema)).describe(inOrder) }).meta({ id: 'DeviceAlarmTripPageList' }),
          ...errorResponses(400, 403, ...authErrors),
        },
      },
    },
    async (request) => {
      request.authorize('read', 'Device');
      const { deviceIds: ids, alarmId, page, perPage } = request.query;
      const { answered } = sortBatch(request, ids, await batches.accessOf(ids), (d) => d.ownerId);
      const pages = await batches.tripsPages(answered.map(({ id }) => id), page, perPage, alarmId);
      return {
        data: answered.map(({ id }) => {
          const { rows, total } = pages.get(id)!;
          return { deviceId: id, page: paged(rows.map(toAlarmTripDto), page, perPage, total) };
        }),
      };
    },
  );

  app.get(
    '/contracts',
    {
      schema: {
        operationId: 'listContractsOfDevices',
        tags: ['devices', 'contracts'],
        summary: 'A page of the contracts of each of several devices, up to 100 at once (as `GET /devices/{id}/contracts`)',
        description:
          `${leftOut}; deleted devices included. A device whose organisation the caller may not \`read Contract\` in is in \`refused\` ` +
          "with the single read's 403. Each page newest contract first; the single read's SQL per device (contract_devices_device_id_idx), in one query.",
        querystring: z.object({ deviceIds, page: pageParam, perPage: perPageParam(100, 100) }),
        response: {
          200: z
            .object({ data: z.array(entry('page', deviceContractPageSchema)).describe(inOrder), refused: refusedSchema })
            .meta({ id: 'DeviceContractPageList' }),
          ...errorResponses(400, ...authErrors),
        },
      },
    },
    async (request, reply) => {
      const { deviceIds: ids, page, perPage } = request.query;
      const { answered, refused } = sortBatch(request, ids, await batches.accessOf(ids), (d) => d.ownerId, (d) =>
        request.allowedIn('read', 'Contract', d.ownerId) ? undefined : forbidden(),
      );
      const pages = await batches.contractPagesJson(answered.map(({ id }) => id), page, perPage);
      const data = answered.map(({ id }) => {
        const { dataJson, total } = pages.get(id)!;
        const lastPage = Math.max(1, Math.ceil(total / perPage));
        return `{"deviceId":${JSON.stringify(id)},"page":{"data":${dataJson},"page":${page},"perPage":${perPage},"total":${total},"lastPage":${lastPage}}}`;
      });
      return sendRawJson(reply, `{"data":[${data.join(',')}],"refused":${JSON.stringify(refused)}}`);
    },
  );

  app.get(
    '/audit',
    {
      schema: {
        operationId: 'listAuditOfDevices',
        tags: ['devices'],
        summary: "A page of the audit trail of each of several devices, up to 100 at once (as `GET /devices/{id}/audit`)",
        description:
          `${leftOut}; deleted devices keep theirs. Each page newest first, with each actor's name. Pages by a LATERAL join per device ` +
          'on audit_log_subject_idx, totals by a grouped count on it.',
        querystring: z.object({ deviceIds, page: pageParam, perPage: perPageParam(100, 20) }),
        response: {
          200: z.object({ data: z.array(entry('page', deviceAuditPageSchema)).describe(inOrder) }).meta({ id: 'DeviceAuditPageList' }),
          ...errorResponses(400, ...authErrors),
        },
      },
    },
    async (request) => {
      const { deviceIds: ids, page, perPage } = request.query;
      const { answered } = sortBatch(request, ids, await batches.accessOf(ids), (d) => d.ownerId);
      const pages = await batches.auditPages(answered.map(({ id }) => id), page, perPage);
      return {
        data: answered.map(({ id }) => {
          const { rows, total } = pages.get(id)!;
          return { deviceId: id, page: paged(rows, page, perPage, total) };
        }),
      };
    },
  );

  app.get(
    '/images',
    {
      schema: {
        operationId: 'listImagesOfDevices',
        tags: ['devices'],
        summary: 'A page of the images of each of several devices, up to 100 at once (as `GET /devices/{id}/images`)',
        description:
          `${leftOut}; deleted devices included. Each page newest first. Answered with \`Cache-Control: no-store\`. Pages by a ` +
          'LATERAL join per device on device_images_device_id_created_at_idx, totals by a grouped count on it.',
        querystring: z.object({ deviceIds, page: pageParam, perPage: perPageParam(100, 100) }),
        response: {
          200: z.object({ data: z.array(entry('page', imagePageSchema)).describe(inOrder) }).meta({ id: 'DeviceImagePageList' }),
          ...errorResponses(400, ...authErrors),
        },
      },
    },
    async (request, reply) => {
      const { deviceIds: ids, page, perPage } = request.query;
      const { answered } = sortBatch(request, ids, await batches.accessOf(ids), (d) => d.ownerId);
      const pages = await batches.imagesPages(answered.map(({ id }) => id), page, perPage);
      reply.header('cache-control', 'no-store');
      return {
        data: answered.map(({ id }) => {
          const { rows, total } = pages.get(id)!;
          return { deviceId: id, page: paged(rows.map(toDeviceImage), page, perPage, total) };
        }),
      };
    },
  );

  app.get(
    '/downlink-configs',
    {
      schema: {
        operationId: 'listDownlinkConfigsOfDevices',
        tags: ['devices'],
        summary: 'The downlink configurations of several devices, up to 100 at once (as `GET /devices/{id}/downlink-config`)',
        description:
          `Needs \`read Device\` (403 otherwise, as the single read). ${leftOut}; deleted devices included (\`deleted: true\`). A device ` +
          "whose model has no MQTT broker number is in `refused` with the single read's 404 DOWNLINK_NOT_SUPPORTED. One query by " +
          "devices_pkey and downlink_configs' unique (device_id) index.",
        querystring: z.object({ deviceIds }),
        response: {
          200: z
            .object({ data: z.array(entry('config', downlinkConfigSchema)).describe(inOrder), refused: refusedSchema })
            .meta({ id: 'DownlinkConfigList' }),
          ...errorResponses(400, 403, ...authErrors),
        },
      },
    },
    async (request) => {
      request.authorize('read', 'Device');
      const { deviceIds: ids } = request.query;
      const notSupported = () => new AppError(ErrorCode.DOWNLINK_NOT_SUPPORTED, 'downlink.notSupported');
      const found = await downlink.findDevices(ids);
      const sorted = sortBatch(request, ids, found, (d) => d.ownerId, (d) => (d.brokerNumber === null ? notSupported() : undefined));
      const configs = await downlink.getMany(sorted.answered.map(({ id }) => id));
      const data = [];
      const refused = [...sorted.refused];
      for (const { id } of sorted.answered) {
        const config = configs.get(id);
        if (config) data.push({ deviceId: id, config });
        else refused.push({ deviceId: id, status: 404, code: ErrorCode.DOWNLINK_NOT_SUPPORTED, message: translate(requestLanguage(request), 'downlink.notSupported') });
      }
      return { data, refused };
    },
  );

  app.get(
    '/organizations',
    {
      schema: {
        operationId: 'listOwnerOptionsOfDevices',
        tags: ['devices'],
        summary: 'The owners each of several devices may be given, up to 100 at once (as `GET /devices/{id}/organizations`)',
        description:
          `${leftOut}. Each device's options as its single read answers them: the organisations the caller may create devices in ` +
          "when they may move the device (`update Device` in its owner), else only the current owner, by name, the current one marked. " +
          'One query for the organisations of all devices (organizations_pkey, or all organisations for a platform administrator).',
        querystring: z.object({ deviceIds }),
        response: {
          200: z
            .object({ data: z.array(entry('options', z.array(deviceOwnerOptionSchema))).describe(inOrder) })
            .meta({ id: 'DeviceOwnerOptionsList' }),
          ...errorResponses(400, ...authErrors),
        },
      },
    },
    async (request) => {
      const { deviceIds: ids } = request.query;
      const { answered } = sortBatch(request, ids, await batches.accessOf(ids), (d) => d.ownerId);
      // Each device's scope as the single read decides it; the organisations of all of them in one query.
      const createScope = request.scope('create', 'Device');
      const scopes = answered.map(({ id, device }) => {
        const mayMove = request.allowedIn('update', 'Device', device.ownerId);
        const scope = mayMove ? createScope : [];
        return { id, ownerId: device.ownerId, scope: scope === 'all' ? ('all' as const) : new Set([...scope, device.ownerId]) };
      });
      const union = scopes.some((s) => s.scope === 'all') ? 'all' : [...new Set(scopes.flatMap((s) => [...(s.scope as Set<string>)]))];
      const organizations = answered.length === 0 ? [] : await devices.organizationsNamed(union);
      return {
        data: scopes.map(({ id, ownerId, scope }) => ({
          deviceId: id,
          options: organizations.filter((o) => scope === 'all' || scope.has(o._id)).map((o) => ({ ...o, current: o._id === ownerId })),
        })),
      };
    },
  );

  app.get(
    '/service-orders',
    {
      schema: {
        operationId: 'listServiceOrdersOfDevices',
        tags: ['devices'],
        summary: 'The service history of each of several devices, up to 100 at once (as `GET /devices/{id}/service-orders`)',
        description:
          `${leftOut}, and so are deleted devices (their single read answers 404 too). A device whose organisation the caller may not ` +
          "`read Service` in is in `refused` with the single read's 403. Each history newest first. One query on service_orders_device_id_created_at_idx.",
        querystring: z.object({ deviceIds }),
        response: {
          200: z
            .object({ data: z.array(entry('history', z.array(serviceHistoryEntrySchema))).describe(inOrder), refused: refusedSchema })
            .meta({ id: 'ServiceHistoryList' }),
          ...errorResponses(400, ...authErrors),
        },
      },
    },
    async (request) => {
      const { deviceIds: ids } = request.query;
      const live = new Map([...(await batches.accessOf(ids))].filter(([, d]) => !d.deleted));
      const { answered, refused } = sortBatch(request, ids, live, (d) => d.ownerId, (d) =>
        request.allowedIn('read', 'Service', d.ownerId) ? undefined : forbidden(),
      );
      const histories = await batches.serviceHistories(answered.map(({ id }) => id));
      return { data: answered.map(({ id }) => ({ deviceId: id, history: histories.get(id)! })), refused };
    },
  );
};

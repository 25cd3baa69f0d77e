import { z } from 'zod';
import type { MutationResolvers, TaskStatus } from '../../../src/__generated__/resolvers-types.ts';
import { gatewayError } from '../../../src/errors.ts';
import { parseInput } from '../../../src/parseInput.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';
import { refreshDevice } from '../../devices/Mutation/deviceInput.ts';
import { renameUpstreamFields } from '../../monitoring/renameUpstreamFields.ts';
import { requireToken } from '../../viewer/requireToken.ts';
import { refreshService } from '../refreshService.ts';
import { globalIdOf, optional } from '../serviceInput.ts';

const replaceInput = z.object({
  serviceOrderId: globalIdOf('ServiceOrder'),
  newDeviceId: globalIdOf('Device'),
  note: optional(z.string()),
  geo: optional(z.object({ lat: z.number(), lon: z.number() })),
});

/** The API's `details.*` field names as the input spells them. */
const fieldNames: Record<string, string> = {
  'details.newDevice': 'input.newDeviceId',
  'details.oldDevice': 'input.serviceOrderId',
  'details.serviceOrder': 'input.serviceOrderId',
  'details.note': 'input.note',
};

export const replaceServiceOrderDevice: NonNullable<MutationResolvers['replaceServiceOrderDevice']> = async (_parent, { input }, ctx) => {
  requireToken(ctx);
  const { serviceOrderId, newDeviceId, note, geo } = parseInput(replaceInput, input);
  // The old device is the order's: read as the viewer sees the order (NOT_FOUND outside their scope).
  const order = await ctx.loaders.serviceOrdersById.load(serviceOrderId);
  if (!order) throw gatewayError('NOT_FOUND', { id: 'error.notFound' });
  const oldDevice = order.device._id;
  const result = await ctx.api.POST('/api/v1/tasks', {
    body: { taskType: 'DEVICE_REPLACEMENT', details: { serviceOrder: serviceOrderId, oldDevice, newDevice: newDeviceId, ...(note ? { note } : {}), ...(geo ? { geo } : {}) } },
  });
  let task;
  try {
    task = unwrap(result);
  } catch (error) {
    throw renameUpstreamFields(error, fieldNames);
  }
  refreshService(ctx);
  refreshDevice(ctx, oldDevice);
  refreshDevice(ctx, newDeviceId);
  const [serviceOrder, oldRecord, newRecord] = await Promise.all([
    ctx.loaders.serviceOrdersById.load(serviceOrderId),
    task.oldDevice ? ctx.loaders.deviceRecordsById.load(task.oldDevice._id) : null,
    task.newDevice ? ctx.loaders.deviceRecordsById.load(task.newDevice._id) : null,
  ]);
  if (!serviceOrder) throw gatewayError('NOT_FOUND', { id: 'error.notFound' });
  return {
    created: result.response.status === 201,
    serviceOrder,
    replacement: {
      taskId: task._id,
      status: task.status.toUpperCase() as TaskStatus,
      note: task.details.note,
      geo: task.details.geo,
      oldDevice: oldRecord,
      newDevice: newRecord,
      createdAt: task.created_at,
      completedAt: task.completedAt,
      createdByName: serviceOrder.replacement?.createdBy?.name ?? null,
    },
  };
};

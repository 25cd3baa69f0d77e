import type { ServiceOrderResolvers, ServiceWizardStep, TaskStatus } from '../../src/__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../src/context.ts';
import { gatewayError } from '../../src/errors.ts';
import { attachmentSources } from './Attachment.ts';
import { lifecycleOf } from '../devices/Device.ts';
import { toGlobalId } from '../../src/globalId.ts';
import type { DeviceNodeSource } from '../../src/mappers.ts';
import { connectionFromPage } from '../../src/pagination/connectionFromPage.ts';
import { pageRequest } from '../../src/pagination/pageRequest.ts';
import type { ServiceOrderDto } from '../../src/serviceSources.ts';

/** `before-service` ⇄ `BEFORE_SERVICE`: the API's wizard step keys as the enum spells them. */
export const wizardStepOf = (step: string) => step.toUpperCase().replaceAll('-', '_') as ServiceWizardStep;
export const wizardStepKey = (step: ServiceWizardStep) => step.toLowerCase().replaceAll('_', '-');

/**
 * The order's device as the `Device` node: the lean list row, one call per 100 orders' devices
 * (`GET /devices?ids=`); a device the list does not answer (deleted since) from its record.
 */
async function deviceOf(order: ServiceOrderDto, ctx: GatewayContext): Promise<DeviceNodeSource> {
  const id = order.device._id;
  const device = (await ctx.loaders.deviceListItemsById.load(id)) ?? (await ctx.loaders.deviceRecordsById.load(id));
  if (!device) throw gatewayError('NOT_FOUND', { id: 'error.notFound' });
  return device;
}

/** A device of a replacement as the `Device` node, as `deviceOf` reads it; null when purged or unreadable. */
async function replacementDevice(id: string | undefined, ctx: GatewayContext): Promise<DeviceNodeSource | null> {
  if (!id) return null;
  return (await ctx.loaders.deviceListItemsById.load(id)) ?? (await ctx.loaders.deviceRecordsById.load(id));
}

export const ServiceOrder: ServiceOrderResolvers = {
  id: (order) => toGlobalId('ServiceOrder', order._id),
  orderId: (order) => order._id,
  number: (order) => order.number,
  status: (order) => order.status,
  device: (order, _args, ctx) => deviceOf(order, ctx),
  deviceFacts: ({ device }) => ({
    deviceId: device._id,
    name: device.name,
    networkId: device.device,
    serialNumber: device.serialNumber,
    lifecycle: lifecycleOf(device.lifecycle),
    geo: device.geo,
    deviceModelId: device.deviceModel._id,
    deviceModelTitle: device.deviceModel.name,
  }),
  owner: (order) => order.owner,
  serviceCenter: (order) => order.service_center,
  technician: (order) =>
    order.technician && order.service_center ? { ...order.technician, serviceCenterId: order.service_center._id } : null,
  serviceIssue: (order) => order.service_issue,
  notes: (order) => order.notes,
  dueDate: (order) => order.dueDate,
  activeWizardStep: (order) => (order.activeWizardStep ? wizardStepOf(order.activeWizardStep) : null),
  solutions: (order) => order.solutions.map(({ _id, slug, name }) => ({ solutionId: _id, slug, name })),
  cause: (order) => order.cause,
  replacementAllowed: (order) => order.replacementAllowed,
  comment: (order) => order.comment,
  replacement: async ({ replacement }, _args, ctx) => {
    if (!replacement) return null;
    // Both devices of every order on the page in one batched call (the loaders), not one per order.
    const [oldDevice, newDevice] = await Promise.all([
      replacementDevice(replacement.oldDevice?._id, ctx),
      replacementDevice(replacement.newDevice?._id, ctx),
    ]);
    return {
      taskId: replacement._id,
      status: replacement.status.toUpperCase() as TaskStatus,
      note: replacement.note,
      geo: replacement.geo,
      oldDevice,
      newDevice,
      createdAt: replacement.created_at,
      completedAt: replacement.completedAt,
      createdByName: replacement.createdBy?.name ?? null,
    };
  },
  startedAt: (order) => order.startedAt,
  completedAt: (order) => order.completedAt,
  createdAt: (order) => order.created_at,
  updatedAt: (order) => order.updatedAt,
  attachments: async (order, { first, after }, ctx) => {
    const request = pageRequest(first, after, 100);
    const page = await ctx.loaders.serviceOrderAttachmentPagesByQuery.load({ orderId: order._id, page: request.page, perPage: request.perPage });
    return connectionFromPage(attachmentSources.attachments(order._id, page?.data ?? []), request, page?.total ?? 0);
  },
  beforeImages: async (order, _args, ctx) => attachmentSources.images(order._id, (await ctx.loaders.serviceOrderImagesByOrderId.load(order._id))?.beforeImages ?? []),
  afterImages: async (order, _args, ctx) => attachmentSources.images(order._id, (await ctx.loaders.serviceOrderImagesByOrderId.load(order._id))?.afterImages ?? []),
  history: async (order, { first, after }, ctx) => {
    const request = pageRequest(first, after, 20);
    const page = await ctx.loaders.serviceOrderHistoryPagesByQuery.load({ orderId: order._id, page: request.page, perPage: request.perPage });
    return connectionFromPage(page?.data ?? [], request, page?.total ?? 0);
  },
};

import type { InstallationOrderResolvers, InstallationOrderStatus } from '../../src/__generated__/resolvers-types.ts';
import { toGlobalId } from '../../src/globalId.ts';
import { connectionFromPage } from '../../src/pagination/connectionFromPage.ts';
import { pageRequest } from '../../src/pagination/pageRequest.ts';

/** `in_progress` ⇄ `IN_PROGRESS`. */
export const installationStatusOf = (status: string) => status.toUpperCase() as InstallationOrderStatus;

/** Items of a lookup list by id, leaving out those the lookup no longer has. */
const present = <T>(items: (T | null | Error)[]) => items.filter((item): item is T => item !== null && !(item instanceof Error));

export const InstallationOrder: InstallationOrderResolvers = {
  id: (order) => toGlobalId('InstallationOrder', order._id),
  orderId: (order) => order._id,
  name: (order) => order.name,
  status: (order) => installationStatusOf(order.status),
  owner: (order) => order.owner,
  note: (order) => order.note,
  serviceCenter: (order) => order.serviceCenter,
  technician: (order) => (order.technician && order.serviceCenter ? { ...order.technician, serviceCenterId: order.serviceCenter._id } : null),
  dueDate: (order) => order.dueDate,
  // From the lookups' one call each per request, whatever the page's size.
  deviceTypes: async (order, _args, ctx) => present(await ctx.loaders.deviceTypeCategoriesById.loadMany(order.types.map((type) => type._id))),
  deviceModels: async (order, _args, ctx) => present(await ctx.loaders.deviceModelsById.loadMany(order.models.map((model) => model._id))),
  devicesCount: (order) => order.devicesCount,
  installedDevicesCount: (order) => order.installedDevicesCount,
  failedDevicesCount: (order) => order.failedDevicesCount,
  createdByName: (order) => order.createdBy?.name ?? null,
  startedAt: (order) => order.startedAt,
  completedAt: (order) => order.completedAt,
  archivedAt: (order) => order.archivedAt,
  createdAt: (order) => order.created_at,
  updatedAt: (order) => order.updatedAt,
  devices: async (order, { first, after }, ctx) => {
    const request = pageRequest(first, after, 100);
    const page = await ctx.loaders.installationDevicePagesByQuery.load({ orderId: order._id, page: request.page, perPage: request.perPage });
    return connectionFromPage(page?.data ?? [], request, page?.total ?? 0);
  },
};

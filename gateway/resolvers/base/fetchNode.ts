import type { GatewayContext } from '../../src/context.ts';
import { fromGlobalId, type NodeType } from '../../src/globalId.ts';
import type { ResolversInterfaceTypes, ResolversTypes } from '../../src/__generated__/resolvers-types.ts';
import { analyticsIds } from '../analytics/analyticsIds.ts';
import { groupsQuery } from '../analytics/dashboardQuery.ts';
import { findAnalyticsDevice, findAnalyticsGroup, orNull } from '../analytics/findAnalyticsDevice.ts';
import { findMonitoringLog } from '../monitoring/findMonitoringLog.ts';
import { findReleaseNotification } from '../viewer/findReleaseNotification.ts';
import { findRelease } from '../releases/findRelease.ts';
import { parseAttachmentId } from '../../src/attachmentIds.ts';
import { findAttachment } from '../service/Attachment.ts';
import { parseTechnicianId } from '../service/technicianIds.ts';
import { parseInstallationAttachmentId, parseOrderDeviceId } from '../../src/installationIds.ts';
import { findInstallationAttachment, findOrderDevice } from '../installation/InstallationAttachment.ts';
import { loadViewer } from '../viewer/loadViewer.ts';

type NodeParent = ResolversInterfaceTypes<ResolversTypes>['Node'];

/**
 * Several node types share one REST shape (a package, an error code and a category are all
 * `{ _id, name, slug }`), so what `fetchNode` returns carries its type for `Node.__resolveType`.
 */
async function tagged(type: NodeType, value: Promise<NodeParent | null> | null): Promise<NodeParent | null> {
  const node = await value;
  return node && ({ ...node, __typename: type } as unknown as NodeParent);
}

/**
 * How each node type is fetched by REST id; every one goes through a loader. `single` is true for
 * `node(id:)` (one object asked, a page of its own) and false for `nodes(ids:)` (many, batched).
 */
const fetchers: Record<NodeType, (restId: string, ctx: GatewayContext, single: boolean) => Promise<NodeParent | null>> = {
  User: (id, ctx) => ctx.loaders.usersById.load(id),
  ReleaseNotification: (id, ctx) => findReleaseNotification(ctx, id),
  // Only the caller's own viewer resolves: a viewer is a session, not something to look up.
  Viewer: async (id, ctx) => {
    const viewer = await loadViewer(ctx);
    return viewer && viewer.userId === id ? viewer : null;
  },
  Organization: (id, ctx) => tagged('Organization', ctx.loaders.organizationsById.load(id)),
  DeviceTypeCategory: (id, ctx) => tagged('DeviceTypeCategory', ctx.loaders.deviceTypeCategoriesById.load(id)),
  DeviceModel: (id, ctx) => tagged('DeviceModel', ctx.loaders.deviceModelsById.load(id)),
  Package: (id, ctx) => tagged('Package', ctx.loaders.packagesById.load(id)),
  ErrorCode: (id, ctx) => tagged('ErrorCode', ctx.loaders.errorCodesById.load(id)),
  StatusCode: (id, ctx) => tagged('StatusCode', ctx.loaders.statusCodesById.load(id)),
  // One device (its own page): the full record (`GET /devices/{id}`), which carries place, latest
  // message and firmware for whoever may read the device (technicians too, whom monitoring does not
  // show it to) and deleted devices; every record field then costs no further call. Many devices
  // (`nodes`, a picker's chips): the lean list, scoped by `read Device`, one call per 100 ids.
  Device: (id, ctx, single) => tagged('Device', single ? ctx.loaders.deviceRecordsById.load(id) : ctx.loaders.deviceListItemsById.load(id)),
  MonitoringRecord: (id, ctx) => tagged('MonitoringRecord', ctx.loaders.monitoringRecordsById.load(id)),
  MonitoringLog: (id, ctx) => tagged('MonitoringLog', findMonitoringLog(ctx, id)),
  // Dashboard ids are composite (see analyticsIds); each resolves through a narrowed call of the organisation's dashboard.
  AnalyticsOrganization: (id, ctx) => {
    const parts = analyticsIds.parseOrganization(id);
    return tagged(
      'AnalyticsOrganization',
      parts && orNull(ctx.loaders.dashboardsByQuery.load({ orgId: parts.orgId, query: groupsQuery() }).then(() => ({ organizationId: parts.orgId }))),
    );
  },
  AnalyticsGroup: (id, ctx) => {
    const parts = analyticsIds.parseGroup(id);
    return tagged('AnalyticsGroup', parts && orNull(findAnalyticsGroup(ctx, parts.orgId, parts.groupId)));
  },
  AnalyticsDevice: (id, ctx) => {
    const parts = analyticsIds.parseDevice(id);
    return tagged('AnalyticsDevice', parts && orNull(findAnalyticsDevice(ctx, parts.orgId, parts.groupId, parts.deviceId)));
  },
  Alarm: (id, ctx) => {
    const [deviceId, alarmId] = id.split(':');
    return tagged('Alarm', deviceId && alarmId ? ctx.loaders.alarmsByKey.load({ deviceId, alarmId }) : null);
  },
  // Not a Node: the API reads no single image (only a device's list), so an image is found through its device.
  DeviceImage: async () => null,
  ServiceCenter: (id, ctx) => tagged('ServiceCenter', ctx.loaders.serviceCentersById.load(id)),
  Technician: (id, ctx) => {
    const ids = parseTechnicianId(id);
    return tagged('Technician', ids && ctx.loaders.techniciansByKey.load(ids));
  },
  ServiceOrder: (id, ctx) => tagged('ServiceOrder', ctx.loaders.serviceOrdersById.load(id)),
  Attachment: (id, ctx) => {
    const ids = parseAttachmentId(id);
    return tagged('Attachment', ids && findAttachment(ctx, ids));
  },
  InstallationOrder: (id, ctx) => tagged('InstallationOrder', ctx.loaders.installationOrdersById.load(id)),
  InstallationOrderDevice: (id, ctx) => {
    const ids = parseOrderDeviceId(id);
    return tagged('InstallationOrderDevice', ids && findOrderDevice(ctx, ids));
  },
  InstallationAttachment: (id, ctx) => {
    const ids = parseInstallationAttachmentId(id);
    return tagged('InstallationAttachment', ids && findInstallationAttachment(ctx, ids));
  },
  Contract: (id, ctx) => tagged('Contract', ctx.loaders.contractsById.load(id)),
  Release: (id, ctx) => tagged('Release', findRelease(ctx, id)),
  ServiceSchedule: (id, ctx) => {
    const parts = analyticsIds.parseSchedule(id);
    return tagged('ServiceSchedule', parts && orNull(findServiceSchedule(ctx, parts)));
  },
};

/** A schedule, from its device's counted events (the shortest window: the schedule is the same in any). */
async function findServiceSchedule(
  ctx: GatewayContext,
  { orgId, deviceId, scheduleId }: { orgId: string; deviceId: string; scheduleId: string },
): Promise<NodeParent | null> {
  const item = await ctx.loaders.schedulingByKey.load({ orgId, groupId: null, deviceId, options: { period: 'day' } });
  const schedule = item?.serviceSchedule;
  return schedule && schedule._id === scheduleId ? { ...schedule, organizationId: orgId, deviceId } : null;
}

/** The object behind a global id, or null when the id is malformed or nothing answers to it. */
export async function fetchNode(globalId: string, ctx: GatewayContext, { single = false }: { single?: boolean } = {}): Promise<NodeParent | null> {
  const decoded = fromGlobalId(globalId);
  if (!decoded) return null;
  return fetchers[decoded.type](decoded.restId, ctx, single);
}

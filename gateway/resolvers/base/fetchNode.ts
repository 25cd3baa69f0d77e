import type { GatewayContext } from '../../src/context.ts';
import { fromGlobalId, type NodeType } from '../../src/globalId.ts';
import type { ResolversInterfaceTypes, ResolversTypes } from '../../src/__generated__/resolvers-types.ts';
import { findMonitoringLog } from '../monitoring/findMonitoringLog.ts';
import { findReleaseNotification } from '../viewer/findReleaseNotification.ts';
import { loadViewer } from '../viewer/loadViewer.ts';

type NodeParent = ResolversInterfaceTypes<ResolversTypes>['Node'];

/**
 * Several node types share one REST shape (a package, an error code and a category are all
 * `{ _id, name, slug }`), so what `fetchNode` returns carries its type for `Node.__resolveType`.
 */
async function tagged(type: NodeType, value: Promise<NodeParent | null>): Promise<NodeParent | null> {
  const node = await value;
  return node && ({ ...node, __typename: type } as unknown as NodeParent);
}

/** How each node type is fetched by REST id; every one goes through a loader. */
const fetchers: Record<NodeType, (restId: string, ctx: GatewayContext) => Promise<NodeParent | null>> = {
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
  Device: (id, ctx) => tagged('Device', ctx.loaders.devicesById.load(id)),
  MonitoringRecord: (id, ctx) => tagged('MonitoringRecord', ctx.loaders.monitoringRecordsById.load(id)),
  MonitoringLog: (id, ctx) => tagged('MonitoringLog', findMonitoringLog(ctx, id)),
};

/** The object behind a global id, or null when the id is malformed or nothing answers to it. */
export async function fetchNode(globalId: string, ctx: GatewayContext): Promise<NodeParent | null> {
  const decoded = fromGlobalId(globalId);
  if (!decoded) return null;
  return fetchers[decoded.type](decoded.restId, ctx);
}

import type { GatewayContext } from '../../src/context.ts';
import { fromGlobalId, type NodeType } from '../../src/globalId.ts';
import type { ResolversInterfaceTypes, ResolversTypes } from '../../src/__generated__/resolvers-types.ts';
import { findReleaseNotification } from '../viewer/findReleaseNotification.ts';
import { loadViewer } from '../viewer/loadViewer.ts';

type NodeParent = ResolversInterfaceTypes<ResolversTypes>['Node'];

/** How each node type is fetched by REST id; every one goes through a loader. */
const fetchers: Record<NodeType, (restId: string, ctx: GatewayContext) => Promise<NodeParent | null>> = {
  User: (id, ctx) => ctx.loaders.usersById.load(id),
  ReleaseNotification: (id, ctx) => findReleaseNotification(ctx, id),
  // Only the caller's own viewer resolves: a viewer is a session, not something to look up.
  Viewer: async (id, ctx) => {
    const viewer = await loadViewer(ctx);
    return viewer && viewer.userId === id ? viewer : null;
  },
};

/** The object behind a global id, or null when the id is malformed or nothing answers to it. */
export async function fetchNode(globalId: string, ctx: GatewayContext): Promise<NodeParent | null> {
  const decoded = fromGlobalId(globalId);
  if (!decoded) return null;
  return fetchers[decoded.type](decoded.restId, ctx);
}

import type { ViewerResolvers } from '../../src/__generated__/resolvers-types.ts';
import { gatewayError } from '../../src/errors.ts';
import { toGlobalId } from '../../src/globalId.ts';
import { requireToken } from './requireToken.ts';

export const Viewer: ViewerResolvers = {
  // Stable per user, so Relay merges every fetch of the viewer into one record.
  id: ({ userId }) => toGlobalId('Viewer', userId),
  user: async ({ userId }, _args, ctx) => {
    const user = await ctx.loaders.usersById.load(userId);
    if (!user) throw gatewayError('NOT_FOUND', { id: 'viewer.userGone' });
    return user;
  },
  config: (_parent, _args, ctx) => ctx.loaders.userConfigsByToken.load(requireToken(ctx)),
  abilities: (_parent, _args, ctx) => ctx.loaders.userAbilitiesByToken.load(requireToken(ctx)),
  roleAbilities: (_parent, _args, ctx) => ctx.loaders.roleAbilitiesByToken.load(requireToken(ctx)),
  organizationAbilities: async (_parent, { organizationId }, ctx) => {
    const rules = await ctx.loaders.organizationAbilitiesByOrgId.load(organizationId);
    if (!rules) throw gatewayError('NOT_FOUND', { id: 'viewer.notMember' });
    return rules;
  },
  newReleaseNotifications: (_parent, _args, ctx) => ctx.loaders.releaseNotificationsByToken.load(requireToken(ctx)),
};

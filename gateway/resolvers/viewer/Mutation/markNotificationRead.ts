import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { parseInput } from '../../../src/parseInput.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';
import { loadViewer } from '../loadViewer.ts';
import { requireToken } from '../requireToken.ts';

const markNotificationReadInput = z.object({ notificationId: z.string().min(1).max(200) });

export const markNotificationRead: NonNullable<MutationResolvers['markNotificationRead']> = async (_parent, { input }, ctx) => {
  const token = requireToken(ctx);
  const body = parseInput(markNotificationReadInput, input);
  const { _id } = unwrap(await ctx.api.PATCH('/api/v1/notify', { body }));
  // The payload's viewer must list the remaining notifications, not a cached list.
  ctx.loaders.releaseNotificationsByToken.clear(token);
  return { notificationId: _id, viewer: await loadViewer(ctx) };
};

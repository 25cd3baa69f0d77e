import { z } from 'zod';
import type { MutationResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { parseInput } from '../../../src/parseInput.ts';
import { unwrap } from '../../../src/rest/unwrap.ts';
import { inputFieldNames } from '../../devices/Mutation/deviceInput.ts';
import { requireToken } from '../../viewer/requireToken.ts';

// Shapes only here: the version's format, lengths and uniqueness are the API's rules, worded in the caller's language.
const publishInput = z.object({ releaseVersion: z.string(), notesDa: z.string(), notesEn: z.string() });

export const publishRelease: NonNullable<MutationResolvers['publishRelease']> = async (_parent, { input }, ctx) => {
  const token = requireToken(ctx);
  const body = parseInput(publishInput, input);
  try {
    const release = unwrap(await ctx.api.POST('/api/v1/releases', { body }));
    // Later reads in this operation see the new release and the publisher's own banner.
    ctx.loaders.releasePagesByQuery.clearAll();
    ctx.loaders.releaseNotificationsByToken.clear(token);
    return { release };
  } catch (error) {
    throw inputFieldNames(error);
  }
};

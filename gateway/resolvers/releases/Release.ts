import type { ReleaseResolvers } from '../../src/__generated__/resolvers-types.ts';
import { toGlobalId } from '../../src/globalId.ts';

export const Release: ReleaseResolvers = {
  id: (release) => toGlobalId('Release', release._id),
  releaseId: (release) => release._id,
  createdByName: (release) => release.createdBy?.name ?? null,
};

import type { StatusCodeResolvers } from '../../src/__generated__/resolvers-types.ts';
import { toGlobalId } from '../../src/globalId.ts';

export const StatusCode: StatusCodeResolvers = {
  id: (code) => toGlobalId('StatusCode', code._id),
  statusCodeId: (code) => code._id,
};

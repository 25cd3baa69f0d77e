import type { ErrorCodeResolvers } from '../../src/__generated__/resolvers-types.ts';
import { toGlobalId } from '../../src/globalId.ts';

export const ErrorCode: ErrorCodeResolvers = {
  id: (code) => toGlobalId('ErrorCode', code._id),
  errorCodeId: (code) => code._id,
};

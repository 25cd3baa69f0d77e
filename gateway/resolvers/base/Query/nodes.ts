import type { QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { fieldError, gatewayError } from '../../../src/errors.ts';
import { limits } from '../../../src/protection.ts';
import { fetchNode } from '../fetchNode.ts';

const maxIds = limits.maxListIds;

// Ids of one type are batched by that type's loader, so repeated ids cost one upstream call.
export const nodes: NonNullable<QueryResolvers['nodes']> = (_parent, { ids }, ctx) => {
  if (ids.length > maxIds) {
    throw gatewayError('BAD_USER_INPUT', { id: 'nodes.tooManyIds', params: { maximum: maxIds } }, {
      fields: [fieldError('ids', { id: 'nodes.tooManyIdsField', params: { maximum: maxIds } })],
    });
  }
  return Promise.all(ids.map((id) => fetchNode(id, ctx)));
};

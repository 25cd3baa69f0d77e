import type { QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { fetchNode } from '../fetchNode.ts';

export const node: NonNullable<QueryResolvers['node']> = (_parent, { id }, ctx) => fetchNode(id, ctx);

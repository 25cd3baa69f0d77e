import type { QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { fetchNode } from '../fetchNode.ts';

// One object: its type may load it whole (a device's record) rather than in a list's batch shape.
export const node: NonNullable<QueryResolvers['node']> = (_parent, { id }, ctx) => fetchNode(id, ctx, { single: true });

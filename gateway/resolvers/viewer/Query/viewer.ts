import type { QueryResolvers } from '../../../src/__generated__/resolvers-types.ts';
import { loadViewer } from '../loadViewer.ts';

export const viewer: NonNullable<QueryResolvers['viewer']> = (_parent, _args, ctx) => loadViewer(ctx);

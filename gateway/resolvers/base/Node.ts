import type { NodeResolvers } from '../../src/__generated__/resolvers-types.ts';

/** Tells the concrete type of a node from the shape of its REST parent. */
export const Node: NodeResolvers = {
  __resolveType: (parent) => {
    // Set by fetchNode for the types whose REST shapes look alike.
    if ('__typename' in parent && typeof parent.__typename === 'string') return parent.__typename as never;
    if ('notification' in parent) return 'ReleaseNotification';
    if ('email' in parent) return 'User';
    return 'Viewer';
  },
};

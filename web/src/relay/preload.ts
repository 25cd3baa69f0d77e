import { loadQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';
import { getEnvironment } from './environmentHolder';

/** Starts a page's query from its route loader, so data loads while the code renders. */
export function preload<T extends OperationType>(query: GraphQLTaggedNode, variables: VariablesOf<T> = {} as VariablesOf<T>) {
  return loadQuery<T>(getEnvironment(), query, variables, { fetchPolicy: 'store-and-network' });
}

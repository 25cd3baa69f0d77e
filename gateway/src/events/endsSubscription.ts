import { GraphQLError } from 'graphql';

/**
 * Whether a subscription's value is its last: the API no longer accepts the session (signed out,
 * token expired or revoked), so the client receives that error and then `complete`.
 */
export function endsSubscription(value: unknown): value is GraphQLError {
  return value instanceof GraphQLError && value.extensions.code === 'UNAUTHENTICATED';
}

import { GraphQLError } from 'graphql';

/**
 * A subscription field's `resolve`: the value as it is, or the GraphQLError that ended the
 * subscription thrown, so that the client receives it as the field's error.
 */
export function throwIfError<T>(value: T | GraphQLError): T {
  if (value instanceof GraphQLError) throw value;
  return value;
}

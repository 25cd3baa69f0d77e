import { GraphQLError } from 'graphql';

/**
 * A graphql-jit error as a plain graphql-js GraphQLError. jit's errors inherit GraphQLError's
 * prototype (so `instanceof` may even pass) but define `message` and friends read-only, and
 * Apollo's plugins rewrite messages in place (graphql-armor masks field suggestions): assigning to
 * a read-only `message` threw, and every resolver error reached clients as an internal error.
 * So every error is rebuilt; the resolver's own error (our coded errors) stays the
 * `originalError`, which formatError reads.
 *
 * `beforeExecution`: the operation never ran (its variables did not coerce). Apollo marks such
 * errors BAD_USER_INPUT by the AST node graphql-js attaches, which jit's errors lack; the same
 * code is set here by the message graphql-js and jit both write ("Variable "$x" got invalid value…").
 */
export function graphqlErrorOf(error: GraphQLError, beforeExecution = false): GraphQLError {
  const original = error.originalError ?? undefined;
  let extensions = error.extensions ?? (original instanceof GraphQLError ? original.extensions : undefined);
  if (beforeExecution && !extensions?.code && error.message.startsWith('Variable "$')) extensions = { ...extensions, code: 'BAD_USER_INPUT' };
  const rebuilt = new GraphQLError(error.message, { path: error.path, originalError: original, extensions });
  if (error.locations) (rebuilt as { locations?: GraphQLError['locations'] }).locations = error.locations;
  return rebuilt;
}

import { GraphQLError } from 'graphql';

/**
 * The API names a refused body field as it knows it (`notes`); a GraphQL client knows it by its
 * input path (`input.notes`). Rewrites the `fields` of a BAD_USER_INPUT error from the API with
 * those names, keeping each message (already worded in the caller's language) and the limit it names.
 */
export function renameUpstreamFields(error: unknown, names: Record<string, string>): unknown {
  if (!(error instanceof GraphQLError) || error.extensions.code !== 'BAD_USER_INPUT') return error;
  const fields = error.extensions.fields;
  if (!Array.isArray(fields)) return error;
  const renamed = fields.map((entry: { field?: unknown }) =>
    typeof entry.field === 'string' && names[entry.field] ? { ...entry, field: names[entry.field] } : entry,
  );
  return new GraphQLError(error.message, { extensions: { ...error.extensions, fields: renamed } });
}

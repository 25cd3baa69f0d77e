import { GraphQLError, GraphQLScalarType, Kind, valueFromASTUntyped } from 'graphql';
import { z } from 'zod';

const isoDateTime = z.iso.datetime({ offset: true });

/** ISO 8601 strings in UTC; the API already answers in that form. */
export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => {
    const parsed = isoDateTime.safeParse(value);
    if (!parsed.success) throw new GraphQLError('DateTime must be an ISO 8601 date-time string.');
    return new Date(parsed.data).toISOString();
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || !isoDateTime.safeParse(ast.value).success) {
      throw new GraphQLError('DateTime must be an ISO 8601 date-time string.');
    }
    return new Date(ast.value).toISOString();
  },
});

/** Arbitrary JSON (CASL conditions), passed through as is. */
export const JSON = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});

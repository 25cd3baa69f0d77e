import { GraphQLError, GraphQLScalarType, Kind, valueFromASTUntyped } from 'graphql';
import { z } from 'zod';
import { textExtension } from '../../src/i18n/LocalText.ts';
import type { Message } from '../../src/i18n/Message.ts';
import { wordText } from '../../src/i18n/wordText.ts';

const isoDateTime = z.iso.datetime({ offset: true });

// No code of ours: graphql-js and Apollo report it as the request's own error (BAD_USER_INPUT or
// GRAPHQL_VALIDATION_FAILED); the text is worded in the caller's language with the response.
const invalidDateTime: Message = { id: 'scalar.invalidDateTime' };
const invalidDateTimeError = () =>
  new GraphQLError(wordText('en', invalidDateTime), { extensions: { [textExtension]: invalidDateTime } });

/** ISO 8601 strings in UTC; the API already answers in that form. */
export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => {
    const parsed = isoDateTime.safeParse(value);
    if (!parsed.success) throw invalidDateTimeError();
    return new Date(parsed.data).toISOString();
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || !isoDateTime.safeParse(ast.value).success) {
      throw invalidDateTimeError();
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

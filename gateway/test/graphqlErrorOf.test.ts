import { createRequire } from 'node:module';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { gatewayError } from '../src/errors.ts';
import { graphqlErrorOf } from '../src/graphqlErrorOf.ts';

// graphql-jit's own error class, as the server loads it (CommonJS).
const { GraphQLError: JitGraphQLError } = createRequire(import.meta.url)('graphql-jit/dist/error.js') as {
  GraphQLError: new (message: string, locations?: unknown, path?: unknown, originalError?: unknown) => GraphQLError;
};

describe('graphqlErrorOf', () => {
  it("turns jit's read-only error into a writable GraphQLError that keeps path, locations and the resolver's error", () => {
    const original = gatewayError('NOT_FOUND', { id: 'error.notFound' });
    const jit = new JitGraphQLError('Not found', [{ line: 1, column: 12 }], ['updateMonitoringRecord'], original);
    expect(() => {
      (jit as { message: string }).message = 'masked';
    }).toThrow(TypeError);

    const error = graphqlErrorOf(jit);
    expect(error).toBeInstanceOf(GraphQLError);
    error.message = 'masked'; // what graphql-armor does to field suggestions
    expect(error.message).toBe('masked');
    expect(error.path).toEqual(['updateMonitoringRecord']);
    expect(error.locations).toEqual([{ line: 1, column: 12 }]);
    expect(error.originalError).toBe(original);
    expect(error.extensions.code).toBe('NOT_FOUND');
  });

  it('marks a variable that did not coerce BAD_USER_INPUT, as Apollo does for graphql-js', () => {
    const error = graphqlErrorOf(new JitGraphQLError('Variable "$x" got invalid value "y"', [{ line: 1, column: 8 }]), true);
    expect(error.message).toBe('Variable "$x" got invalid value "y"');
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.path).toBeUndefined();
    expect(error.originalError).toBeUndefined();
    expect(graphqlErrorOf(new JitGraphQLError('Variable "$x" got invalid value "y"'), false).extensions.code).toBeUndefined();
  });
});

import * as z from 'zod/mini';

const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

const graphQLErrorSchema = z.object({
  message: z.string(),
  path: z.optional(z.array(z.union([z.string(), z.number()]))),
  extensions: z.optional(
    z.looseObject({
      code: z.optional(z.string()),
      // The gateway sends BAD_USER_INPUT details as `fields`; `fieldErrors` is accepted too.
      fields: z.optional(z.array(fieldErrorSchema)),
      fieldErrors: z.optional(z.array(fieldErrorSchema)),
    }),
  ),
});

export const graphQLErrorsSchema = z.array(graphQLErrorSchema);
export type GraphQLErrorEntry = z.output<typeof graphQLErrorSchema>;
export type FieldErrorEntry = z.output<typeof fieldErrorSchema>;

/** Codes the gateway sets in `extensions.code`, plus NETWORK for a failed connection. */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'RATE_LIMITED'
  | 'UPSTREAM_UNAVAILABLE'
  | 'NETWORK'
  | 'UNKNOWN';

const knownCodes = new Set<string>([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'RATE_LIMITED',
  'UPSTREAM_UNAVAILABLE',
]);

/** A failed GraphQL operation, carrying the server's errors so the UI can say what went wrong. */
export class GraphQLRequestError extends Error {
  readonly errors: GraphQLErrorEntry[];
  readonly code: ErrorCode;

  constructor(errors: GraphQLErrorEntry[], code?: ErrorCode) {
    super(errors[0]?.message ?? 'Request failed');
    this.name = 'GraphQLRequestError';
    this.errors = errors;
    const first = errors.find((e) => e.extensions?.code)?.extensions?.code;
    this.code = code ?? (first && knownCodes.has(first) ? (first as ErrorCode) : 'UNKNOWN');
  }

  /** Field errors of a BAD_USER_INPUT error, keyed by field path. */
  get fieldErrors(): Record<string, string> {
    const result: Record<string, string> = {};
    for (const error of this.errors) {
      for (const fieldError of [...(error.extensions?.fields ?? []), ...(error.extensions?.fieldErrors ?? [])]) {
        result[fieldError.field] ??= fieldError.message;
      }
    }
    return result;
  }
}

export function isGraphQLRequestError(error: unknown): error is GraphQLRequestError {
  return error instanceof GraphQLRequestError;
}

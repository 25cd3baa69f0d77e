export type FieldErrorEntry = { field: string; message: string };

export type GraphQLErrorEntry = {
  message: string;
  path?: (string | number)[];
  // The gateway sends BAD_USER_INPUT details as `fields`; `fieldErrors` is accepted too. Other
  // extensions (such as `retryAfter`) pass through unchecked.
  extensions?: { code?: string; fields?: FieldErrorEntry[]; fieldErrors?: FieldErrorEntry[]; [key: string]: unknown };
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isOptional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);
const isFieldErrors = (value: unknown) =>
  Array.isArray(value) && value.every((entry) => isRecord(entry) && typeof entry.field === 'string' && typeof entry.message === 'string');

/**
 * The `errors` of a GraphQL answer in the shape the app reads, or null when they are not in it.
 * Checked by hand, not with a schema library: every answer passes here, so whatever this uses is
 * in the first load, and a schema library's core would be its largest part after the frameworks.
 */
export function parseGraphQLErrors(value: unknown): GraphQLErrorEntry[] | null {
  if (!Array.isArray(value)) return null;
  const entries: GraphQLErrorEntry[] = [];
  for (const error of value) {
    if (!isRecord(error) || typeof error.message !== 'string') return null;
    const { path, extensions } = error;
    if (!isOptional(path, (p) => Array.isArray(p) && p.every((key) => typeof key === 'string' || typeof key === 'number'))) return null;
    if (!isOptional(extensions, (e) => isRecord(e) && isOptional(e.code, (code) => typeof code === 'string') && isOptional(e.fields, isFieldErrors) && isOptional(e.fieldErrors, isFieldErrors))) {
      return null;
    }
    entries.push({
      message: error.message,
      ...(path === undefined ? {} : { path: path as (string | number)[] }),
      ...(extensions === undefined ? {} : { extensions: extensions as GraphQLErrorEntry['extensions'] }),
    });
  }
  return entries;
}

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

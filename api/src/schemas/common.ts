import { z } from 'zod';

/**
 * Zod schemas shared by many routes. The ones registered with an `id` become named components
 * in the OpenAPI document, which keeps the gateway's generated client readable.
 */
export const errorSchema = z
  .object({
    message: z
      .string()
      .describe(
        "For people, in the caller's language: the Accept-Language header when it names da or en (q-values and regions such as da-DK are understood), otherwise the signed-in user's language, otherwise English. The answer's Content-Language header names it.",
      ),
    code: z.string().describe('A stable machine-readable code, e.g. VALIDATION_FAILED, NOT_FOUND; the same in every language'),
    fields: z
      .array(z.object({ field: z.string(), message: z.string().describe('In the same language as `message`') }))
      .optional()
      .describe('Only with VALIDATION_FAILED: the failing input fields'),
    requestId: z.string().optional().describe('Only with 5xx: quote it when reporting the problem'),
  })
  .meta({ id: 'Error' });

export const okSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });

export const languageSchema = z.enum(['da', 'en']).meta({ id: 'Language' });

export const idParamsSchema = z.object({
  // guid, not uuid: any 8-4-4-4-12 hex id is accepted (demo data may use non-v4 ids).
  id: z.guid().describe('The resource id'),
});

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1).describe('1-based page number'),
  perPage: z.coerce.number().int().min(1).max(10000).default(10).describe('Items per page'),
});

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int(),
    perPage: z.number().int(),
    total: z.number().int(),
    lastPage: z.number().int(),
  });
}

/**
 * The rows a page skips. Any safe-integer page is valid, and one past the end is an empty page; but
 * `page × perPage` can exceed what OFFSET takes (a bigint: page 9007199254740991 of 10000 would fail
 * the query), so the offset stops at a number far past any table's end.
 */
export const pageOffset = (page: number, perPage: number): number => Math.min((page - 1) * perPage, Number.MAX_SAFE_INTEGER);

export function paged<T>(data: T[], page: number, perPage: number, total: number) {
  return { data, page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) };
}

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500;

const errorDescriptions: Record<ErrorStatus, string> = {
  400: 'Invalid input (VALIDATION_FAILED, with `fields`)',
  401: 'Missing, invalid, expired or revoked token (UNAUTHENTICATED)',
  403: 'Not allowed (FORBIDDEN)',
  404: 'Not found or not visible to the caller (NOT_FOUND)',
  409: 'Conflicts with the current state (CONFLICT)',
  413: 'Request body too large (PAYLOAD_TOO_LARGE)',
  429: 'Too many requests (RATE_LIMITED); see the Retry-After header',
  500: 'Unexpected server error (INTERNAL), with a requestId',
};

/** The error responses of a route, for its `response` schema (and so for the OpenAPI document). */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  const all = [...new Set<ErrorStatus>([...statuses, 500])];
  // The content form keeps `errorSchema` itself (and so its `Error` component ref) while giving
  // each status its own description.
  return Object.fromEntries(
    all.map((status) => [
      status,
      { description: errorDescriptions[status], content: { 'application/json': { schema: errorSchema } } },
    ]),
  ) as Record<
    S | 500,
    { description: string; content: { 'application/json': { schema: typeof errorSchema } } }
  >;
}

/** Errors every authenticated route can answer. */
export const authErrors = [401] as const;

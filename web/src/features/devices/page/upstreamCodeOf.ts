import { isGraphQLRequestError } from '../../../relay/GraphQLRequestError';

/** The API's own error code a gateway error carries (`extensions.upstreamCode`, e.g. DEVICE_DELETED), if any. */
export function upstreamCodeOf(error: unknown): string | null {
  if (!isGraphQLRequestError(error)) return null;
  for (const entry of error.errors) {
    const code = entry.extensions?.upstreamCode;
    if (typeof code === 'string') return code;
  }
  return null;
}

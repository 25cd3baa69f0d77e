import { t } from '@lingui/core/macro';
import { isGraphQLRequestError } from './GraphQLRequestError';

/** A clear, translated sentence for any failed request; the server's own text is never a stack trace. */
export function describeError(error: unknown): string {
  if (!isGraphQLRequestError(error)) return t`Something went wrong. Please try again.`;
  switch (error.code) {
    case 'UNAUTHENTICATED':
      return t`Your session has ended. Please sign in again.`;
    case 'FORBIDDEN':
      return t`You do not have permission to do this.`;
    case 'NOT_FOUND':
      return t`What you asked for was not found.`;
    case 'BAD_USER_INPUT':
      return t`Some fields are not filled in correctly.`;
    case 'RATE_LIMITED':
      return t`Too many attempts. Please wait a moment and try again.`;
    case 'UPSTREAM_UNAVAILABLE':
      return t`The service is unavailable right now. Please try again.`;
    case 'NETWORK':
      return t`Could not reach the server. Check your connection and try again.`;
    default:
      return t`Something went wrong. Please try again.`;
  }
}

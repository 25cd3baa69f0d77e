import { describeError } from '../../../relay/describeError';
import { isGraphQLRequestError } from '../../../relay/GraphQLRequestError';

/**
 * Why the API refused a transition: a CONFLICT carries the API's own sentence in the user's language
 * (it names the order's state, e.g. "cannot be deleted: it is in progress"); anything else is worded
 * by describeError.
 */
export function refusalText(error: unknown): string {
  if (isGraphQLRequestError(error)) {
    const conflict = error.errors.find((entry) => entry.extensions?.code === 'CONFLICT');
    if (conflict?.message) return conflict.message;
  }
  return describeError(error);
}

import { describeError } from '../../../relay/describeError';
import { isGraphQLRequestError } from '../../../relay/GraphQLRequestError';

/**
 * What a failed save tells the user: the server's own words (the gateway words every error in the
 * user's language), field by field for invalid input; our own sentence when no server answered.
 */
export function mutationErrorText(error: unknown): string {
  if (!isGraphQLRequestError(error)) return describeError(error);
  const fields = Object.values(error.fieldErrors);
  if (fields.length > 0) return fields.join(' ');
  if (error.code === 'NETWORK') return describeError(error);
  return error.message || describeError(error);
}

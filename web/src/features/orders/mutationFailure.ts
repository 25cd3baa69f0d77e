import { isGraphQLRequestError } from '../../relay/GraphQLRequestError';
import { describeError } from '../../relay/describeError';

/** What a failed write says to the user, and the field errors to show on their inputs. */
export function mutationFailure(error: unknown): { description: string; fieldErrors: Record<string, string>; conflict: boolean } {
  if (!isGraphQLRequestError(error)) return { description: describeError(error), fieldErrors: {}, conflict: false };
  const fieldErrors = error.fieldErrors;
  const conflict = error.errors.some((entry) => entry.extensions?.code === 'CONFLICT');
  // A refusal (conflict, forbidden) carries the API's own sentence, worded in the user's language.
  const description = conflict || error.code === 'FORBIDDEN' ? error.message : describeError(error);
  return { description, fieldErrors, conflict };
}
